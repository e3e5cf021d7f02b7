// POST /api/partner/redemptions — a partner counter's queued redemptions (docs/membership.md "Partners verify and redeem").
import { answerRoute, parseOrRefuse, refuse } from '@/lib/http/route-response';
import { isSameOrigin } from '@/lib/http/origin';
import { redemptionInputSchema } from '@/lib/membership/redemptions';
import { syncRedemptions } from '@/lib/membership/partner-queries';
import * as z from '@/lib/validation/zod';

const bodySchema = z.object({ redemptions: z.array(redemptionInputSchema).check(z.minLength(1), z.maxLength(50)) });

/**
 * Takes `{ redemptions: [{ key, qr, partySize, billCents?, redeemedAt }] }` (at most 50; key a UUID the device chose,
 * redeemedAt an ISO instant) from the signed-in partner's counter and answers `{ results: [{ key, status }] }`,
 * status "stored", "already" (that key was stored before) or "refused" with `card` (why the card was refused) or
 * `rules` (the offer rules it breaks). 401 without a partner session, 403 from another site, 400 on bad input.
 */
export async function POST(request: Request) {
  return answerRoute(
    { context: 'POST /api/partner/redemptions failed', failure: { error: 'Failed to record redemptions' } },
    async () => {
      if (!isSameOrigin(request, { required: true })) refuse(403, { error: 'Cross-site request refused' });
      const body = parseOrRefuse(bodySchema, await request.json().catch(() => null), { error: 'Invalid request' });
      const results = await syncRedemptions(body.redemptions);
      if (!results) refuse(401, { error: 'Sign in again' });
      return Response.json({ results }, { headers: { 'Cache-Control': 'no-store' } });
    },
  );
}
