// The go-live checklist of docs/deploy.md, run step by step against a database and a standalone build: what an
// operator does once before the first guest arrives. `npm run go-live` runs it; tests/e2e/platform/go-live.spec.ts runs it
// against a fresh Debian PostgreSQL 15 and signs the first staff member in.
import { spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { authSecretProblem } from '@/lib/secret-check';
import { tiedToParent } from './tied-to-parent';

/**
 * Modules the image copies beside server.js (Dockerfile): the shared cache's and the request guard's, and the one
 * package the guard imports, which Next's trace of the server does not hold (a directory, copied whole).
 */
const IMAGE_FILES = [
  'lib/cache/redis-cache.mjs',
  'lib/cache/shared-cache.mjs',
  'lib/ops/request-guard.mjs',
  'lib/ops/connection-address.mjs',
  'lib/ops/security-headers.mjs',
  'lib/ops/encoded-bodies.mjs',
  'node_modules/lru-cache',
];

/**
 * Step 5 of the checklist: how the standalone server starts, behind the request guard (a production server started
 * without it refuses to serve, lib/ops/start.ts). docs/deploy.md names this command; the go-live test checks it does.
 */
export const START_ARGS = ['--import', './lib/ops/request-guard.mjs', 'server.js'];
export const START_COMMAND = `node ${START_ARGS.join(' ')}`;

export type GoLiveOptions = {
  /** The project's folder (package.json, prisma/migrations, and the standalone build in .next/standalone). */
  root: string;
  /** Environment of the production server: DATABASE_URL, AUTH_SECRET, SITE_URL, ADMIN_EMAIL, ADMIN_PASSWORD, ... */
  env: NodeJS.ProcessEnv;
  port: number;
  log?: (line: string) => void;
};

/** A served checklist: its URL, the warnings, the folder laid out as the image (deleted by `stop`). */
export type GoLive = { url: string; warnings: string[]; dir: string; stop: () => Promise<void> };

/** Runs `npm run <script>` in `root` with `env`; throws with its output when it fails. */
async function npmRun(root: string, script: string, env: NodeJS.ProcessEnv, log: (line: string) => void) {
  log(`- npm run ${script}`);
  const child = spawn('npm', ['run', '--silent', script], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`npm run ${script} failed (exit code ${code}):\n${output.trim()}`);
  for (const line of output.trim().split('\n').filter(Boolean)) log(`    ${line}`);
}

/** What the environment lacks for production: errors stop the checklist, warnings are printed. */
export function checkEnvironment(env: NodeJS.ProcessEnv): { errors: string[]; warnings: string[] } {
  const errors: string[] = [];
  const warnings: string[] = [];
  if (!env.DATABASE_URL) errors.push('DATABASE_URL is not set.');
  const secret = authSecretProblem(env.AUTH_SECRET, { production: true });
  if (secret) errors.push(secret);
  if (!env.ADMIN_EMAIL || !env.ADMIN_PASSWORD)
    errors.push('ADMIN_EMAIL and ADMIN_PASSWORD (the first staff account) are not set.');
  if (!env.SITE_URL) errors.push('SITE_URL (the public origin, e.g. https://rewards.example.com) is not set.');
  else if (!env.SITE_URL.startsWith('https://'))
    warnings.push(`SITE_URL is ${env.SITE_URL}: guests should reach the site over https.`);
  if (!env.MEMBER_CARD_PRIVATE_KEY)
    warnings.push(
      'MEMBER_CARD_PRIVATE_KEY is not set: member cards are signed with a key derived from AUTH_SECRET, so rotating ' +
        'AUTH_SECRET would make every card and Wallet pass read as forged (docs/membership.md, Keys).',
    );
  if (!env.SMTP_URL) warnings.push('SMTP_URL is not set: e-mails are captured in the outbox, not sent (docs/mail.md).');
  if (env.TRUST_PROXY_HOPS === undefined)
    warnings.push('TRUST_PROXY_HOPS is not set: say how many proxies append to X-Forwarded-For (docs/deploy.md).');
  return { errors, warnings };
}

/**
 * Runs the checklist: checks the environment, applies the migrations and loads the reference data (`db:setup`:
 * categories, towns, pickup places; no sample business), creates the first staff account (`admin:create`), lays out the standalone build as
 * the Dockerfile's image does (server, static files, public/, migrations, cache handler) in a temp folder and
 * starts it on `port` (START_COMMAND), then waits for /api/health and /api/ready.
 * @returns the server's URL, the warnings, the temp folder, and `stop()` (SIGTERM, then the folder is deleted).
 * @throws Error naming the step that failed.
 */
export async function goLive({ root, env, port, log = console.log }: GoLiveOptions): Promise<GoLive> {
  const { errors, warnings } = checkEnvironment(env);
  if (errors.length > 0)
    throw new Error(`The environment is not ready:\n${errors.map((line) => `- ${line}`).join('\n')}`);
  const standalone = path.join(root, '.next', 'standalone');
  if (!existsSync(path.join(standalone, 'server.js')))
    throw new Error(`No standalone build in ${standalone}: run NEXT_OUTPUT=standalone npm run build`);
  const scriptEnv: NodeJS.ProcessEnv = { ...env, NODE_ENV: 'production' };
  for (const script of ['db:setup', 'admin:create']) await npmRun(root, script, scriptEnv, log);

  const app = await mkdtemp(path.join(os.tmpdir(), 'algarve-go-live-'));
  log(`- the image's layout in ${app}`);
  await cp(standalone, app, { recursive: true });
  await cp(path.join(root, '.next', 'static'), path.join(app, '.next', 'static'), { recursive: true });
  await cp(path.join(root, 'public'), path.join(app, 'public'), { recursive: true });
  await cp(path.join(root, 'prisma', 'migrations'), path.join(app, 'prisma', 'migrations'), { recursive: true });
  // The files the Dockerfile copies beside the server: the cache handler and the request guard with their imports.
  for (const file of ['cache-handler.mjs', ...IMAGE_FILES]) {
    await mkdir(path.dirname(path.join(app, file)), { recursive: true });
    await cp(path.join(root, file), path.join(app, file), { recursive: true });
  }

  log(`- ${START_COMMAND} on port ${port}`);
  const server = spawn(...tiedToParent(process.execPath, START_ARGS), {
    cwd: app,
    env: { ...env, NODE_ENV: 'production' as const, PORT: String(port), HOSTNAME: '127.0.0.1', SHUTDOWN_DRAIN_MS: '0' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
    await exited;
    await rm(app, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    for (const check of ['/api/health', '/api/ready']) await waitFor(`${url}${check}`, () => server.exitCode !== null);
  } catch (error) {
    await stop();
    throw error;
  }
  log(`Ready: ${url}`);
  for (const warning of warnings) log(`Warning: ${warning}`);
  return { url, warnings, dir: app, stop };
}

async function waitFor(url: string, gone: () => boolean, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (gone()) throw new Error(`The server stopped before ${url} answered.`);
    const status = await fetch(url, { signal: AbortSignal.timeout(5_000) }).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() > until) throw new Error(`${url} answered ${status || 'nothing'} for ${timeoutMs / 1000} s.`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
