import 'server-only';
import type { StaffContext } from '@/lib/actions/staff-action';
import { prisma } from '@/lib/db';
import { imageUrlSchema, MAX_PHOTOS, photosSchema, type PhotoInput } from '@/lib/media/schemas';
import { MEDIA_ERROR_MESSAGES, type MediaError } from './errors';
import { mediaImagesExist, storeUploads } from './store';
import { MAX_UPLOAD_BYTES } from './urls';

/*
 * The server side of PhotosField and ImageField (components/backoffice/image-fields.tsx; docs/decisions/12-staff-run-directory.md §3). With
 * JavaScript the fields upload each file at once and post only URLs; without it the form posts the files too
 * (`{name}Files` for photos, `{name}File` for one image), and these functions store them with the save.
 */

/**
 * A field's answer. On refusal, `error` is a code whose text is in messages/*.json under BackofficeMedia.errors,
 * `file` the refused file's name when one file is the cause, and `message` the English text. In the staff's
 * language: `t('fileError', { file, reason: t(\`errors.${error}\`) })` with `getStaffTranslations('BackofficeMedia')`.
 * On success, `stored` lists the URLs of the files this request stored for the first time: a form refused later
 * hands them to discardUploads (lib/media/orphans.ts), so a refused form leaves no image behind.
 */
export type MediaFieldResult<T> = { ok: true; data: T; stored: string[] } | MediaFieldRefusal;
type MediaFieldRefusal = { ok: false; error: MediaError; message: string; file?: string };

const fail = (error: MediaError, file?: File): MediaFieldRefusal => ({
  ok: false,
  error,
  message: MEDIA_ERROR_MESSAGES[error],
  ...(file ? { file: file.name } : {}),
});
const noAlt = () => ({ en: '', fr: '', pt: '' });

/** Posted files of a file input; an input left empty posts one empty, nameless file, which is skipped. */
const postedFiles = (formData: FormData, name: string) =>
  formData
    .getAll(name)
    .filter(
      (value): value is File => typeof value === 'object' && value !== null && 'arrayBuffer' in value && value.size > 0,
    );

/** Stores posted files (all or none) and records each new one as `media.upload` in the activity log. */
async function storeFiles(
  files: File[],
  staff?: Pick<StaffContext, 'staff' | 'audit'>,
): Promise<MediaFieldResult<string[]>> {
  const tooLarge = files.find((file) => file.size > MAX_UPLOAD_BYTES);
  if (tooLarge) return fail('too-large', tooLarge);
  const bytes = await Promise.all(files.map(async (file) => new Uint8Array(await file.arrayBuffer())));
  const stored = await storeUploads(prisma, bytes, staff?.staff.id ?? null);
  if (!stored.ok) return fail(stored.error, files[stored.index]);
  stored.images.forEach(({ id, width, height, created }, index) =>
    staff?.audit('media.upload', `media:${id}`, { width, height, bytes: files[index].size, created }),
  );
  const urls = stored.images.map((image) => image.url);
  return { ok: true, data: urls, stored: stored.images.filter((image) => image.created).map((image) => image.url) };
}

/**
 * Reads a PhotosField from a posted form: the JSON text of PhotoInput[] in `name` (photos already uploaded, in order,
 * with their alt texts), then any files posted in `{name}Files` (the form without JavaScript), stored now and
 * added at the end with empty alt texts.
 * @param staff the action's StaffContext (staffAction), so new images are logged and attributed.
 * @returns the photos, or a refusal: 'invalid' (unreadable JSON, a URL that is not an image or an unknown upload),
 *   'too-many-files' (over MAX_PHOTOS), or a file's refusal ('not-an-image', 'svg', 'too-large', ...); nothing
 *   is stored on refusal.
 */
export async function readPhotosField(
  formData: FormData,
  name: string,
  staff?: Pick<StaffContext, 'staff' | 'audit'>,
): Promise<MediaFieldResult<PhotoInput[]>> {
  const raw = formData.get(name);
  let json: unknown = [];
  try {
    if (typeof raw === 'string' && raw.trim()) json = JSON.parse(raw);
  } catch {
    return fail('invalid');
  }
  const parsed = photosSchema.safeParse(json);
  if (!parsed.success) return fail('invalid');
  const files = postedFiles(formData, `${name}Files`);
  if (parsed.data.length + files.length > MAX_PHOTOS) return fail('too-many-files');
  if (
    !(await mediaImagesExist(
      prisma,
      parsed.data.map((photo) => photo.src),
    ))
  )
    return fail('invalid');
  const stored = files.length ? await storeFiles(files, staff) : { ok: true as const, data: [], stored: [] };
  if (!stored.ok) return stored;
  return {
    ok: true,
    data: [...parsed.data, ...stored.data.map((src) => ({ src, alt: noAlt() }))],
    stored: stored.stored,
  };
}

/**
 * Reads an ImageField (one image, e.g. a partner's logo) from a posted form: a file posted in `{name}File` wins
 * (stored now); otherwise the URL in `name`, or null when it is empty (no image).
 * @returns the URL or null, or a refusal as for readPhotosField.
 */
export async function readImageField(
  formData: FormData,
  name: string,
  staff?: Pick<StaffContext, 'staff' | 'audit'>,
): Promise<MediaFieldResult<string | null>> {
  const [file] = postedFiles(formData, `${name}File`);
  if (file) {
    const stored = await storeFiles([file], staff);
    return stored.ok ? { ok: true, data: stored.data[0], stored: stored.stored } : stored;
  }
  const raw = formData.get(name);
  const url = typeof raw === 'string' ? raw.trim() : '';
  if (!url) return { ok: true, data: null, stored: [] };
  const parsed = imageUrlSchema.safeParse(url);
  if (!parsed.success || !(await mediaImagesExist(prisma, [url]))) return fail('invalid');
  return { ok: true, data: url, stored: [] };
}
