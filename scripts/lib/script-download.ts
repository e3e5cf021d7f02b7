// What a browser really downloads as scripts while a page loads, for the JavaScript gate in `npm test`
// (tests/e2e/first-load-js.spec.ts) and docs/performance.md: every response of type script, its body as sent (gzip),
// from the navigation until the network has been quiet, so that chunks loaded after hydration, at idle, or by link
// prefetches count as much as the build's first-load manifest does.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import type { Page, Request } from '@playwright/test';
import { BARE_APP_DIR } from './bench-bare';
import { tiedToParent } from './tied-to-parent';

/** One script response: its URL and its body's bytes as transferred (compressed). */
export interface ScriptFile {
  url: string;
  bytes: number;
}

/** How long no script may be asked for or in flight before the load counts as idle, ms. */
const QUIET_MS = 2000;
/** The longest a load is watched, ms: a page that keeps loading scripts past this fails its budget anyway. */
const LONGEST_MS = 20_000;

/**
 * Loads `url` in `page` (use a fresh browser context: nothing cached) and returns every script it downloaded until
 * the page was idle: after the load event, QUIET_MS without a script asked for or in flight (what waits for the
 * browser's idle time, such as `requestIdleCallback` or `lazyOnload`, starts within it). Not Playwright's network
 * idle: the bare page's link prefetches to pages it does not have stay open, so its network is never idle.
 */
export async function scriptsUntilIdle(page: Page, url: string): Promise<ScriptFile[]> {
  const pending: Promise<ScriptFile>[] = [];
  const inFlight = new Set<Request>();
  let last = Date.now();
  const onRequest = (request: Request) => {
    if (request.resourceType() !== 'script') return;
    inFlight.add(request);
    last = Date.now();
  };
  const onDone = (request: Request) => {
    if (!inFlight.delete(request)) return;
    last = Date.now();
    pending.push(request.sizes().then((sizes) => ({ url: request.url(), bytes: sizes.responseBodySize })));
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  try {
    const started = Date.now();
    await page.goto(url, { waitUntil: 'load' });
    while ((inFlight.size > 0 || Date.now() - last < QUIET_MS) && Date.now() - started < LONGEST_MS)
      await page.waitForTimeout(inFlight.size > 0 ? 100 : QUIET_MS - (Date.now() - last));
    return await Promise.all(pending);
  } finally {
    page.off('request', onRequest);
    page.off('requestfinished', onDone);
    page.off('requestfailed', onDone);
  }
}

/** Sum of the scripts' bytes, in kB (1024 bytes). */
export function totalKB(files: readonly ScriptFile[]): number {
  return files.reduce((sum, file) => sum + file.bytes, 0) / 1024;
}

/**
 * Starts `next start` of the bare reference build (scripts/lib/bench-bare.ts, build it first) on `port`, for a test
 * that loads it in a browser; tied to this process, so it cannot outlive it.
 * @returns its origin and a function that stops it.
 * @throws Error when it does not answer within 60 s.
 */
export async function serveBarePage(port: number): Promise<{ base: string; stop: () => Promise<void> }> {
  const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next');
  const child = spawn(...tiedToParent(process.execPath, [nextBin, 'start', BARE_APP_DIR, '-p', String(port)]), {
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The bare page's server exited (code ${child.exitCode}) on port ${port}.`);
    const ok = await fetch(`${base}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { base, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The bare page's server did not answer on port ${port} within 60 s.`);
}
