// GET /api/health — liveness and database reachability, for load balancers and the e2e server wait. Answers within
// about a second whatever the database does, and holds no pooled connection (lib/ops/health.ts).
import { databaseAnswers } from '@/lib/ops/health';

export const dynamic = 'force-dynamic';

export async function GET() {
  const headers = { 'Cache-Control': 'no-store' };
  if (await databaseAnswers()) return Response.json({ ok: true }, { headers });
  console.error('GET /api/health: database unreachable or not answering within the deadline');
  return Response.json({ ok: false, error: 'Database unreachable' }, { status: 503, headers });
}
