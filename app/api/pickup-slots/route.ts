// GET /api/pickup-slots — the free pickup slots of every active pickup place, for the checkout (docs/decisions/13-pickup-order-journey.md §3).
import { answerRoute } from '@/lib/http/route-response';
import { getCheckoutPickupSlots } from '@/lib/shop/queries';

// Slots pass and fill by the minute: computed at each request, never cached.
export const dynamic = 'force-dynamic';

/**
 * Answers `{ places: [{ key, days: [{ date, slots: [[start, end], ...] }] }] }` (dates "YYYY-MM-DD", times
 * "HH:MM", Europe/Lisbon). It takes no input; the order's transaction checks the chosen slot again.
 */
export async function GET() {
  return answerRoute(
    { context: 'GET /api/pickup-slots failed', failure: { error: 'Failed to load pickup slots' } },
    async () => {
      const places = await getCheckoutPickupSlots();
      return Response.json({ places }, { headers: { 'Cache-Control': 'no-store' } });
    },
  );
}
