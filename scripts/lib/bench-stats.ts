// The bench's arithmetic and printing, kept free of I/O so a unit test can pin them down. Why our own
// percentiles: autocannon's histogram reports p50/p90/p97.5/p99 but not the p95 the targets are stated in, so the
// bench records every response time itself and computes the percentiles here.
import os from 'node:os';
import { textTable, type SkippedRow } from './text-table';

/** What one measured target produced. Latencies in milliseconds, throughput in requests per second. */
export interface BenchResult {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** Throughput divided by the static server's; undefined where no ratio applies. */
  ratio?: number;
  /** Throughput divided by the bare Next.js page's in the same run (docs/decisions/15-framework-ratios.md §1); undefined where none applies. */
  bareRatio?: number;
  /** The server process's CPU time (user + system) per answer, in ms; undefined where not measured. */
  cpuMsPerRequest?: number;
  /**
   * The bare page's CPU ms per answer divided by this target's: the throughput ratio a CPU-bound server would reach,
   * whatever else loads the machine (docs/decisions/15-framework-ratios.md §3); undefined where none applies.
   */
  bareCpuRatio?: number;
}

/** A measured row, or a target that was not measured and why ("skipped: 404"). */
export type BenchRow = BenchResult | SkippedRow;

/** Limits a result must meet (the performance targets of docs/decisions/06-fast-accessible-hardened.md). Latencies in ms. */
export interface BenchGoal {
  minRequestsPerSecond?: number;
  /** Least throughput as a share of the bare Next.js page's in the same run (docs/decisions/15-framework-ratios.md §3), e.g. 0.3. */
  minBareRatio?: number;
  maxP50?: number;
  maxP95?: number;
  maxP99?: number;
}

/**
 * The nearest-rank percentile of `values` (ms): the smallest value with at least `p` percent of the values at
 * or below it. `values` must be sorted ascending; NaN when it is empty.
 */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(rank, 1)) - 1];
}

/**
 * The median of the known values (nulls left out), the mean of the middle two when their number is even; null when
 * none is known. The figures of several runs of one measure, in any unit.
 */
export function median(values: readonly (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (known.length === 0) return null;
  const middle = Math.floor(known.length / 2);
  return known.length % 2 === 1 ? known[middle]! : (known[middle - 1]! + known[middle]!) / 2;
}

/**
 * Of one page's rounds (`npm run bench -- --rounds N`), the round whose ratio to the bare page is the median, the
 * lower middle one when their number is even: a whole measurement, so every figure printed with it comes from the
 * same window. Rounds without a ratio sort first.
 */
export function medianRound(rounds: readonly BenchResult[]): BenchResult {
  if (rounds.length === 0) throw new Error('No round to take the median of.');
  const sorted = [...rounds].sort((a, b) => (a.bareRatio ?? -1) - (b.bareRatio ?? -1));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** p50, p95 and p99 of unsorted latencies in ms. */
export function latencySummary(latencies: readonly number[]) {
  const sorted = Float64Array.from(latencies).sort();
  const values = Array.from(sorted);
  return { p50: percentile(values, 50), p95: percentile(values, 95), p99: percentile(values, 99) };
}

/** Human-readable misses of `result` against `goal`, e.g. "p99 142 ms > 100 ms"; empty when it meets them. */
export function goalMisses(result: BenchResult, goal: BenchGoal | undefined): string[] {
  if (!goal) return [];
  const misses: string[] = [];
  const rps = result.requestsPerSecond;
  if (goal.minRequestsPerSecond !== undefined && !(rps >= goal.minRequestsPerSecond)) {
    misses.push(`${Math.round(rps)} req/s < ${goal.minRequestsPerSecond} req/s`);
  }
  if (goal.minBareRatio !== undefined && !((result.bareRatio ?? Number.NaN) >= goal.minBareRatio)) {
    misses.push(`${formatRatio(result.bareRatio)} of the bare page's req/s < ${goal.minBareRatio.toFixed(2)}x`);
  }
  for (const key of ['p50', 'p95', 'p99'] as const) {
    const limit = goal[`max${key.toUpperCase()}` as 'maxP50' | 'maxP95' | 'maxP99'];
    if (limit !== undefined && !(result[key] < limit)) misses.push(`${key} ${formatMs(result[key])} ms >= ${limit} ms`);
  }
  return misses;
}

/** Latency with one decimal below 10 ms and none above ("0.8", "12"); "-" when not measured. */
export function formatMs(value: number): string {
  if (!Number.isFinite(value)) return '-';
  return value < 10 ? value.toFixed(1) : String(Math.round(value));
}

/** A ratio as "0.31x"; "-" when not measured. */
export function formatRatio(value: number | undefined): string {
  return value === undefined || !Number.isFinite(value) ? '-' : `${value.toFixed(2)}x`;
}

const HEADERS = [
  'target',
  'vs bare',
  'req/s',
  'CPU ms/req',
  'vs bare (CPU)',
  'p50 ms',
  'p95 ms',
  'p99 ms',
  'non-2xx',
  'errors',
  'vs static',
];

/**
 * The results as a plain-text table (see textTable), the ratio to the bare Next.js page first; skipped targets print
 * their reason on one line.
 */
export function formatTable(rows: readonly BenchRow[]): string {
  return textTable(HEADERS, rows, (row: BenchResult) => [
    row.name,
    row.bareRatio === undefined ? '' : formatRatio(row.bareRatio),
    Math.round(row.requestsPerSecond).toString(),
    row.cpuMsPerRequest === undefined ? '' : row.cpuMsPerRequest.toFixed(2),
    row.bareRatio === undefined ? '' : formatRatio(row.bareCpuRatio),
    formatMs(row.p50),
    formatMs(row.p95),
    formatMs(row.p99),
    String(row.non2xx),
    String(row.errors),
    row.ratio === undefined ? '' : `${row.ratio.toFixed(2)}x`,
  ]);
}

/** One line naming the machine: CPU model, core count, memory in GiB, Node version, load average. */
export function describeMachine(): string {
  const cpus = os.cpus();
  const memory = (os.totalmem() / 1024 ** 3).toFixed(1);
  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  return `${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${cpus.length} cores, ${memory} GiB RAM, Node ${process.version}, ${os.platform()} ${os.release()}, load average ${load}`;
}
