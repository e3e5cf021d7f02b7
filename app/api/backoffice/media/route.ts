// POST /api/backoffice/media — uploads one image (multipart field `file`) for the staff forms (docs/decisions/12-staff-run-directory.md §3).
import { staffAction } from '@/lib/actions/staff-action';
import { isSameOrigin } from '@/lib/mail/api-auth';
import { prisma } from '@/lib/db';
import { isMediaError, MEDIA_ERROR_MESSAGES, type MediaError } from '@/lib/media/errors';
import { readBodyWithin } from '@/lib/media/request-body';
import { storeUpload, type StoredImage } from '@/lib/media/store';
import { MAX_UPLOAD_BYTES } from '@/lib/media/urls';
import { uploadSchema } from '@/lib/media/schemas';

export const dynamic = 'force-dynamic';

/** Room for the multipart envelope around a file of MAX_UPLOAD_BYTES (boundaries, part headers, file name). */
const ENVELOPE_BYTES = 64 * 1024;

const refusal = (error: MediaError) =>
  Response.json({ error, message: MEDIA_ERROR_MESSAGES[error] }, { status: error === 'too-large' ? 413 : 400, headers: { 'Cache-Control': 'no-store' } });

/**
 * Answers 201 `{ id, url, width, height }` for a stored image (or one stored before, same bytes); 403 `cross-origin`
 * unless the request's Origin is this site (only the staff forms call it, and browsers send Origin with every POST;
 * nothing is read before); 401 without a staff session; 413 `too-large` over 10 MB; 400 `not-an-image`, `svg`, `too-many-pixels` or `invalid` (no file).
 * A refused file stores nothing. Each stored image is written to the activity log as `media.upload`.
 */
export async function POST(request: Request) {
  if (!isSameOrigin(request, { required: true })) {
    return Response.json({ error: 'cross-origin', message: 'Cross-origin request refused' }, { status: 403, headers: { 'Cache-Control': 'no-store' } });
  }
  const result = await staffAction<StoredImage>(async ({ admin, audit }) => {
    const body = await readBodyWithin(request, MAX_UPLOAD_BYTES + ENVELOPE_BYTES);
    if (!body) return { ok: false, error: 'too-large' };
    const form = await new Response(body, { headers: { 'Content-Type': request.headers.get('content-type') ?? '' } }).formData().catch(() => null);
    const parsed = uploadSchema.safeParse({ file: form?.get('file') });
    if (!parsed.success) return { ok: false, error: 'invalid' };
    const file = parsed.data.file;
    if (file.size > MAX_UPLOAD_BYTES) return { ok: false, error: 'too-large' };
    const stored = await storeUpload(prisma, new Uint8Array(await file.arrayBuffer()), admin.id);
    if (!stored.ok) return { ok: false, error: stored.error };
    const { id, width, height, created } = stored.image;
    audit('media.upload', `media:${id}`, { width, height, bytes: file.size, created });
    return { ok: true, data: stored.image };
  });
  if (result.ok) {
    const { id, url, width, height } = result.data;
    return Response.json({ id, url, width, height }, { status: 201, headers: { 'Cache-Control': 'no-store' } });
  }
  if (result.unauthorized) return Response.json({ error: 'unauthorized', message: result.error }, { status: 401 });
  if (isMediaError(result.error)) return refusal(result.error);
  return Response.json({ error: 'failed', message: result.error }, { status: 500 });
}
