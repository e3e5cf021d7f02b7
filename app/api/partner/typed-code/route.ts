// POST /api/partner/typed-code — a card number and code typed at a partner's counter (docs/membership.md).
import { isSameOrigin } from '@/lib/http/origin';
import { answerRoute, parseOrRefuse, refuse } from '@/lib/http/route-response';
import { checkTypedCode } from '@/lib/membership/partners/partner-area';
import { readPartnerPost } from '@/lib/membership/partners/partner-request';
import * as z from '@/lib/validation/zod';

const bodySchema = z.object({
  cardNumber: z.string().check(z.maxLength(20)),
  code: z.string().check(z.maxLength(10)),
});
/** A card number and a code, with room for JSON's own characters. */
const MAX_BODY_BYTES = 1024;

/**
 * Takes `{ cardNumber, code }` and answers `{ qr }` (what the card's QR code holds now) or `{ reason }` (why not).
 * 401 without a partner session and 413 over 1 kB (both before the body is read), 403 from another site, 400 on bad
 * input.
 */
export async function POST(request: Request) {
  return answerRoute(
    { context: 'POST /api/partner/typed-code failed', failure: { error: 'Check failed' } },
    async () => {
      if (!isSameOrigin(request, { required: true })) refuse(403, { error: 'Cross-site request refused' });
      const body = await readPartnerPost(request, MAX_BODY_BYTES);
      const { cardNumber, code } = parseOrRefuse(bodySchema, body, { error: 'Invalid request' });
      const answer = await checkTypedCode(cardNumber, code);
      if (!answer) refuse(401, { error: 'Sign in again' });
      return Response.json(answer, { headers: { 'Cache-Control': 'no-store' } });
    },
  );
}
