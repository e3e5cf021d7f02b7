// GET /api/health — liveness and database reachability, for load balancers and the e2e server wait.
import { prisma } from '@/lib/db';
import { reportUnexpectedError } from '@/lib/report-error';

export const dynamic = 'force-dynamic';

export async function GET() {
  try {
    await prisma.$queryRaw`SELECT 1`;
    return Response.json({ ok: true });
  } catch (error) {
    reportUnexpectedError('GET /api/health: database unreachable', error);
    return Response.json({ ok: false, error: 'Database unreachable' }, { status: 503 });
  }
}
