// POST /api/insights — one page view or event from public/insights/script.js (issue 16 §1, §2).
import { prisma } from '@/lib/db';
import { acceptBeacon } from '@/lib/insights/ingest';

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
  const status = acceptBeacon(prisma, await request.text(), request.headers);
  if (status === 202) return new Response(null, { status, headers: { 'Cache-Control': 'no-store' } });
  return Response.json(refusals[status], { status, headers: status === 429 ? { 'Retry-After': '60' } : undefined });
}
