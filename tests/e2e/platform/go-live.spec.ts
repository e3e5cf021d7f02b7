import { expect, test } from '@playwright/test';
import { randomAuthSecret } from '@/scripts/lib/auth-secret';
import { goLive } from '@/scripts/lib/go-live';
import { startDebianPostgres } from '../../fixtures/debian-postgres';
import { signIn } from '../support/staff';

// The go-live checklist of docs/deploy.md from the docs alone: an empty Debian PostgreSQL 15, the migrations, the
// reference data, the first staff account, and the standalone build laid out as the Dockerfile's image.
test('go-live: a fresh PostgreSQL 15, the checklist, the standalone server, and the first staff member signs in', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const database = await startDebianPostgres();
  const port = Number(process.env.E2E_PORT ?? 3100) + 60;
  const owner = { email: 'direcao@example.pt', password: 'first-staff-password-2026' };
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: database.url,
    AUTH_SECRET: randomAuthSecret(),
    SITE_URL: `http://127.0.0.1:${port}`,
    TRUST_PROXY_HOPS: '0',
    ADMIN_EMAIL: owner.email,
    ADMIN_PASSWORD: owner.password,
  };
  delete env.SMTP_URL;
  const lines: string[] = [];
  const app = await goLive({ root: process.cwd(), env, port, log: (line) => lines.push(line) }).catch(
    async (error: unknown) => {
      await database.stop();
      throw error;
    },
  );
  try {
    expect(app.warnings.join('\n')).toContain('SMTP_URL is not set');
    const page = await browser.newPage({ baseURL: app.url, locale: 'en-GB' });
    // Reference data without any sample business: the categories and towns are there, no partner is.
    await page.goto('/boat-tours');
    await expect(page.getByRole('heading', { level: 1, name: 'Boat Tours' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: /location|town/i })).toContainText('Vilamoura');
    await expect(page.getByText('No partners', { exact: true })).toBeVisible();
    await expect(page.getByText('Blue Dolphin Cruises')).toHaveCount(0);
    await signIn(page, owner);
    await page.close();
  } finally {
    await app.stop();
    await database.stop();
  }
});
