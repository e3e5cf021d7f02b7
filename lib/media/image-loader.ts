import { isPublicPicture, publicImageUrl } from './public-images';
import { mediaIdOf, mediaVariantUrl } from './urls';

/*
 * next/image's loader for the whole app (next.config `images.loaderFile`; docs/media.md). Pictures are never
 * encoded on request in production: uploaded images (`/media/{id}`) exist as WebP at fixed widths in the database,
 * and pictures shipped under public/ as WebP files at the same widths written by the build (`/_img/...`,
 * scripts/build-images.ts). `npm run dev` writes no renditions, so there the shipped pictures and any other src go
 * to Next's own optimizer, exactly as its default loader would (`images.loader` stays 'default').
 */
export default function imageLoader({ src, width, quality }: { src: string; width: number; quality?: number }): string {
  const id = mediaIdOf(src);
  if (id) return mediaVariantUrl(id, width);
  if (process.env.NODE_ENV === 'production' && isPublicPicture(src)) return publicImageUrl(src, width);
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${quality ?? 75}`;
}
