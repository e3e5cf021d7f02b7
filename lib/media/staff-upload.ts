import 'server-only';
import type { ActionResult } from '@/lib/actions/result';
import { staffAction } from '@/lib/actions/staff-action';
import { prisma } from '@/lib/db';
import { uploadSchema } from '@/lib/media/schemas';
import { readBodyWithin } from './request-body';
import { storeUpload, type StoredImage } from './store';
import { MAX_UPLOAD_BYTES } from './urls';

/** Room for the multipart envelope around a file of MAX_UPLOAD_BYTES (boundaries, part headers, file name). */
const ENVELOPE_BYTES = 64 * 1024;

/**
 * Stores the one image of a staff upload request (docs/decisions/12-staff-run-directory.md §3; docs/media.md): the
 * multipart body's field `file`, read no further than MAX_UPLOAD_BYTES (10 MB) plus its envelope. Runs as a staff
 * action (staffAction): without a live staff session nothing is read and the answer is `unauthorized`; each stored
 * image (or one stored before, same bytes) is written to the activity log as `media.upload`. A refused file
 * stores nothing.
 * @returns `{ ok: true, data }` with the image's id, URL `/media/{id}`, width and height in pixels; else `error` is
 * a MediaError code (`too-large`, `invalid` when no file, or processImage's refusal), the translated
 * "unauthorized" message with `unauthorized: true`, or the translated generic failure (logged). Never throws.
 */
export function uploadStaffImage(request: Request): Promise<ActionResult<StoredImage>> {
  return staffAction<StoredImage>(async ({ staff, audit }) => {
    const body = await readBodyWithin(request, MAX_UPLOAD_BYTES + ENVELOPE_BYTES);
    if (!body) return { ok: false, error: 'too-large' };
    const form = await new Response(body, { headers: { 'Content-Type': request.headers.get('content-type') ?? '' } })
      .formData()
      .catch(() => null);
    const parsed = uploadSchema.safeParse({ file: form?.get('file') });
    if (!parsed.success) return { ok: false, error: 'invalid' };
    const file = parsed.data.file;
    if (file.size > MAX_UPLOAD_BYTES) return { ok: false, error: 'too-large' };
    const stored = await storeUpload(prisma, new Uint8Array(await file.arrayBuffer()), staff.id);
    if (!stored.ok) return { ok: false, error: stored.error };
    const { id, width, height, created } = stored.image;
    audit('media.upload', `media:${id}`, { width, height, bytes: file.size, created });
    return { ok: true, data: stored.image };
  });
}
