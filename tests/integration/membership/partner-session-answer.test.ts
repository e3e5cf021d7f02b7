// docs/membership.md "Partner accounts": the partner session's answer to scripts (GET /api/partner-auth/session)
// carries only who is signed in; the session token, which is the 30-day session itself, stays in its httpOnly cookie.
import { randomUUID } from 'node:crypto';
import { afterAll, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import { createTestPartner } from '../../fixtures/partners';

const { createPrismaClient } = await import('@/lib/db');
const partnerRoute = await import('@/app/api/partner-auth/[...nextauth]/route');

const db = createPrismaClient();
afterAll(() => db.$disconnect());

it('answers the signed-in partner user without the session token or the stored user id', async () => {
  const partner = await createTestPartner(db, 'session-answer');
  const user = await db.partnerUser.create({ data: { partnerId: partner.id, email: `${partner.slug}@example.com` } });
  const sessionToken = randomUUID();
  await db.partnerSession.create({
    data: { sessionToken, userId: user.id, expires: new Date(Date.now() + 86_400_000) },
  });

  const answer = await partnerRoute.GET(
    new NextRequest(new URL('/api/partner-auth/session', process.env.SITE_URL ?? 'http://localhost:3000'), {
      headers: { cookie: `partner-session=${sessionToken}` },
    }),
  );
  const text = await answer.text();
  expect(JSON.parse(text)).toEqual({
    expires: expect.any(String),
    user: { id: String(user.id), email: user.email, partnerId: partner.id },
  });
  expect(text).not.toContain(sessionToken);
  expect(text).not.toContain('userId');
});
