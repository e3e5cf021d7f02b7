import { mediaIdOf, mediaVariantUrl } from './urls';

/*
 * next/image's loader for the whole app (next.config `images.loaderFile`; docs/media.md). Uploaded images
 * (`/media/{id}`) already exist as WebP at fixed widths: the loader points at the nearest stored one, so serving
 * them costs a database read and no image work. Every other src (files under public/) goes to Next's own
 * optimizer, exactly as its default loader would (`images.loader` stays 'default', so `/_next/image` still runs).
 */
export default function imageLoader({ src, width, quality }: { src: string; width: number; quality?: number }): string {
  const id = mediaIdOf(src);
  if (id) return mediaVariantUrl(id, width);
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${quality ?? 75}`;
}
