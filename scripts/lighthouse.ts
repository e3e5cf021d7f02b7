// `npm run lighthouse`: Lighthouse's mobile audit (phone screen, slow 4G, 4x CPU slowdown) of the production build on
// a fresh throwaway database, page by page (scripts/lib/lighthouse-pages.ts), in a fresh headless system Chromium per
// load, against the bare Next.js page of the same versions (scripts/bench/bare-next) measured in the same run.
// Throttling is applied to the real load by default (`devtools`: the page really arrives over the slow link, so the
// figures are when a guest sees it); `--throttling simulate` is Lighthouse's default, which replays an unthrottled
// loopback load (docs/performance.md says why that misleads here). Each page, the two bare ones included, is loaded
// `--runs` times (3) in rounds (the bare page, the bare page with a photo, then every page, again), and the median of
// each figure is printed: LCP, FCP and total blocking time with their ratio or difference to the bare page's, LCP
// over the page's limit (for a photo, its link limit and the bare photo page's paint after its last byte; for a text
// LCP the bare page's moved by the page's extra document bytes), the four category scores, CLS, and the bytes
// downloaded until the page was idle (all, scripts, the document); then, for each page whose LCP is a photo, its
// photo limit and where its time went (scripts/lib/lighthouse-photo.ts). Writes each run's JSON
// report to lighthouse-reports/. A measuring tool: exits 0 when targets are missed, 1 only when it cannot measure.
// The CPU slowdown is Lighthouse's fixed 4x, whatever the machine; `--cpu-slowdown calibrated` sets it before each load
// from the machine's speed at that moment (scripts/lib/lighthouse-cpu.ts), so every load emulates the same phone.
// Usage: npm run lighthouse -- [--no-build] [--only <name part>[,<name part>...]] [--runs 3] [--throttling devtools|simulate]
//        [--cpu-slowdown <multiplier>|calibrated] [--port 3104] [--bare-port 3124]
//        (CHROME_PATH picks the browser; the bare app is rebuilt only when its versions or files changed)
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import { onShutdown, runMain } from './lib/cli';
import {
  BARE_PAGE_NAME,
  BARE_PHOTO_PAGE,
  compareToBare,
  failingAudits,
  formatCpu,
  formatScores,
  lighthouseMisses,
  lighthousePages,
  medianScores,
  readScores,
  type LighthouseReport,
  type PageScores,
  type ThrottlingMethod,
} from './lib/lighthouse-pages';
import { formatPhotoTimings } from './lib/lighthouse-photo';
import { LIGHTHOUSE_DEFAULT_SLOWDOWN, cpuSlowdownFor, measureBenchmarkIndex } from './lib/lighthouse-cpu';
import { buildBareNext, describeBare } from './lib/bench-bare';
import { startBareServer } from './lib/bench-bare-server';
import { buildProduct } from './lib/next-build';
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
      runs: { type: 'string', default: '3' },
      throttling: { type: 'string', default: 'devtools' },
      'cpu-slowdown': { type: 'string', default: String(LIGHTHOUSE_DEFAULT_SLOWDOWN) },
      port: { type: 'string', default: process.env.LIGHTHOUSE_PORT ?? '3104' },
      'bare-port': { type: 'string', default: process.env.LIGHTHOUSE_BARE_PORT ?? '3124' },
    },
  });
  const port = portNumber(values.port, '--port');
  const barePort = portNumber(values['bare-port'], '--bare-port');
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number, not "${values.runs}".`);
  const throttling = values.throttling as ThrottlingMethod;
  if (throttling !== 'devtools' && throttling !== 'simulate')
    throw new Error(`--throttling must be devtools or simulate, not "${values.throttling}".`);
  const fixedSlowdown = values['cpu-slowdown'] === 'calibrated' ? undefined : Number(values['cpu-slowdown']);
  if (fixedSlowdown !== undefined && !(fixedSlowdown >= 1))
    throw new Error(`--cpu-slowdown must be calibrated or a multiplier of 1 or more, not "${values['cpu-slowdown']}".`);

  console.log(`Machine: ${describeMachine()}`);
  console.log(
    `Throttling: ${throttling === 'devtools' ? 'applied to the real load (devtools)' : 'simulated'}, CPU slowdown ${
      fixedSlowdown === undefined ? "calibrated before each load (Lighthouse's calculator)" : `${fixedSlowdown}x`
    }, ${runs} run(s) a page, medians.`,
  );
  if (!values['no-build']) await buildProduct(root);
  console.log(describeBare(await buildBareNext()));
  const bareBase = await startBareServer(barePort);
  const { base } = await startProductionServer(port);
  await mkdir(reportDir, { recursive: true });

  const only = values.only
    ?.toLowerCase()
    .split(',')
    .map((part) => part.trim());
  const pages: { name: string; url: string; noindex?: boolean }[] = [
    { name: BARE_PAGE_NAME, url: `${bareBase}/` },
    { name: BARE_PHOTO_PAGE.name, url: `${bareBase}${BARE_PHOTO_PAGE.path}` },
  ];
  const skipped: SkippedRow[] = [];
  for (const page of lighthousePages.filter(
    (entry) => !only || only.some((part) => entry.name.toLowerCase().includes(part)),
  )) {
    const status = await fetch(`${base}${page.path}`).then(async (response) => {
      await response.arrayBuffer();
      return response.status;
    });
    if (status === 404) skipped.push({ name: page.name, skipped: 'skipped: 404' });
    else pages.push({ name: page.name, url: `${base}${page.path}`, noindex: page.noindex });
  }

  // Rounds, not one page three times in a row: the bare pages are measured in every round, beside the pages, so a
  // change in the machine's load during the run touches the reference and the pages alike.
  const measured = new Map<string, { scores: PageScores[]; last?: LighthouseReport }>();
  for (let round = 1; round <= runs; round++) {
    for (const page of pages) {
      process.stdout.write(`  round ${round}/${runs}: ${page.name} ...`);
      const report = await audit(page.url, throttling, fixedSlowdown);
      const file = `${page.name.replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '')}-${round}.json`;
      await writeFile(path.join(reportDir, file), JSON.stringify(report, null, 1));
      const scores = readScores(page.name, report);
      const entry = measured.get(page.name) ?? { scores: [] };
      entry.scores.push(scores);
      entry.last = report;
      measured.set(page.name, entry);
      const [cpuIndex, slowdown] = formatCpu(scores);
      process.stdout.write(
        ` LCP ${((scores.lcpMs ?? NaN) / 1000).toFixed(2)} s (CPU index ${cpuIndex}, slowdown ${slowdown})\n`,
      );
    }
  }

  const bare = medianScores(BARE_PAGE_NAME, measured.get(BARE_PAGE_NAME)!.scores);
  if (!bare.lcpMs) throw new Error('Lighthouse measured no LCP on the bare page; no ratio can be computed.');
  const barePhoto = medianScores(BARE_PHOTO_PAGE.name, measured.get(BARE_PHOTO_PAGE.name)!.scores);
  // Under simulated throttling no page has a photo limit; under devtools a bare photo page without one leaves each
  // photo page its link limit alone, a stricter target, said so.
  if (!barePhoto.photo && throttling === 'devtools')
    console.log("The bare page with a photo painted no photo: each photo page's limit is its link limit alone.");
  const rows: (PageScores | SkippedRow)[] = [compareToBare(bare, bare), compareToBare(barePhoto, bare, barePhoto)];
  const misses: string[] = [];
  for (const page of pages.slice(2)) {
    const { scores, last } = measured.get(page.name)!;
    const median = compareToBare(medianScores(page.name, scores), bare, barePhoto);
    rows.push(median);
    const pageMisses = lighthouseMisses(median, { noindex: page.noindex });
    if (pageMisses.length > 0) {
      const audits = last ? failingAudits(last) : [];
      misses.push(
        `${page.name}: ${pageMisses.join(', ')}${audits.length > 0 ? ` (failing: ${audits.join('; ')})` : ''}`,
      );
    }
  }
  rows.push(...skipped);

  console.log(`\nMedians of ${runs} run(s), ${throttling} throttling:\n${formatScores(rows)}\n`);
  const photoRows = rows.flatMap((row) => ('photo' in row && row.photo ? [{ ...row, photo: row.photo }] : []));
  if (photoRows.length > 0) {
    console.log(
      "Pages whose LCP is a photo, against their photo limit: the link's, and the bare photo page's paint (medians):",
    );
    console.log(`${formatPhotoTimings(photoRows)}\n`);
  }
  console.log(`Reports: ${path.relative(process.cwd(), reportDir) || '.'}/`);
  console.log(misses.length === 0 ? 'All targets met.' : `Targets missed:\n  ${misses.join('\n  ')}`);
  console.log(`Load average at the end: ${describeMachine().split('load average ')[1]}`);
});

function portNumber(value: string, flag: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port <= 0) throw new Error(`${flag} must be a port number, not "${value}".`);
  return port;
}

/**
 * One Lighthouse run in a fresh headless Chromium, default (mobile) config but for the CPU slowdown: `fixedSlowdown`
 * when given, else calibrated to the benchmark index measured in that Chromium just before; the full report (lhr).
 */
async function audit(
  url: string,
  throttlingMethod: ThrottlingMethod,
  fixedSlowdown: number | undefined,
): Promise<LighthouseReport> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromePath(),
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  const stop = async () => void (await Promise.resolve(chrome.kill()).catch(() => undefined));
  onShutdown(stop);
  try {
    const cpuSlowdownMultiplier = fixedSlowdown ?? cpuSlowdownFor(await measureBenchmarkIndex(chrome.port));
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      throttlingMethod,
      throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier },
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
