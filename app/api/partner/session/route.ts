// GET /api/partner/session — does this counter's partner session live? (docs/membership.md "Keys")
import { answerRoute } from '@/lib/http/route-response';
import { requirePartnerRequest } from '@/lib/membership/partners/partner-request';

/**
 * 204 with a live partner session, 401 without one, 503 when the database cannot say. The counter asks at each sync
 * with nothing to send, and drops its kept page only on 401.
 */
export async function GET() {
  return answerRoute({ context: 'GET /api/partner/session failed', failure: { error: 'Check failed' } }, async () => {
    await requirePartnerRequest();
    return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
  });
}
