// POST /api/insights — one page view or event from public/insights/script.js (docs/decisions/16-insights.md §1, §2).
import { answerRoute, refuse } from '@/lib/http/route-response';
import { acceptBeacon, MAX_BEACON_BYTES } from '@/lib/beacons/ingest';
import { readBodyWithin } from '@/lib/media/request-body';

const refusals = {
  400: { error: 'Invalid beacon' },
  429: { error: 'Too many beacons from this address; try again in a minute' },
} as const;

/**
 * Answers 202 at once, 400 to anything but a beacon, 429 over the per-address limit (see acceptBeacon). Where a
 * proxy sends /api/insights to the ingest listener (INSIGHTS_PORT), beacons reach this route only when the listener
 * is down; it serves them everywhere else.
 */
export async function POST(request: Request): Promise<Response> {
  return answerRoute({ context: 'POST /api/insights failed', failure: { error: 'Beacon not accepted' } }, async () => {
    // Read no further than a beacon's size: a longer body is refused without being held in memory.
    const body = await readBodyWithin(request, MAX_BEACON_BYTES);
    const status = body ? acceptBeacon(new TextDecoder().decode(body), request.headers) : 400;
    if (status !== 202) refuse(status, refusals[status], status === 429 ? { 'Retry-After': '60' } : undefined);
    return new Response(null, { status, headers: { 'Cache-Control': 'no-store' } });
  });
}
