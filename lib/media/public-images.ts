import { mediaWidthFor } from './urls';

/*
 * Pictures shipped with the app (files under public/) are served as WebP renditions written at build time
 * (scripts/build-images.ts; docs/media.md, "Pictures shipped with the app"), at the same widths as uploads.
 * Shared by the build script and next/image's loader, so nothing here touches the file system.
 */

/** The folder under public/ that holds the renditions. */
export const PUBLIC_IMAGE_DIR = '_img';

/** The pictures that get renditions: JPEG, PNG and WebP files (not SVG, which is drawn as it is). */
export const PUBLIC_IMAGE_EXTENSION = /\.(?:jpe?g|png|webp)$/i;

/** True for a src that names a picture under public/ (`/partners/x/1.webp`), not a full URL or an upload. */
export function isPublicPicture(src: string): boolean {
  return src.startsWith('/') && !src.startsWith('//') && !src.includes('?') && PUBLIC_IMAGE_EXTENSION.test(src);
}

/** The URL of a shipped picture's rendition for a wanted width in pixels: `/_img/partners/x/1-384.webp`. */
export function publicImageUrl(src: string, width: number): string {
  return `/${PUBLIC_IMAGE_DIR}${src.replace(PUBLIC_IMAGE_EXTENSION, '')}-${mediaWidthFor(width)}.webp`;
}
