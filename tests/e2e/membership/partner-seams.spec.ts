// docs/membership.md "Partner accounts" and "Partners verify and redeem": the partner side attacked from outside,
// over HTTP against the production build. Partner endpoints answer before reading a body they will not take; partner
// and staff sessions never open each other's pages.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createE2ePartner, e2eDatabase } from '../support/e2e-database';
import { statusLine } from '../support/raw-http';

/** A partner user of a new business with a live session: its e-mail address and session token. */
async function partnerWithSession(name: string) {
  const db = e2eDatabase();
  try {
    const run = randomUUID().slice(0, 8);
    const partnerId = await createE2ePartner(db, {
      categorySlug: 'gastronomy',
      number: 9800 + Math.floor(Math.random() * 99),
      name: `${name} ${run}`,
    });
    const user = await db.partnerUser.create({ data: { partnerId, email: `${name}-${run}@example.com` } });
    const sessionToken = randomUUID();
    await db.partnerSession.create({
      data: { sessionToken, userId: user.id, expires: new Date(Date.now() + 86_400_000) },
    });
    return { email: user.email, sessionToken };
  } finally {
    await db.$disconnect();
  }
}

test.describe('partner endpoints and request bodies (docs/deploy.md, Request bodies)', () => {
  test('answer without a session, or over their cap, at once: the promised body is never waited for', async ({
    baseURL,
  }) => {
    const { host, origin } = new URL(baseURL!);
    const { sessionToken } = await partnerWithSession('bodies');
    const post = (path: string, length: number, cookie = '') =>
      `POST ${path} HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${origin}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${length}\r\n${cookie && `Cookie: ${cookie}\r\n`}\r\n{`;
    // Under the guard's 1 MB, so the route itself must refuse: anonymous, and signed in over the route's own cap.
    for (const path of ['/api/partner/redemptions', '/api/partner/typed-code']) {
      expect(await statusLine(baseURL!, post(path, 900 * 1024)), path).toBe('HTTP/1.1 401 Unauthorized');
      expect(await statusLine(baseURL!, post(path, 900 * 1024, `partner-session=${sessionToken}`)), path).toBe(
        'HTTP/1.1 413 Payload Too Large',
      );
    }
  });
});
