// docs/decisions/16-insights.md §2: the insights endpoint takes at least 1,000 beacons a second, and a page's throughput with its beacons
// is within 5% of the page alone. Why three rounds and medians: the machine is shared and runs differ by more than
// 5%; each round measures the loads back to back so they see the same background load. Why the ingest listener:
// a Next.js route costs about as much CPU as a cached page, so beacons through Next halve page throughput; the
// listener (INSIGHTS_PORT, what nginx sends /api/insights to) costs a fraction of it, on a thread of its own. Both
// are measured; the server CPU figures count every thread of the process.
import type { AutocannonRequest } from 'autocannon';
import { benchClientAddress } from './bench-orders';
import { runLoad, type LoadResult } from './bench-run';
import type { BenchContext } from './bench-measure';
import type { BenchResult } from './bench-stats';
import { cpuMs, serverPid } from './process-cpu';

const ROUNDS = 3;
const PAGE = '/';
/** What a guest's browser sends: a real browser's user agent (bots are dropped), a random address. */
const USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';
const BODY = JSON.stringify({ n: 'pageview', p: '/pt/boat-tours/1', r: 'https://www.google.pt/', w: 390 });

/** Beacons at least this many per second (docs/decisions/16-insights.md §2). */
export const MIN_BEACONS_PER_SECOND = 1_000;
/** Page throughput with beacons at least this share of the page alone (docs/decisions/16-insights.md §2). */
export const MIN_WITH_BEACONS_RATIO = 0.95;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
type Round = {
  viaNext: LoadResult;
  nextPerSecond: number;
  viaIngest: LoadResult;
  ingestPerSecond: number;
  alone: LoadResult;
  withBeacons: LoadResult;
  cpuPerNextBeacon: number;
  cpuPerIngestBeacon: number;
  cpuPerPage: number;
  /** The main thread's CPU per home page, alone and while the listener takes one beacon per view. */
  mainPerPageAlone: number;
  mainPerPageWith: number;
};

/**
 * Three rounds of: beacons through the Next.js route; beacons through the ingest listener (`ingestBase`); the home
 * page alone; the home page again while the listener gets one beacon per page view (autocannon's overall rate set to
 * the page's rate alone). Beacons count only 202 answers, and the database must then hold one event per accepted
 * beacon (the batches kept up). Rows carry the medians; figures and misses go to `notes` and `misses`.
 * @throws Error when the events written disagree with the beacons accepted.
 */
