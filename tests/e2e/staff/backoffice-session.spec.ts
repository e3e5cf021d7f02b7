import { expect, test, type Page } from '@playwright/test';
import { decode } from 'next-auth/jwt';
import { e2eStaffCookie, SESSION_COOKIE, TEST_SECRET } from '../../fixtures/staff-session';
import { newStaffAccount, signIn } from '../support/staff';
import { e2eDatabase } from '../support/e2e-database';

// docs/spec.md §4 Backoffice session, with the browser's clock under the test's control (the server keeps real time).
const COOKIE = SESSION_COOKIE;
const secret = TEST_SECRET; // random per run: playwright.config.ts

const warning = (page: Page) => page.getByRole('dialog', { name: 'Session Expiring Soon' });

async function sessionExpiresAt(page: Page) {
  const cookie = (await page.context().cookies()).find((entry) => entry.name === COOKIE);
  const token = cookie ? await decode({ token: cookie.value, secret, salt: COOKIE }) : null;
  return token?.expiresAt as number | undefined;
}

async function nearExpiry(page: Page) {
  await page.clock.install();
  await signIn(page);
  await expect(warning(page)).toBeHidden();
  // 55.5 minutes later about 4.5 minutes are left: the next check (every 30 s) shows the warning.
  await page.clock.fastForward('55:30');
  await expect(warning(page)).toBeVisible();
}

test.describe('session expiry warning', () => {
  test('counts down each second and Extend renews the session', async ({ page }) => {
    await nearExpiry(page);
    await expect(warning(page).getByText('Click Extend to continue or Logout to sign out')).toBeVisible();
    const timer = warning(page).getByRole('timer');
    await expect(timer).toHaveText(/^Your session will expire in 4:[0-3]\d$/);
    const before = await timer.textContent();
    await page.clock.runFor(3000);
    await expect(timer).not.toHaveText(before!);

    const expiresBefore = await sessionExpiresAt(page);
    expect(expiresBefore).toBeGreaterThan(Date.now());
    await warning(page).getByRole('button', { name: 'Extend Session' }).click();
    await expect(warning(page)).toBeHidden();
    await expect.poll(() => sessionExpiresAt(page)).toBeGreaterThan(expiresBefore!);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  });

  test('Logout signs out without the expired notice', async ({ page }) => {
    await nearExpiry(page);
    await warning(page).getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('heading', { name: 'Backoffice sign in' })).toBeVisible();
    await expect(page.getByText('Your session expired')).toHaveCount(0);
    expect(await sessionExpiresAt(page)).toBeUndefined();
  });

  test('the warning can be dismissed; reaching 0 signs out and the login page says the session expired', async ({
    page,
  }) => {
    await nearExpiry(page);
    await warning(page).getByRole('button', { name: 'Dismiss' }).click();
    await expect(warning(page)).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await page.clock.fastForward('05:00');
    await expect(page.getByRole('heading', { name: 'Backoffice sign in' })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your session expired. Please sign in again.' }),
    ).toBeVisible();
    expect(await sessionExpiresAt(page)).toBeUndefined();
    // The notice is shown once: a reload no longer carries it. The page drops the flag from its address once it runs
    // (the notice itself is rendered on the server, so it is on screen before that): a reload after it.
    await expect(page).not.toHaveURL(/expired=1/);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Backoffice sign in' })).toBeVisible();
    await expect(page.getByText('Your session expired')).toHaveCount(0);
  });
});

// A session check that fails on the way (a dropped connection, or a navigation that cancels it) is retried, not
// taken as the end of the session: signing out would also end the session on the server.
test('a session check that fails on the network does not sign out', async ({ page }) => {
  await signIn(page);
  await page.route('**/backoffice', (route) =>
    route.request().method() === 'POST' ? route.abort() : route.continue(),
  );
  const failed = page.waitForEvent('requestfailed', (request) => request.method() === 'POST');
  await page.reload();
  await failed;
  await page.waitForTimeout(1_000);
  await page.unroute('**/backoffice');
  await expect(page).toHaveURL(/\/backoffice$/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

test('Auth.js’s own /api/auth/session answers null for a session revoked on the server', async ({
  request,
  baseURL,
}) => {
  const account = await newStaffAccount();
  const { value } = await e2eStaffCookie(baseURL!, account);
  const session = async () =>
    (await request.get('/api/auth/session', { headers: { cookie: `${COOKIE}=${value}` } })).json();
  expect(await session()).toMatchObject({ user: { email: account.email } });
  const token = await decode({ token: value, secret, salt: COOKIE });
  const db = e2eDatabase();
  try {
    await db.staffSession.update({ where: { id: token!.sid as string }, data: { revokedAt: new Date() } });
  } finally {
    await db.$disconnect();
  }
  expect(await session()).toBeNull();
});
