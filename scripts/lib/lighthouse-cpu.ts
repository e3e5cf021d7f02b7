// `npm run lighthouse -- --cpu-slowdown calibrated`: the CPU slowdown calibrated to the machine, as Lighthouse's
// documentation on throttling advises (docs/performance.md, "One font family, and one phone on every machine"): its fixed 4x turns a desktop
// of benchmark index 1,533 into its mid-tier phone, so a slower machine gets less and a faster one more, and every
// load emulates the same phone.
import { chromium } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/** Lighthouse's default multiplier, which it calibrates for a desktop of benchmark index 1,533. */
export const LIGHTHOUSE_DEFAULT_SLOWDOWN = 4;

/**
 * The CPU slowdown that makes a machine of `benchmarkIndex` (Lighthouse's unitless CPU index, as its reports give it)
 * emulate Lighthouse's mid-tier phone: the table of Lighthouse's CPU slowdown calculator (1,300 and over: 3x plus 1x
 * per 233; 800: 2x plus 1x per 500; 150: 1x plus 1x per 650), rounded to a tenth, at least 1.
 * @throws Error when the index is not a positive number.
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!(benchmarkIndex > 0)) throw new Error(`A benchmark index must be a positive number, not ${benchmarkIndex}.`);
  const multiplier =
    benchmarkIndex >= 1300
      ? 3 + (benchmarkIndex - 1300) / 233
      : benchmarkIndex >= 800
        ? 2 + (benchmarkIndex - 800) / 500
        : 1 + (benchmarkIndex - 150) / 650;
  return Math.max(1, Math.round(multiplier * 10) / 10);
}

/**
 * Lighthouse's own benchmark index (about one second of work in a page, `computeBenchmarkIndex`), measured in the
 * Chromium listening for DevTools on `port` right before a load, so the slowdown follows the machine from load to load;
 * the second of two runs, the first warming V8 up as DevTools' own calibration does (here a first run read 1,056 where
 * the next two read 1,431 and 1,560).
 * @throws Error when the browser cannot be reached.
 */
export async function measureBenchmarkIndex(port: number): Promise<number> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    // On a failure the audit stops and its browser is killed, page and all.
    const page = await browser.contexts()[0].newPage();
    await page.evaluate(pageFunctions.computeBenchmarkIndex);
    const index = await page.evaluate(pageFunctions.computeBenchmarkIndex);
    await page.close();
    return index;
  } finally {
    await browser.close();
  }
}
