// GET /api/ready — readiness for load balancers and rolling restarts: 200 when the database (and Redis, when
// REDIS_URL is set) answer and the process is not shutting down, else 503 with what failed (docs/decisions/14-several-servers.md §3).
import { checkReadiness } from '@/lib/ops/readiness';

export const dynamic = 'force-dynamic';

export async function GET() {
  const readiness = await checkReadiness();
  return Response.json(readiness, { status: readiness.ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
}
