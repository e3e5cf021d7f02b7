// POST /api/backoffice/media — uploads one image (multipart field `file`) for the staff forms (docs/decisions/12-staff-run-directory.md §3).
import { answerRoute, refuse } from '@/lib/http/route-response';
import { isSameOrigin } from '@/lib/http/origin';
import { isMediaError, MEDIA_ERROR_MESSAGES } from '@/lib/media/errors';
import { uploadStaffImage } from '@/lib/media/staff-upload';

export const dynamic = 'force-dynamic';

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * Answers 201 `{ id, url, width, height }` for a stored image (or one stored before, same bytes); 403 `cross-origin`
 * unless the request's Origin is this site (only the staff forms call it, and browsers send Origin with every POST;
 * nothing is read before); 401 without a staff session; 413 `too-large` over 10 MB; 400 `not-an-image`, `svg`, `too-many-pixels` or `invalid` (no file).
 * A refused file stores nothing. Each stored image is written to the activity log as `media.upload`.
 */
export async function POST(request: Request) {
  return answerRoute(
    { context: 'POST /api/backoffice/media failed', failure: { error: 'failed', message: 'Upload failed' } },
    async () => {
      if (!isSameOrigin(request, { required: true }))
        refuse(403, { error: 'cross-origin', message: 'Cross-origin request refused' }, NO_STORE);
      const result = await uploadStaffImage(request);
      if (result.ok) {
        const { id, url, width, height } = result.data;
        return Response.json({ id, url, width, height }, { status: 201, headers: NO_STORE });
      }
      if (result.unauthorized) refuse(401, { error: 'unauthorized', message: result.error });
      if (isMediaError(result.error))
        refuse(
          result.error === 'too-large' ? 413 : 400,
          { error: result.error, message: MEDIA_ERROR_MESSAGES[result.error] },
          NO_STORE,
        );
      refuse(500, { error: 'failed', message: result.error });
    },
  );
}
