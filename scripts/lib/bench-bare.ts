// The framework reference of docs/decisions/15-framework-ratios.md §1: a bare Next.js App Router app
// (scripts/bench/bare-next/: one static page, and the same with a photo for lighthouse) built with the project's own
// next, react and react-dom, and measured in the same run as the product. Why a cached
// build: `npm test` gates on its first-load JavaScript and a build takes about half a minute on two cores, so a
// build is reused until the installed versions or the app's files change.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appPages, firstLoadJs, type RouteJs } from './first-load-js';
import { buildNext } from './next-build';

/** The bare app's folder; its build goes to `.next` inside it (git-ignored there). */
export const BARE_APP_DIR = fileURLToPath(new URL('../bench/bare-next', import.meta.url));
export const BARE_NEXT_DIR = path.join(BARE_APP_DIR, '.next');
const STAMP_FILE = path.join(BARE_NEXT_DIR, 'bare-reference.json');
const requireHere = createRequire(import.meta.url);

/**
 * What a bare build is valid for: the installed next, react and react-dom versions and a hash of the app's own
 * files (everything in BARE_APP_DIR but its build), as a JSON string.
 */
export function bareBuildStamp(): string {
  const versions = Object.fromEntries(
    ['next', 'react', 'react-dom'].map((name) => [name, requireHere(`${name}/package.json`).version as string]),
  );
  const hash = createHash('sha256');
  for (const file of sourceFiles(BARE_APP_DIR))
    hash.update(path.relative(BARE_APP_DIR, file)).update(readFileSync(file));
  return JSON.stringify({ ...versions, sources: hash.digest('hex').slice(0, 16) });
}

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir).sort()) {
    if (entry === '.next') continue;
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) yield* sourceFiles(file);
    else yield file;
  }
}

/**
 * Builds the bare app with `next build` unless its last build has the current stamp (bareBuildStamp).
 * @returns whether it was built now or reused, and the seconds it took.
 * @throws Error when the build fails.
 */
export async function buildBareNext(): Promise<{ built: boolean; seconds: number }> {
  const stamp = bareBuildStamp();
  const started = Date.now();
  if (existsSync(STAMP_FILE) && readFileSync(STAMP_FILE, 'utf8') === stamp) return { built: false, seconds: 0 };
  rmSync(STAMP_FILE, { force: true });
  await buildNext(BARE_APP_DIR);
  writeFileSync(STAMP_FILE, stamp);
  return { built: true, seconds: (Date.now() - started) / 1000 };
}

/** The bare page's first-load JavaScript (its one page, `/page`), read from its build. */
export function bareFirstLoadJs(): RouteJs {
  const page = appPages(firstLoadJs(BARE_NEXT_DIR)).find(({ route }) => route === '/page');
  if (!page) throw new Error(`No /page in the bare build (${BARE_NEXT_DIR}).`);
  return page;
}

/** One line for the scripts' output: what the reference is and whether it was built now. */
export function describeBare({ built, seconds }: { built: boolean; seconds: number }): string {
  const { next, react } = JSON.parse(bareBuildStamp()) as Record<string, string>;
  const how = built ? `built now in ${seconds.toFixed(0)} s` : 'build reused (same versions and files)';
  return `Reference: bare Next.js ${next} / React ${react} page (scripts/bench/bare-next), ${how}.`;
}
