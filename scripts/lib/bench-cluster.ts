// `npm run bench -- --cluster` (docs/decisions/14-several-servers.md §8): the page targets through nginx balancing two processes, next to the
// same nginx pinned to one of them, in one run on one machine, so the ratio shows what the second process adds.
// Why one process through nginx and not bare: both sides then pay the same proxy hop.
import path from 'node:path';
import { createPrismaClient } from '@/lib/db';
import { onShutdown } from './cli';
import { startCluster } from './cluster';
import { measureTarget, probe, type BenchContext } from './bench-measure';
import { formatTable, type BenchRow } from './bench-stats';
import { benchTargets } from './bench-targets';

/**
 * Starts the process topology (scripts/lib/cluster.ts, with Redis) on `basePort` and measures every page target
 * whose name contains `only` twice: one process, then two; prints one table with the ratio two / one.
 */
export async function benchCluster(
  root: string,
  { basePort, duration, connections, only }: { basePort: number; duration: number; connections: number; only?: string },
) {
  // The bench names each order's client in X-Forwarded-For in front of nginx, as a CDN would (bench-measure.ts).
  const cluster = await startCluster({ basePort, redis: true, trustProxyHops: 2 });
  onShutdown(cluster.stop);
  const db = createPrismaClient(cluster.databaseUrl);
  onShutdown(() => db.$disconnect());
  const context: BenchContext = { base: cluster.urlA, db, nextDir: path.join(root, '.next'), duration, connections };
  console.log(
    `\nCluster: nginx -> 2 x next start, Redis cache. Load: ${connections} connections, ${duration} s per run after a 2 s warm-up.\n`,
  );
  const rows: BenchRow[] = [];
  const targets = benchTargets.filter(
    (target) => target.kind === 'page' && (!only || target.name.toLowerCase().includes(only)),
  );
  for (const target of targets) {
    const skipped = await probe(context, target);
    if (skipped) {
      rows.push({ name: target.name, skipped });
      continue;
    }
    const one = await measureTarget(context, { ...target, name: `${target.name}, 1 process` }, cluster.urlA);
    const two = await measureTarget(context, { ...target, name: `${target.name}, 2 processes` }, cluster.url);
    rows.push(one, { ...two, ratio: two.requestsPerSecond / one.requestsPerSecond });
  }
  console.log(
    `\n${formatTable(rows)}\n(ratio: requests/s with two processes divided by one process through the same nginx)`,
  );
}
