// `npm run lighthouse`: Lighthouse's default mobile audit (simulated slow 4G, 4x CPU slowdown, phone screen) of
// the production build on a fresh throwaway database, page by page (scripts/lib/lighthouse-pages.ts), in a
// headless system Chromium, after the bare Next.js page of the same versions (scripts/bench/bare-next, docs/decisions/15-framework-ratios.md §1).
// Prints each page's LCP as a ratio to the bare page's, the four category scores with LCP and CLS, and the misses
// against the docs/decisions/15-framework-ratios.md targets; writes each JSON report to lighthouse-reports/. A measuring tool: exits 0 when
// targets are missed, 1 only when it cannot measure.
// Usage: npm run lighthouse -- [--no-build] [--only <name part>] [--port 3104] [--bare-port 3124]
//        (CHROME_PATH picks the browser; the bare app is rebuilt only when its versions or files changed)
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { onShutdown, runMain } from './lib/cli';
import {
  BARE_PAGE_NAME,
  failingAudits,
  formatScores,
  lighthouseMisses,
  lighthousePages,
  readScores,
  type LighthouseReport,
  type PageScores,
} from './lib/lighthouse-pages';
import { buildBareNext, describeBare } from './lib/bench-bare';
import { startBareServer } from './lib/bench-bare-server';
import { buildNext } from './lib/next-build';
import { startProductionServer } from './lib/production-server';
import type { SkippedRow } from './lib/text-table';
import { describeMachine } from './lib/bench-stats';

const root = fileURLToPath(new URL('..', import.meta.url));
const reportDir = path.join(root, 'lighthouse-reports');
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

runMain(async () => {
  const { values } = parseArgs({
    options: {
      'no-build': { type: 'boolean', default: false },
      only: { type: 'string' },
      port: { type: 'string', default: process.env.LIGHTHOUSE_PORT ?? '3104' },
      'bare-port': { type: 'string', default: process.env.LIGHTHOUSE_BARE_PORT ?? '3124' },
    },
  });
  const port = portNumber(values.port, '--port');
  const barePort = portNumber(values['bare-port'], '--bare-port');

  console.log(`Machine: ${describeMachine()}`);
  if (!values['no-build']) await buildNext(root);
  console.log(describeBare(await buildBareNext()));
  const bareBase = await startBareServer(barePort);
  const { base } = await startProductionServer(port);
  await mkdir(reportDir, { recursive: true });

  // The reference first, in the same run: every page's LCP is read as a ratio to it.
  process.stdout.write(`  ${BARE_PAGE_NAME} ...`);
  const bareReport = await audit(`${bareBase}/`);
  await writeFile(path.join(reportDir, 'bare-next.json'), JSON.stringify(bareReport, null, 1));
  const bare = readScores(BARE_PAGE_NAME, bareReport);
  if (!bare.lcpMs) throw new Error('Lighthouse measured no LCP on the bare page; no ratio can be computed.');
  bare.lcpRatio = 1;
  process.stdout.write(` performance ${bare.scores.performance ?? 'n/a'}\n`);

  const only = values.only?.toLowerCase();
  const rows: (PageScores | SkippedRow)[] = [bare];
  const misses: string[] = [];
  for (const page of lighthousePages.filter((entry) => !only || entry.name.toLowerCase().includes(only))) {
    const status = await fetch(`${base}${page.path}`).then(async (response) => {
      await response.arrayBuffer();
      return response.status;
    });
    if (status === 404) {
      rows.push({ name: page.name, skipped: 'skipped: 404' });
      continue;
    }
    process.stdout.write(`  ${page.name} ...`);
    const report = await audit(`${base}${page.path}`);
    const file = `${page.name.replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '')}.json`;
    await writeFile(path.join(reportDir, file), JSON.stringify(report, null, 1));
    const scores = readScores(page.name, report);
    if (scores.lcpMs !== null) scores.lcpRatio = scores.lcpMs / bare.lcpMs;
    process.stdout.write(` performance ${scores.scores.performance ?? 'n/a'}\n`);
    rows.push(scores);
    const pageMisses = lighthouseMisses(scores, { noindex: page.noindex });
    if (pageMisses.length > 0) {
      const audits = failingAudits(report);
      misses.push(
        `${page.name}: ${pageMisses.join(', ')}${audits.length > 0 ? ` (failing: ${audits.join('; ')})` : ''}`,
      );
    }
  }

  console.log(`\n${formatScores(rows)}\n`);
  console.log(`Reports: ${path.relative(process.cwd(), reportDir) || '.'}/`);
  console.log(misses.length === 0 ? 'All targets met.' : `Targets missed:\n  ${misses.join('\n  ')}`);
  console.log(`Load average at the end: ${describeMachine().split('load average ')[1]}`);
});

function portNumber(value: string, flag: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port <= 0) throw new Error(`${flag} must be a port number, not "${value}".`);
  return port;
}

/** One Lighthouse run in a fresh headless Chromium, default (mobile) config; the full report (lhr). */
async function audit(url: string): Promise<LighthouseReport> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromePath(),
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  const stop = async () => void (await Promise.resolve(chrome.kill()).catch(() => undefined));
  onShutdown(stop);
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}.`);
    if (result.lhr.runtimeError)
      throw new Error(`Lighthouse could not audit ${url}: ${result.lhr.runtimeError.message}`);
    return result.lhr as unknown as LighthouseReport;
  } finally {
    await stop();
  }
}

/** CHROME_PATH when set, else the system Chromium where present, else whatever chrome-launcher finds. */
function chromePath(): string | undefined {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  return ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((candidate) => existsSync(candidate));
}
