// The load generator of the topology bench (docs/performance.md "Through the topology"): wrk, not autocannon. Why:
// autocannon is one Node process, and through nginx's page cache it is the limit, not the server. Measured on the
// 2-core machine against the category page cached by nginx (27.8 kB gzip, as a browser asks for it): autocannon
// made 2,400-2,600 req/s at 10 and 50 connections with its process at 100% of a core and nginx's worker at 13%; wrk
// (C, one thread) made 23,600-26,500 req/s against the same nginx. Both client and server share the machine, so the
// client that spends less per answer leaves more of it to the server.
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { GetLoadOptions, LoadResult } from './bench-run';

/** wrk's `done` hook: one JSON line with the run's counts and latency percentiles (wrk reports microseconds). */
const REPORT_SCRIPT = `done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('\\nWRK_REPORT {"requests":%d,"durationUs":%d,"p50":%d,"p95":%d,"p99":%d,"status":%d,"errors":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(95), latency:percentile(99),
    e.status, e.connect + e.read + e.write + e.timeout))
end
`;

/** wrk's arguments for one run: one thread (the server needs the other core), a 10 s timeout, as autocannon's runs. */
export function wrkArgs({ url, connections, duration, headers = {} }: GetLoadOptions, script: string): string[] {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  return ['-t1', `-c${connections}`, `-d${duration}s`, '--timeout', '10s', '-s', script, ...headerArgs, url];
}

/**
 * The run's result from wrk's output with REPORT_SCRIPT's line: requests/s over the run, latencies in ms.
 * `non2xx` counts answers with a status of 400 or more (wrk's "status" errors); `errors` connection errors and
 * timeouts.
 * @throws Error when the output has no report line (wrk failed before its end).
 */
export function parseWrkReport(output: string): LoadResult {
  const line = output.split('\n').find((text) => text.startsWith('WRK_REPORT '));
  if (!line) throw new Error(`wrk printed no report:\n${output.slice(0, 2_000)}`);
  const report = JSON.parse(line.slice('WRK_REPORT '.length)) as Record<string, number>;
  const duration = report.durationUs / 1e6;
  return {
    requestsPerSecond: report.requests / duration,
    duration,
    responses: report.requests,
    p50: report.p50 / 1000,
    p95: report.p95 / 1000,
    p99: report.p99 / 1000,
    non2xx: report.status,
    errors: report.errors,
  };
}

/**
 * Loads `url` with wrk for `duration` seconds at `connections` (GET with `headers`) and summarises the run.
 * @throws Error when wrk is not installed (it names the Debian package) or exits without its report.
 */
export async function runWrk(options: GetLoadOptions): Promise<LoadResult> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-wrk-'));
  const script = path.join(dir, 'report.lua');
  await writeFile(script, REPORT_SCRIPT);
  try {
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn('wrk', wrkArgs(options, script), { stdio: ['ignore', 'pipe', 'pipe'] });
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => (text += chunk));
      child.stderr.on('data', (chunk: Buffer) => (text += chunk));
      child.once('error', (error: NodeJS.ErrnoException) =>
        reject(
          error.code === 'ENOENT'
            ? new Error('The topology bench loads the pages with wrk, which is not installed: apt-get install wrk')
            : error,
        ),
      );
      child.once('close', () => resolve(text));
    });
    return parseWrkReport(output);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
