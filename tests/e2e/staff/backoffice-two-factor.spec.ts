import { expect, test } from '@playwright/test';
import { generate } from 'otplib';
import { e2eTwoFactorAdmin, newStaffAccount, signIn, staffCookie, startStaffSession } from '../support/staff';

// docs/decisions/11-staff-security.md §2 and §4, in the browser: sign-in as a plain form POST, Logout that ends the session on the server,
// enrolment by QR code and sign-in with the code.

test.describe('staff sign-in without JavaScript (docs/decisions/11-staff-security.md §4: the form posts to the server)', () => {
  test.use({ javaScriptEnabled: false });

  test('a wrong password is answered and the right one opens the dashboard, with no data in the URL', async ({
    page,
    context,
  }) => {
    const account = await newStaffAccount();
    await page.goto('/backoffice/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
    await expect(page).not.toHaveURL(/password/);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    const kept = (await context.cookies()).filter((cookie) => cookie.name === 'authjs.session-token');
    expect(kept).toHaveLength(1);
  });
});

test.describe('revocable sessions (docs/decisions/11-staff-security.md §2)', () => {
  test('Logout ends the session on the server: the cookie kept from before reads nothing', async ({
    page,
    context,
    baseURL,
  }) => {
    await startStaffSession(page);
    await page.goto('/backoffice');
    const kept = (await context.cookies()).filter((cookie) => cookie.name === 'authjs.session-token');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('heading', { name: 'Backoffice sign in' })).toBeVisible();
    await context.addCookies(kept);
    await page.goto('/backoffice/orders');
    await expect(page.getByRole('heading', { name: 'Backoffice sign in' })).toBeVisible();
    // A fresh session from the helper other specs use (tests/e2e/support/staff.ts) opens the pages again.
    await context.addCookies([await staffCookie(baseURL!)]);
    await page.goto('/backoffice/orders');
    await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
  });
});

test.describe('two-factor sign-in (docs/decisions/11-staff-security.md §4)', () => {
  test('enrol with the QR code page, then sign-in needs the code', async ({ page }) => {
    await signIn(page, e2eTwoFactorAdmin);
    await page.getByRole('link', { name: 'Language and security' }).click();
    await expect(page.getByRole('heading', { name: 'Security' })).toBeVisible();
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
    await page.getByLabel('Code from your authenticator app').fill(await generate({ secret }));
    await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const recovery = (await codes.first().textContent())!;
    await expect(page.getByRole('heading', { name: 'Two-factor sign-in is on' })).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('heading', { name: 'Backoffice sign in' })).toBeVisible();
    await page.getByLabel('Email').fill(e2eTwoFactorAdmin.email);
    await page.getByLabel('Password').fill(e2eTwoFactorAdmin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Enter the 6-digit code from your authenticator app' }),
    ).toBeVisible();
    // The code of the next 30-second step (within the accepted drift): the enrolment's code cannot be used again.
    await page.getByLabel('Password').fill(e2eTwoFactorAdmin.password);
    await page
      .getByLabel('Authentication code')
      .fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

    // Turn it off again with a recovery code, so a rerun on the same server starts from the same state.
    await page.goto('/backoffice/security');
    await page.getByLabel('Code from your app or a recovery code, to turn it off').fill(recovery);
    await page.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
    await expect(page.getByRole('heading', { name: 'Two-factor sign-in is off' })).toBeVisible();
  });
});
