// POST /api/insights — one page view or event from public/insights/script.js (issue 16 §1, §2).
import { prisma } from '@/lib/db';
import { recordBeacon } from '@/lib/insights/record';
import { reportUnexpectedError } from '@/lib/report-error';
import { beaconSchema } from '@/lib/validation/insights';

const MAX_BODY = 2_000;

/**
 * Answers 202 at once; the event is classified and queued beside the answer and written with the next batch. Bots,
 * DNT and Sec-GPC get the same 202 and are not counted. A body that is not a valid beacon gets 400.
 */
export async function POST(request: Request): Promise<Response> {
  const text = await request.text();
  let body: unknown;
  try {
    body = text.length <= MAX_BODY ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  const parsed = beaconSchema.safeParse(body);
  if (!parsed.success) return Response.json({ error: 'Invalid beacon' }, { status: 400 });
  // Not awaited: the answer goes out now. The work left is in memory (classify, hash, queue); the batch writer
  // (lib/insights/queue.ts) writes it within a second, and on SIGTERM after the drain.
  void recordBeacon(prisma, request.headers, parsed.data).catch((error: unknown) => reportUnexpectedError('Insights beacon not recorded', error));
  return new Response(null, { status: 202, headers: { 'Cache-Control': 'no-store' } });
}
