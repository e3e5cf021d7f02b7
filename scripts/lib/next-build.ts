// `next build` as a step of our measuring scripts (bench, Lighthouse). Why not `npm run build &&`: the scripts
// take --no-build to reuse a build, and a Ctrl-C during the build should stop it like everything else.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { onShutdown } from './cli';
import { buildPublicImages } from './public-images';

/** Runs `node` with `args` in `cwd`, its output shown, stopped on shutdown. @throws Error when it fails. */
async function runNode(cwd: string, args: string[], what: string) {
  const child = spawn(process.execPath, args, { stdio: 'inherit', cwd });
  onShutdown(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`${what} failed (exit code ${code}).`);
}

/**
 * Runs `next build` in `cwd` with its output shown; stopped on shutdown (see cli.ts). The bare reference app is built
 * this way, its photo served as it is (nothing of the product's picture pipeline).
 * @throws Error when it fails.
 */
export async function buildNext(cwd: string) {
  await runNode(cwd, [createRequire(import.meta.url).resolve('next/dist/bin/next'), 'build'], 'next build');
}

/**
 * Builds the product in `root` as `npm run build` does: its public stylesheet (scripts/build-stylesheet.mjs), the
 * pictures' renditions (public-images.ts), then buildNext.
 */
export async function buildProduct(root: string) {
  await runNode(root, [path.join(root, 'scripts', 'build-stylesheet.mjs')], 'The stylesheet build');
  await buildPublicImages(path.join(root, 'public'));
  await buildNext(root);
}
