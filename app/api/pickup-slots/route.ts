// GET /api/pickup-slots — the free pickup slots of every active pickup place, for the checkout (docs/decisions/13-pickup-order-journey.md §3).
import { prisma } from '@/lib/db';
import { reportUnexpectedError } from '@/lib/report-error';
import { listCheckoutPickupSlots } from '@/lib/shop/pickup-places';

// Slots pass and fill by the minute: computed at each request, never cached.
export const dynamic = 'force-dynamic';

/**
 * Answers `{ places: [{ key, days: [{ date, slots: [[start, end], ...] }] }] }` (dates "YYYY-MM-DD", times
 * "HH:MM", Europe/Lisbon). It takes no input; the order's transaction checks the chosen slot again.
 */
export async function GET() {
  try {
    const places = await listCheckoutPickupSlots(prisma);
    return Response.json({ places }, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    reportUnexpectedError('GET /api/pickup-slots failed', error);
    return Response.json({ error: 'Failed to load pickup slots' }, { status: 500 });
  }
}
