// Running Next.js as a child of our scripts. Why not exec it: the script owns the database Next talks to, so it
// must outlive Next and stop the database only after Next has exited.
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { onShutdown } from './cli';
import { tiedToParent } from './tied-to-parent';

const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next');
/** Loaded before Next in every server process: the connection's address and the public body limit (docs/deploy.md). */
const requestGuard = fileURLToPath(new URL('../../lib/ops/request-guard.mjs', import.meta.url));

/** The node arguments that run `next <command> ...args`, behind the request guard unless `guard` is false. */
export function nextArgs(command: 'dev' | 'start', args: string[], guard = true): string[] {
  return [...(guard ? ['--import', requestGuard] : []), nextBin, command, ...args];
}

/**
 * Spawns `next <command> ...args` (behind the request guard unless `guard` is false, nextArgs) with `env` and resolves with its exit code once it exits by itself. On shutdown
 * (see cli.ts) Next gets SIGTERM, then SIGKILL after 30 s, and is waited for before earlier cleanups run; if this
 * process is killed outright, Next gets SIGTERM from the kernel (tiedToParent).
 */
export function runNext(
  command: 'dev' | 'start',
  args: string[],
  env: NodeJS.ProcessEnv,
  { guard = true }: { guard?: boolean } = {},
): Promise<number> {
  const child = spawn(...tiedToParent(process.execPath, nextArgs(command, args, guard)), { stdio: 'inherit', env });
  const exited = new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal === 'SIGTERM' || signal === 'SIGINT' ? 0 : 1)));
  });
  onShutdown(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    // Long enough for a graceful stop: SHUTDOWN_DRAIN_MS (5 s) plus the requests in flight (instrumentation.ts).
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    await exited.catch(() => undefined);
    clearTimeout(timer);
  });
  return exited;
}

/**
 * Deletes what a production server may have cached on disk from the database it ran against: cached reads
 * (`.next/cache/fetch-cache`, unstable_cache) and pages rendered on request (`.next/server/route-cache`). This app
 * keeps both in memory only (next.config.ts, isrFlushToDisk), but a build made with other settings leaves them on
 * disk, where they outlive restarts and databases; a server started on a fresh database must start without them.
 */
export async function clearRenderCaches(nextDir = '.next') {
  await Promise.all(
    ['cache/fetch-cache', 'server/route-cache'].map((dir) =>
      rm(path.join(nextDir, dir), { recursive: true, force: true }),
    ),
  );
}
