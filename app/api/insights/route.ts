// POST /api/insights — one page view or event from public/insights/script.js (issue 16 §1, §2).
import { prisma } from '@/lib/db';
import { acceptBeacon } from '@/lib/insights/ingest';

/**
 * Answers 202 at once (400 to anything but a beacon): see acceptBeacon. Where a proxy sends /api/insights to the
 * ingest listener (INSIGHTS_PORT), beacons never reach this route; it serves them everywhere else.
 */
export async function POST(request: Request): Promise<Response> {
  const status = acceptBeacon(prisma, await request.text(), request.headers);
  return status === 202
    ? new Response(null, { status, headers: { 'Cache-Control': 'no-store' } })
    : Response.json({ error: 'Invalid beacon' }, { status });
}
