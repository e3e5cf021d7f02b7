import * as z from '@/lib/validation/zod';
import { MEDIA_ID } from '@/lib/media/urls';

/*
 * Image fields of the staff forms (docs/decisions/12-staff-run-directory.md §3): a URL is a file under public/ (`/partners/boat-tours-1/1.webp`)
 * or an uploaded image (`/media/{id}`).
 */

/** The most photos one field keeps (partner or product). */
export const MAX_PHOTOS = 20;

const PUBLIC_IMAGE = /^\/(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-][A-Za-z0-9_.-]*\.(?:webp|jpe?g|png|avif)$/i;
/** A URL an image field may hold. */
export const imageUrlSchema = z.string().check(
  z.maxLength(300),
  z.refine(
    (url) =>
      url.startsWith('/media/')
        ? MEDIA_ID.test(url.slice('/media/'.length))
        : PUBLIC_IMAGE.test(url) && !url.includes('..'),
    'imageUrl',
  ),
);

const alt = z._default(z.string().check(z.trim(), z.maxLength(300, 'tooLong')), '');
/** A photo with its alt text per language (the Photo type of lib/directory/partners.ts). */
export const photoSchema = z.object({ src: imageUrlSchema, alt: z.object({ en: alt, fr: alt, pt: alt }) });
export const photosSchema = z.array(photoSchema).check(z.maxLength(MAX_PHOTOS, 'tooManyImages'));
export type PhotoInput = z.output<typeof photoSchema>;

/** What POST /api/backoffice/media reads from its multipart body: one file, named `file`. */
export const uploadSchema = z.object({ file: z.file() });
