import { expect, type Page } from '@playwright/test';

/** The staff account the e2e server's seed creates (playwright.config.ts passes it as ADMIN_EMAIL/PASSWORD). */
export const e2eAdmin = { email: 'staff-e2e@example.com', password: 'e2e-staff-password-2026' };

/** Signs in through the login page and waits for the dashboard. */
export async function signIn(page: Page, { email, password } = e2eAdmin) {
  await page.goto('/backoffice/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
}
