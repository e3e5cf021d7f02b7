import { expect, test } from '@playwright/test';
import { e2eDatabase } from '../support/e2e-database';
import { startStaffSession } from '../support/staff';

// docs/decisions/11-staff-security.md §12 in the browser, on a 390 px phone: an admin invites a colleague from the
// Accounts page, the colleague opens the e-mailed one-time link, chooses a password and signs in with it, as staff.

test.use({ viewport: { width: 390, height: 844 } });

test('an admin invites a colleague, who sets a password with the link and signs in as staff', async ({
  page,
  browser,
}) => {
  const db = e2eDatabase();
  const colleague = `colleague-${Date.now().toString(36)}@example.com`;
  const password = 'a sentence I remember 2026';
  try {
    await startStaffSession(page);
    await page.goto('/backoffice');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Accounts' }).click();
    await expect(page.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByLabel('E-mail', { exact: true }).fill(colleague);
    await page.getByLabel('Role', { exact: true }).selectOption('staff');
    await page.getByLabel('Backoffice language', { exact: true }).selectOption('pt');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Invitation sent to ${colleague}` })).toBeVisible();
    await expect(page.getByText(colleague, { exact: true })).toBeVisible();

    const mail = await db.outboxEmail.findFirstOrThrow({ where: { to: colleague, template: 'staff-invitation' } });
    const link = new URL(/href="([^"]*set-password\?token=[^"]+)"/.exec(mail.html ?? '')?.[1] ?? 'http://none/');
    expect(link.pathname).toBe('/backoffice/login/set-password');

    // The colleague, in a browser of their own.
    const theirs = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-GB' });
    const their = await theirs.newPage();
    await their.goto(link.pathname + link.search);
    await expect(their.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
    await expect(their.getByText(`For the account ${colleague}.`)).toBeVisible();
    await their.getByLabel('New password', { exact: true }).fill(password);
    await their.getByLabel('New password again').fill(password);
    await their.getByRole('button', { name: 'Save the password' }).click();
    await expect(their.getByRole('status').filter({ hasText: 'Your password is set' })).toBeVisible();
    await their.getByLabel('Email').fill(colleague);
    await their.getByLabel('Password').fill(password);
    await their.getByRole('button', { name: 'Sign in' }).click();
    await expect(their).toHaveURL(/\/backoffice$/);
    // Their backoffice is in Portuguese, as the admin chose; the staff role has no Accounts nor settings.
    await their.getByRole('button', { name: 'Menu' }).click();
    await expect(their.getByRole('link', { name: 'Encomendas' })).toBeVisible();
    await expect(their.getByRole('link', { name: 'Contas' })).toHaveCount(0);
    await expect(their.getByRole('link', { name: 'Definições de levantamento' })).toHaveCount(0);

    // The link worked once.
    await their.goto(link.pathname + link.search);
    await expect(their.getByRole('alert').filter({ hasText: 'já não é válida' })).toBeVisible();
    await theirs.close();
  } finally {
    await db.$disconnect();
  }
});
