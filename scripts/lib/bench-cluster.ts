// `npm run bench -- --cluster` (docs/decisions/14-several-servers.md §8, docs/deploy.md "The page cache"): the page
// targets through nginx pinned to one process (no page cache), then through the topology as it ships (nginx's page
// cache balancing two processes), next to the bare Next.js page on one `next start` in the same run. Each topology
// row reads its req/s against the bare page's (TOPOLOGY_GOAL: at least 5x, p99 under 100 ms) and against one process.
// Why one process through nginx and not bare for that ratio: both sides then pay the same proxy hop.
// Every request asks for a compressed answer as browsers do (BROWSER_ENCODINGS), and wrk sends the load
// (scripts/lib/bench-wrk.ts: autocannon, one Node process, is the limit through nginx's page cache).
import path from 'node:path';
import { createPrismaClient } from '@/lib/db';
import { onShutdown } from './cli';
import { startCluster } from './cluster';
import { buildBareNext, describeBare } from './bench-bare';
import { startBareServer } from './bench-bare-server';
import { measureTarget, probe, type BenchContext } from './bench-measure';
import { formatTable, goalMisses, type BenchRow } from './bench-stats';
import { benchTargets, TOPOLOGY_GOAL, type BenchTarget } from './bench-targets';
import { runWrk } from './bench-wrk';

/** A browser's Accept-Encoding (Chromium's): pages travel compressed to every guest, so they are measured so. */
export const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/**
 * Starts the process topology (scripts/lib/cluster.ts, with Redis) on `basePort` and the bare page on `barePort`,
 * and measures every page target whose name contains `only`: through one process, then through the topology; prints
 * one table and the targets missed.
 */
export async function benchCluster(
  root: string,
  {
    basePort,
    barePort,
    duration,
    connections,
    only,
  }: { basePort: number; barePort: number; duration: number; connections: number; only?: string },
) {
  console.log(describeBare(await buildBareNext()));
  const bareBase = await startBareServer(barePort);
  // The bench names each order's client in X-Forwarded-For in front of nginx, as a CDN would (bench-measure.ts).
  const cluster = await startCluster({ basePort, redis: true, trustProxyHops: 2 });
  onShutdown(cluster.stop);
  const db = createPrismaClient(cluster.databaseUrl);
  onShutdown(() => db.$disconnect());
  const context: BenchContext = { base: cluster.urlA, db, nextDir: path.join(root, '.next'), duration, connections };
  console.log(
    `\nTopology: nginx (page cache) -> 2 x next start, Redis cache. Load: wrk, ${connections} connections, ${duration} s per run after a 2 s warm-up, Accept-Encoding as a browser's.\n`,
  );
  const bareTarget: BenchTarget = { name: 'bare Next.js page, 1 next start', kind: 'page', path: '/', goal: {} };
  const asBrowsers = { load: runWrk, extraHeaders: BROWSER_ENCODINGS };
  const bare = await measureTarget(context, bareTarget, bareBase, asBrowsers);
  const rows: BenchRow[] = [{ ...bare, bareRatio: 1 }];
  const misses: string[] = [];
  const targets = benchTargets.filter(
    (target) => target.kind === 'page' && (!only || target.name.toLowerCase().includes(only)),
  );
  for (const target of targets) {
    const skipped = await probe(context, target);
    if (skipped) {
      rows.push({ name: target.name, skipped });
      continue;
    }
    const one = await measureTarget(
      context,
      { ...target, name: `${target.name}, 1 process` },
      cluster.urlA,
      asBrowsers,
    );
    const two = await measureTarget(context, { ...target, name: `${target.name}, topology` }, cluster.url, asBrowsers);
    const row = {
      ...two,
      ratio: two.requestsPerSecond / one.requestsPerSecond,
      bareRatio: two.requestsPerSecond / bare.requestsPerSecond,
    };
    rows.push({ ...one, bareRatio: one.requestsPerSecond / bare.requestsPerSecond }, row);
    misses.push(...goalMisses(row, TOPOLOGY_GOAL).map((miss) => `${row.name}: ${miss}`));
  }
  console.log(
    `\n${formatTable(rows)}\n(ratio: requests/s through the topology divided by one process through the same nginx;` +
      ` bare ratio: divided by the bare page on one next start)`,
  );
  console.log(misses.length === 0 ? 'All measured targets met.' : `Targets missed:\n  ${misses.join('\n  ')}`);
}
