import { spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { randomAuthSecret } from '@/scripts/lib/auth-secret';
import { findFreePort } from '@/scripts/lib/embedded-postgres';
import { goLive, START_COMMAND } from '@/scripts/lib/go-live';
import { tiedToParent } from '@/scripts/lib/tied-to-parent';
import { startDebianPostgres } from '../../fixtures/debian-postgres';
import { signInFrom } from '../support/loopback-client';
import { signIn } from '../support/staff';

// The go-live checklist of docs/deploy.md from the docs alone: an empty Debian PostgreSQL 15 owned by a role that is
// not a superuser, the migrations, the reference data, the first staff account, and the standalone build laid out as
// the Dockerfile's image, started with the checklist's command.
test('go-live: a fresh PostgreSQL 15, the checklist, the standalone server, and the first staff member signs in', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const checklist = await readFile('docs/deploy.md', 'utf8');
  const step5 = checklist.split('\n').find((line) => line.startsWith('5. **Start**'));
  expect(step5, 'the checklist starts the server with the command the test runs').toContain(`\`${START_COMMAND}\``);
  expect(checklist).toContain('MEMBER_CARD_PRIVATE_KEY');

  const database = await startDebianPostgres({ owner: 'algarve' });
  const port = await findFreePort();
  const owner = { email: 'direcao@example.pt', password: 'first-staff-password-2026' };
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: database.url,
    AUTH_SECRET: randomAuthSecret(),
    MEMBER_CARD_PRIVATE_KEY: generateKeyPairSync('ed25519')
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString(),
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
    expect(app.warnings.join('\n')).not.toContain('MEMBER_CARD_PRIVATE_KEY');
    const page = await browser.newPage({ baseURL: app.url, locale: 'en-GB' });
    // Reference data without any sample business: the categories and towns are there, no partner is.
    await page.goto('/boat-tours');
    await expect(page.getByRole('heading', { level: 1, name: 'Boat Tours' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: /location|town/i })).toContainText('Vilamoura');
    await expect(page.getByText('No partners', { exact: true })).toBeVisible();
    await expect(page.getByText('Blue Dolphin Cruises')).toHaveCount(0);
    await signIn(page, owner);
    await page.close();

    // Two guests, two addresses, two limits: wrong passwords from one lock that address out, not the other's
    // (docs/deploy.md, Client addresses). Without the request guard both would read as one unknown address.
    for (let i = 0; i < 5; i += 1)
      expect(await signInFrom(app.url, '127.0.5.1', { ...owner, password: `wrong ${i}` })).toBe('invalid');
    expect(await signInFrom(app.url, '127.0.5.1', owner)).toBe('locked');
    expect(await signInFrom(app.url, '127.0.5.2', owner)).toBe('ok');

    // `node server.js` alone, without the guard, refuses to serve and says how to start it.
    const unguarded = spawn(...tiedToParent(process.execPath, ['server.js']), {
      cwd: app.dir,
      env: { ...env, NODE_ENV: 'production', PORT: String(await findFreePort()), HOSTNAME: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    unguarded.stdout.on('data', (chunk: Buffer) => (output += chunk));
    unguarded.stderr.on('data', (chunk: Buffer) => (output += chunk));
    const exitCode = await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => {
        unguarded.kill('SIGKILL');
        resolve(null);
      }, 60_000);
      unguarded.once('exit', (code) => {
        clearTimeout(timer);
        resolve(code);
      });
    });
    expect(output).toContain(`The request guard is not loaded`);
    expect(output).toContain(START_COMMAND);
    expect(exitCode).toBe(1);
  } finally {
    await app.stop();
    await database.stop();
  }
});
