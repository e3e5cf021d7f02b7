// Issue 16 §2: the insights endpoint takes at least 1,000 beacons a second, and a page's throughput with its beacons
// is within 5% of the page alone. Why three rounds and medians: the machine is shared and runs differ by more than
// 5%; each round measures the three loads back to back so they see the same background load.
import type { AutocannonRequest } from 'autocannon';
import { benchClientAddress } from './bench-orders';
import { runLoad, type LoadResult } from './bench-run';
import { cpuMs, listeningPid } from './process-cpu';
import type { BenchContext } from './bench-measure';
import type { BenchResult } from './bench-stats';

const ROUNDS = 3;
const PAGE = '/';
/** What a guest's browser sends: a real browser's user agent (bots are dropped), a random address. */
const USER_AGENT = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';
const BODY = JSON.stringify({ n: 'pageview', p: '/pt/boat-tours/1', r: 'https://www.google.pt/', w: 390 });

/** Beacons at least this many per second (issue 16 §2). */
export const MIN_BEACONS_PER_SECOND = 1_000;
/** Page throughput with beacons at least this share of the page alone (issue 16 §2). */
export const MIN_WITH_BEACONS_RATIO = 0.95;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Three rounds of: beacons alone; the home page alone; each connection fetching the home page and then sending its
 * beacon (a guest's page view with insights on). Beacons count only 202 answers; afterwards the database must hold
 * one event per accepted beacon (the batches kept up). Rows carry the medians; misses and counts go to `notes`.
 * @throws Error when the events written disagree with the beacons accepted.
 */
export async function measureInsights(context: BenchContext, notes: string[], misses: string[]): Promise<BenchResult[]> {
  let counter = 0;
  let accepted = 0;
  let pages = 0;
  const beacon: AutocannonRequest = {
    method: 'POST',
    path: '/api/insights',
    setupRequest: (next) => {
      counter += 1;
      return { ...next, headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': USER_AGENT, 'x-forwarded-for': benchClientAddress() }, body: BODY };
    },
    onResponse: (status) => {
      if (status === 202) accepted += 1;
    },
  };
  const page: AutocannonRequest = { method: 'GET', path: PAGE, onResponse: () => (pages += 1) };
  const load = (requests: AutocannonRequest[], duration = context.duration) => runLoad({ url: context.base, connections: context.connections, duration, requests });
  // CPU milliseconds the server process spends per answer: steadier than req/s on a machine others load too.
  const pid = listeningPid(Number(new URL(context.base).port));
  const cpu = () => (pid ? cpuMs(pid) : Number.NaN);
  const before = await context.db.insightEvent.count();

  process.stdout.write('  insights: beacons, page alone, page + beacon ...');
  await load([beacon], 2);
  await load([page], 2);
  const runs: {
    beacons: LoadResult; acceptedPerSecond: number; alone: LoadResult; withBeacons: LoadResult; pagesPerSecond: number;
    cpuPerBeacon: number; cpuPerPage: number; cpuPerPair: number;
  }[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const [acceptedBefore, cpu0] = [accepted, cpu()];
    const beacons = await load([beacon]);
    const [acceptedInRun, cpu1] = [accepted - acceptedBefore, cpu()];
    const alone = await load([page]);
    const [pagesBefore, cpu2] = [pages, cpu()];
    const withBeacons = await load([page, beacon]);
    const pairs = pages - pagesBefore;
    runs.push({
      beacons, acceptedPerSecond: acceptedInRun / beacons.duration, alone, withBeacons, pagesPerSecond: pairs / withBeacons.duration,
      cpuPerBeacon: (cpu1 - cpu0) / acceptedInRun, cpuPerPage: (cpu2 - cpu1) / alone.responses, cpuPerPair: (cpu() - cpu2) / pairs,
    });
    process.stdout.write(` [${Math.round(runs[round].acceptedPerSecond)} / ${Math.round(alone.requestsPerSecond)} / ${Math.round(runs[round].pagesPerSecond)}]`);
  }
  process.stdout.write('\n');

  // Every accepted beacon is written within the next flush (1 s); beacons sent whose answer was not read (in flight
  // when a run stopped, or timed out) may be written too, but never more than were sent.
  await new Promise((resolve) => setTimeout(resolve, 2_500));
  const written = (await context.db.insightEvent.count()) - before;
  if (written < accepted || written > counter) {
    throw new Error(`${accepted} beacons were accepted (${counter} sent) but ${written} insight events were written.`);
  }

  const beaconsPerSecond = median(runs.map((run) => run.acceptedPerSecond));
  const alonePerSecond = median(runs.map((run) => run.alone.requestsPerSecond));
  const withPerSecond = median(runs.map((run) => run.pagesPerSecond));
  const ratio = withPerSecond / alonePerSecond;
  const [cpuBeacon, cpuPage, cpuPair] = [median(runs.map((run) => run.cpuPerBeacon)), median(runs.map((run) => run.cpuPerPage)), median(runs.map((run) => run.cpuPerPair))];
  const pick = (choose: (run: (typeof runs)[number]) => LoadResult, value: number) => {
    const run = runs.map(choose).sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[1];
    return { ...run, requestsPerSecond: value };
  };
  notes.push(
    `insights: medians of ${ROUNDS} rounds: ${Math.round(beaconsPerSecond)} beacons/s accepted (202); home ${Math.round(alonePerSecond)} pages/s alone, ` +
      `${Math.round(withPerSecond)} pages/s when every page view also sends its beacon (${(ratio * 100).toFixed(1)}%); ${counter} beacons sent, ${accepted} accepted, ${written} events written.`,
    `insights: server CPU (medians): ${cpuBeacon.toFixed(3)} ms per beacon (at most ${Math.round(1000 / cpuBeacon)} beacons per CPU second), ` +
      `${cpuPage.toFixed(3)} ms per home page, ${cpuPair.toFixed(3)} ms per page with its beacon: pages with beacons at ${((cpuPage / cpuPair) * 100).toFixed(1)}% of pages alone by CPU.`,
  );
  if (beaconsPerSecond < MIN_BEACONS_PER_SECOND) misses.push(`insights: ${Math.round(beaconsPerSecond)} beacons/s < ${MIN_BEACONS_PER_SECOND}`);
  if (ratio < MIN_WITH_BEACONS_RATIO) misses.push(`insights: pages with beacons at ${(ratio * 100).toFixed(1)}% of pages alone < ${MIN_WITH_BEACONS_RATIO * 100}%`);
  return [
    { name: 'insights beacons (202/s)', ...pick((run) => run.beacons, beaconsPerSecond) },
    { name: 'home (en), beacons off', ...pick((run) => run.alone, alonePerSecond) },
    { name: 'home (en) + its beacon (pages/s)', ...pick((run) => run.withBeacons, withPerSecond), ratio },
  ];
}
