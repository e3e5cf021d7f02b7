/*
 * Why an upload is refused (docs/decisions/12-staff-run-directory.md §3). The route answers the code and this English message; the backoffice
 * shows its own translation of the code (messages/*.json, BackofficeMedia.errors).
 */
export const MEDIA_ERRORS = [
  'not-an-image',
  'too-large',
  'svg',
  'too-many-pixels',
  'too-many-files',
  'invalid',
] as const;
export type MediaError = (typeof MEDIA_ERRORS)[number];

export const MEDIA_ERROR_MESSAGES: Record<MediaError, string> = {
  'not-an-image': 'The file is not an image: upload a JPEG, PNG, WebP or AVIF picture.',
  'too-large': 'The file is larger than 10 MB.',
  svg: 'SVG is not accepted: upload a JPEG, PNG, WebP or AVIF picture.',
  'too-many-pixels': 'The picture is too large: at most 50 megapixels.',
  'too-many-files': 'Too many pictures: at most 20.',
  invalid: 'The image field could not be read. Please try again.',
};

export const isMediaError = (value: unknown): value is MediaError =>
  (MEDIA_ERRORS as readonly unknown[]).includes(value);