export async function measureInsights(
  context: BenchContext,
  ingestBase: string,
  notes: string[],
  misses: string[],
): Promise<BenchResult[]> {
  let [sent, accepted] = [0, 0];
  const beacon: AutocannonRequest = {
    method: 'POST',
    path: '/api/insights',
    setupRequest: (next) => {
      sent += 1;
      return {
        ...next,
        headers: {
          'content-type': 'text/plain;charset=UTF-8',
          'user-agent': USER_AGENT,
          'x-forwarded-for': benchClientAddress(),
        },
        body: BODY,
      };
    },
    onResponse: (status) => {
      if (status === 202) accepted += 1;
    },
  };
  const page: AutocannonRequest = { method: 'GET', path: PAGE };
  const load = (url: string, request: AutocannonRequest, duration = context.duration, overallRate?: number) =>
    runLoad({ url, connections: context.connections, duration, request, overallRate });
  // CPU milliseconds the server process spends per answer: steadier than req/s on a machine others load too.
  const pid = serverPid(context.base);
  const cpu = () => (pid ? cpuMs(pid) : Number.NaN);
  const mainCpu = () => (pid ? cpuMs(pid, 'main') : Number.NaN);
  const counted = async <T>(run: () => Promise<T>) => {
    const [acceptedBefore, cpuBefore, mainBefore] = [accepted, cpu(), mainCpu()];
    const result = await run();
    return { result, accepted: accepted - acceptedBefore, cpu: cpu() - cpuBefore, main: mainCpu() - mainBefore };
  };
  const before = await context.db.insightEvent.count();

  process.stdout.write('  insights: beacons via Next / via listener / page alone / page + beacons ...');
  await load(context.base, beacon, 2);
  await load(ingestBase, beacon, 2);
  await load(context.base, page, 2);
  const rounds: Round[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const viaNext = await counted(() => load(context.base, beacon));
    const viaIngest = await counted(() => load(ingestBase, beacon));
    const alone = await counted(() => load(context.base, page));
    const [{ result: withBeacons, main: mainWith }] = await Promise.all([
      counted(() => load(context.base, page)),
      load(ingestBase, beacon, context.duration, Math.max(1, Math.round(alone.result.requestsPerSecond))),
    ]);
    rounds.push({
      viaNext: viaNext.result,
      nextPerSecond: viaNext.accepted / viaNext.result.duration,
      viaIngest: viaIngest.result,
      ingestPerSecond: viaIngest.accepted / viaIngest.result.duration,
      alone: alone.result,
      withBeacons,
      cpuPerNextBeacon: viaNext.cpu / viaNext.accepted,
      cpuPerIngestBeacon: viaIngest.cpu / viaIngest.accepted,
      cpuPerPage: alone.cpu / alone.result.responses,
      mainPerPageAlone: alone.main / alone.result.responses,
      mainPerPageWith: mainWith / withBeacons.responses,
    });
    const last = rounds[round];
    process.stdout.write(
      ` [${[last.nextPerSecond, last.ingestPerSecond, last.alone.requestsPerSecond, last.withBeacons.requestsPerSecond].map(Math.round).join(' / ')}]`,
    );
  }
  process.stdout.write('\n');

  // Every accepted beacon is written within the next flush (1 s); beacons sent whose answer was not read (in flight
  // when a run stopped, or timed out) may be written too, but never more than were sent.
  await new Promise((resolve) => setTimeout(resolve, 2_500));
  const written = (await context.db.insightEvent.count()) - before;
  if (written < accepted || written > sent)
    throw new Error(`${accepted} beacons were accepted (${sent} sent) but ${written} insight events were written.`);

  const of = (pick: (round: Round) => number) => median(rounds.map(pick));
  const [viaNext, viaIngest, alone, withBeacons] = [
    of((r) => r.nextPerSecond),
    of((r) => r.ingestPerSecond),
    of((r) => r.alone.requestsPerSecond),
    of((r) => r.withBeacons.requestsPerSecond),
  ];
  // Each round measures the page alone and with beacons back to back, under the same background load: the ratio is
  // the median of the rounds' ratios, not a ratio of medians taken from different rounds.
  const ratio = of((r) => r.withBeacons.requestsPerSecond / r.alone.requestsPerSecond);
  const [cpuNext, cpuIngest, cpuPage] = [
    of((r) => r.cpuPerNextBeacon),
    of((r) => r.cpuPerIngestBeacon),
    of((r) => r.cpuPerPage),
  ];
  const mainRatio = of((r) => r.mainPerPageAlone / r.mainPerPageWith);
  notes.push(
    `insights: medians of ${ROUNDS} rounds: ${Math.round(viaNext)} beacons/s through the Next.js route, ${Math.round(viaIngest)} through the listener; ` +
      `home ${Math.round(alone)} pages/s alone, ${Math.round(withBeacons)} with one beacon per page view; ` +
      `rounds' ratios ${rounds.map((r) => `${((r.withBeacons.requestsPerSecond / r.alone.requestsPerSecond) * 100).toFixed(1)}%`).join(', ')}, median ${(ratio * 100).toFixed(1)}%; ` +
      `${sent} beacons sent, ${accepted} accepted, ${written} events written.`,
    `insights: server CPU (medians): ${cpuNext.toFixed(3)} ms per beacon through Next, ${cpuIngest.toFixed(3)} ms through the listener, ${cpuPage.toFixed(3)} ms per home page: ` +
      `a page with its beacon costs ${((cpuPage / (cpuPage + cpuIngest)) * 100).toFixed(1)}% of the page's throughput through the listener, ${((cpuPage / (cpuPage + cpuNext)) * 100).toFixed(1)}% through Next.`,
    `insights: the main thread (which renders pages) spends ${of((r) => r.mainPerPageAlone).toFixed(3)} ms per home page alone, ${of((r) => r.mainPerPageWith).toFixed(3)} ms with its beacon: ` +
      `${(mainRatio * 100).toFixed(1)}% of its page throughput (median of rounds).`,
  );
  if (viaIngest < MIN_BEACONS_PER_SECOND)
    misses.push(`insights: ${Math.round(viaIngest)} beacons/s < ${MIN_BEACONS_PER_SECOND}`);
  if (ratio < MIN_WITH_BEACONS_RATIO)
    misses.push(
      `insights: pages with beacons at ${(ratio * 100).toFixed(1)}% of pages alone < ${MIN_WITH_BEACONS_RATIO * 100}%`,
    );
  const pick = (choose: (round: Round) => LoadResult, value: number) => ({
    ...rounds.map(choose).sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[1],
    requestsPerSecond: value,
  });
  return [
    { name: 'insights beacons, Next route (202/s)', ...pick((r) => r.viaNext, viaNext) },
    { name: 'insights beacons, listener (202/s)', ...pick((r) => r.viaIngest, viaIngest) },
    { name: 'home (en), beacons off', ...pick((r) => r.alone, alone) },
    { name: 'home (en), beacon per view', ...pick((r) => r.withBeacons, withBeacons), ratio },
  ];
}
