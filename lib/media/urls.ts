/*
 * Uploaded image URLs (docs/decisions/12-staff-run-directory.md §3; docs/media.md). Shared by the server and the browser (next/image's loader),
 * so nothing here touches the database.
 *
 * An uploaded image is stored as `/media/{id}`, `id` being 32 hex characters of the SHA-256 of the uploaded file.
 * Its WebP renditions are at `/media/{id}/{width}` for each width of MEDIA_WIDTHS; the same URL always answers
 * the same bytes, so it is cached for a year.
 */

/**
 * Widths in pixels of the stored WebP renditions: what the pages draw, at 1x to 3x (cart thumbnails and logos
 * 64 px -> 128; cards a quarter to half of the screen -> 384 and 640; product and partner photos half or all of a
 * phone -> 1080; the category banner across a desktop -> 1920). Each is one of next/image's own widths.
 */
export const MEDIA_WIDTHS = [128, 384, 640, 1080, 1920] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];

/** The largest upload accepted, in bytes (docs/decisions/12-staff-run-directory.md §3: at most 10 MB). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Content types the upload accepts (checked again by content on the server). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

const MEDIA_URL = /^\/media\/([0-9a-f]{32})$/;
export const MEDIA_ID = /^[0-9a-f]{32}$/;

/** The stored URL of an uploaded image. */
export function mediaUrl(id: string): string {
  return `/media/${id}`;
}

/** The id of an uploaded image URL (`/media/{id}`), or null for any other URL. */
export function mediaIdOf(src: string): string | null {
  return MEDIA_URL.exec(src)?.[1] ?? null;
}

/** The stored width to serve for a wanted width: the smallest one at least as wide, else the largest. */
export function mediaWidthFor(width: number): MediaWidth {
  return MEDIA_WIDTHS.find((stored) => stored >= width) ?? MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1];
}

/** The URL of an uploaded image's rendition for a wanted width, in pixels. */
export function mediaVariantUrl(id: string, width: number): string {
  return `${mediaUrl(id)}/${mediaWidthFor(width)}`;
}
