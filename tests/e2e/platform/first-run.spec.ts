// The README's first run, as a new team member does it: a fresh data directory, `npm run dev`, then sign in with
// the account it prints, with and without JavaScript; `npm run admin:create` while dev runs; links on the dev port.
// Why `next dev` itself and not the scripts it calls: from a fresh data directory it is ready in about 10 s here and
// compiles the two pages in about 15 s more, cheap enough for the suite, and it is the path the README gives.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import { findFreePort } from '@/scripts/lib/embedded-postgres';

test.describe.configure({ timeout: 240_000 });

/** Runs a command in its own process group, collecting what it prints. */
function run(command: string, args: string[], env: Record<string, string | undefined>) {
  const child = spawn(command, args, {
    env: env as NodeJS.ProcessEnv,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** Ctrl-C in a terminal: SIGINT to the whole process group; waits for the exit. */
async function interrupt(child: ChildProcess, exited: Promise<unknown>) {
  if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGINT');
  await exited;
}

async function signIn(
  browser: Browser,
  baseURL: string,
  account: { email: string; password: string },
  javaScriptEnabled: boolean,
) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled, locale: 'en-GB' });
  const page = await context.newPage();
  await page.goto('/backoffice/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/backoffice$/, { timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.close();
}

test('a fresh clone: npm run dev prints an account that signs in, admin:create works beside it, links use PORT', async ({
  browser,
}) => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'algarve-first-run-'));
  const [port, dbPort] = [await findFreePort(), await findFreePort()];
  // What a fresh shell has: none of the suite's database, secret, account or origin settings.
  const inherited = Object.entries(process.env).filter(
    ([name]) =>
      !['DATABASE_URL', 'AUTH_SECRET', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'SITE_URL', 'NODE_ENV'].includes(name),
  );
  const env = {
    ...Object.fromEntries(inherited),
    DATA_DIR: dataDir,
    PORT: String(port),
    EMBEDDED_DB_PORT: String(dbPort),
  };
  const dev = run('npm', ['run', 'dev'], env);
  try {
    await expect.poll(() => dev.output(), { timeout: 120_000 }).toMatch(/Ready in/);
    const printed = /Development admin created: (\S+) \/ (\S+)/.exec(dev.output());
    expect(printed, dev.output()).not.toBeNull();
    const account = { email: printed![1], password: printed![2] };
    const baseURL = `http://localhost:${port}`;

    await signIn(browser, baseURL, account, false);
    await signIn(browser, baseURL, account, true);

    // A second account while dev holds the embedded database: the script uses the running server.
    const second = { email: 'second-staff@localhost', password: 'second-staff-password' };
    const create = run('npm', ['run', 'admin:create', '--', second.email, second.password], env);
    expect(await create.exited, create.output()).toBe(0);
    expect(create.output()).toContain('Created admin second-staff@localhost');
    await signIn(browser, baseURL, second, false);

    // SITE_URL unset: canonical links (and e-mail links, from the same origin) follow PORT.
    const html = await (await fetch(`${baseURL}/contact`)).text();
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/contact"/>`);
  } finally {
    await interrupt(dev.child, dev.exited);
    await rm(dataDir, { recursive: true, force: true });
  }
});
