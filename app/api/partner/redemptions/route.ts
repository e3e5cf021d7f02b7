// POST /api/partner/redemptions — a partner counter's queued redemptions (docs/membership.md "Partners verify and redeem").
import { answerRoute, parseOrRefuse, refuse } from '@/lib/http/route-response';
import { isSameOrigin } from '@/lib/http/origin';
import { redemptionInputSchema } from '@/lib/membership/partners/redemptions';
import { syncRedemptions } from '@/lib/membership/partners/partner-area';
import { readPartnerPost } from '@/lib/membership/partners/partner-request';
import * as z from '@/lib/validation/zod';

const bodySchema = z.object({ redemptions: z.array(z.unknown()).check(z.minLength(1), z.maxLength(50)) });
/** 50 redemptions of at most 2,000 characters of QR text each fit with room to spare. */
const MAX_BODY_BYTES = 256 * 1024;

/**
 * Takes `{ redemptions: [{ key, qr, partySize, billCents?, redeemedAt }] }` (at most 50; key a UUID the device chose,
 * redeemedAt an ISO instant) from the signed-in partner's counter and answers `{ results: [{ key, status }] }`,
 * status "stored", "already" (that key was stored before) or "refused" with `card` (why the card was refused) or
 * `rules` (the offer rules it breaks); one that does not parse is refused by its key with `card: "invalid"`. 401
 * without a partner session and 413 over 256 kB (both before the body is read), 403 from another site, 400 when the
 * body is not a list of 1 to 50.
 */
export async function POST(request: Request) {
  return answerRoute(
    { context: 'POST /api/partner/redemptions failed', failure: { error: 'Failed to record redemptions' } },
    async () => {
      if (!isSameOrigin(request, { required: true })) refuse(403, { error: 'Cross-site request refused' });
      const json = await readPartnerPost(request, MAX_BODY_BYTES);
      const body = parseOrRefuse(bodySchema, json, { error: 'Invalid request' });
      // Each redemption on its own: one the server cannot read is refused by its key and holds back none of the others.
      const items = body.redemptions.map((item) => redemptionInputSchema.safeParse(item));
      const stored = await syncRedemptions(items.flatMap((item) => (item.success ? [item.data] : [])));
      if (!stored) refuse(401, { error: 'Sign in again' });
      const byKey = new Map(stored.map((result) => [result.key, result]));
      const results = items.map((item, index) =>
        item.success
          ? byKey.get(item.data.key)
          : {
              key: String((body.redemptions[index] as { key?: unknown } | null)?.key ?? ''),
              status: 'refused',
              card: 'invalid',
            },
      );
      return Response.json({ results }, { headers: { 'Cache-Control': 'no-store' } });
    },
  );
}
