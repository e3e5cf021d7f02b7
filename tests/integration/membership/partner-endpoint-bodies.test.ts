// docs/membership.md "Partners verify and redeem": the partner endpoints check the partner session before they read
// a byte of the body, and read no more than they need. The bodies here are streams that count what was taken from
// them, as a slow or endless upload would be; tests/e2e/membership/partner-seams.spec.ts sends the same over HTTP.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createTestPartner } from '../../fixtures/partners';

const SITE = 'http://localhost:3000';
vi.stubEnv('SITE_URL', SITE);

const { request } = await import('../../fixtures/next-request');
const { createPrismaClient } = await import('@/lib/db');
const routes = {
  '/api/partner/redemptions': await import('@/app/api/partner/redemptions/route'),
  '/api/partner/typed-code': await import('@/app/api/partner/typed-code/route'),
};
const sessionRoute = await import('@/app/api/partner/session/route');

const db = createPrismaClient();
afterAll(() => db.$disconnect());

const CHUNK = 64 * 1024;

/**
 * POSTs a body of `megabytes` MB of JSON-ish bytes (no Content-Length, as a chunked upload) to `path`, with the
 * partner session `sessionToken` if given: the answer's status and how many bytes the route took from the body.
 */
async function post(path: keyof typeof routes, megabytes: number, sessionToken?: string) {
  const headers = new Headers({
    host: 'localhost:3000',
    'x-forwarded-proto': 'http',
    origin: SITE,
    'content-type': 'application/json',
    ...(sessionToken ? { cookie: `partner-session=${sessionToken}` } : {}),
  });
  request.headers = headers;
  let taken = 0;
  // highWaterMark 0: nothing is produced until the route reads.
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (taken >= megabytes * 1024 * 1024) return controller.close();
        taken += CHUNK;
        controller.enqueue(new Uint8Array(CHUNK).fill(0x20));
      },
    },
    { highWaterMark: 0 },
  );
  const answer = await routes[path].POST(
    new Request(new URL(path, SITE), { method: 'POST', headers, body, duplex: 'half' } as RequestInit),
  );
  return { status: answer.status, taken };
}

describe('partner endpoints and their bodies', () => {
  it('answer 401 without a partner session before reading any of the body', async () => {
    for (const path of Object.keys(routes) as (keyof typeof routes)[])
      expect(await post(path, 8), path).toEqual({ status: 401, taken: 0 });
  });

  it('read a signed-in partner user no further than their cap', async () => {
    const partner = await createTestPartner(db, 'endpoint-bodies');
    const user = await db.partnerUser.create({ data: { partnerId: partner.id, email: `${partner.slug}@example.com` } });
    const sessionToken = randomUUID();
    await db.partnerSession.create({
      data: { sessionToken, userId: user.id, expires: new Date(Date.now() + 86_400_000) },
    });
    const sync = await post('/api/partner/redemptions', 8, sessionToken);
    expect(sync.status).toBe(413);
    expect(sync.taken).toBeLessThanOrEqual(256 * 1024 + CHUNK);
    const typed = await post('/api/partner/typed-code', 8, sessionToken);
    expect(typed).toEqual({ status: 413, taken: CHUNK });
  });

  it('answer 401 only when the database says there is no session: 503 while it does not answer, so no counter is signed out by a hiccup', async () => {
    const partner = await createTestPartner(db, 'session-check');
    const user = await db.partnerUser.create({ data: { partnerId: partner.id, email: `${partner.slug}@example.com` } });
    const sessionToken = randomUUID();
    await db.partnerSession.create({
      data: { sessionToken, userId: user.id, expires: new Date(Date.now() + 86_400_000) },
    });
    const ask = async (token?: string) => {
      request.headers = new Headers({
        host: 'localhost:3000',
        ...(token ? { cookie: `partner-session=${token}` } : {}),
      });
      return (await sessionRoute.GET()).status;
    };
    expect(await ask(sessionToken)).toBe(204);
    expect(await ask(randomUUID())).toBe(401);

    // This file's own database stops taking connections, and its open ones are ended (a restart, a failover).
    const own = new URL(process.env.DATABASE_URL!);
    const name = own.pathname.slice(1);
    const maintenance = new URL(own);
    maintenance.pathname = '/postgres';
    const admin = new pg.Client({ connectionString: maintenance.href });
    await admin.connect();
    try {
      await admin.query(`ALTER DATABASE ${admin.escapeIdentifier(name)} ALLOW_CONNECTIONS false`);
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
      expect(await ask(sessionToken)).toBe(503);
      expect(await post('/api/partner/redemptions', 1, sessionToken)).toEqual({ status: 503, taken: 0 });
    } finally {
      await admin.query(`ALTER DATABASE ${admin.escapeIdentifier(name)} ALLOW_CONNECTIONS true`);
      await admin.end();
    }
    expect(await ask(sessionToken)).toBe(204);
    expect(await ask(randomUUID())).toBe(401);
  });
});
