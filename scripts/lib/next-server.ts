// Running Next.js as a child of our scripts. Why not exec it: the script owns the database Next talks to, so it
// must outlive Next and stop the database only after Next has exited.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { onShutdown } from './cli';

const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next');

/**
 * Spawns `next <command> ...args` with `env` and resolves with its exit code once it exits by itself. On shutdown
 * (see cli.ts) Next gets SIGTERM, then SIGKILL after 10 s, and is waited for before earlier cleanups run.
 */
export function runNext(command: 'dev' | 'start', args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const child = spawn(process.execPath, [nextBin, command, ...args], { stdio: 'inherit', env });
  const exited = new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal === 'SIGTERM' || signal === 'SIGINT' ? 0 : 1)));
  });
  onShutdown(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited.catch(() => undefined);
    clearTimeout(timer);
  });
  return exited;
}
