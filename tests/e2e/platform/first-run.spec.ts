// The README's first run, as a new team member does it: a fresh data directory, `npm run dev` (an embedded database,
// migrated and seeded, a session secret of its own, an account printed once), then sign in with the account it
// prints; `npm run admin:create` while dev runs; links on the dev port.
// Why `next dev` itself and not the scripts it calls: it is the path the README gives. What dev compiles on request
// is the cost (every page would be the suite's third compile of the app, after the type check and the production
// build: about 80 s for the first page on a busy 2-core machine), so the test asks dev for two small routes only:
// Auth.js's endpoints, through which it signs in as the login form does, and robots.txt for the origin. The pages
// themselves, the login form with and without JavaScript included, are proved on the production build
// (tests/e2e/staff/backoffice.spec.ts, backoffice-two-factor.spec.ts; canonical links in
// tests/e2e/directory/directory.spec.ts), where they cost no compile.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { findFreePort } from '@/scripts/lib/embedded-postgres';
import { e2eStaffCookie } from '../../fixtures/staff-session';

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

/**
 * Signs in through the dev server's Auth.js endpoints (the credentials the login form posts, e2eStaffCookie) and
 * asks Auth.js for the session with the cookie it set: a live session, read with dev's own secret and database.
 */
async function expectSignIn(baseURL: string, account: { email: string; password: string }) {
  const cookie = await e2eStaffCookie(baseURL, account);
  const answer = await fetch(`${baseURL}/api/auth/session`, { headers: { cookie: `${cookie.name}=${cookie.value}` } });
  const session = (await answer.json()) as { user?: { id?: string } } | null;
  expect(session?.user?.id, `the session of ${account.email}`).toBeTruthy();
}

test('a fresh clone: npm run dev prints an account that signs in, admin:create works beside it, links use PORT', async () => {
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

    await expectSignIn(baseURL, account);

    // A second account while dev holds the embedded database: the script uses the running server.
    const second = { email: 'second-staff@localhost', password: 'second-staff-password' };
    const create = run('npm', ['run', 'admin:create', '--', second.email, second.password], env);
    expect(await create.exited, create.output()).toBe(0);
    expect(create.output()).toContain('Created admin second-staff@localhost');
    await expectSignIn(baseURL, second);

    // SITE_URL unset: the public origin (canonical links, the sitemap, e-mail links: one siteUrl()) follows PORT.
    const robots = await (await fetch(`${baseURL}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  } finally {
    await interrupt(dev.child, dev.exited);
    await rm(dataDir, { recursive: true, force: true });
  }
});
