// `npm run cluster`: the deployment topology as processes on this machine (scripts/lib/cluster.ts) until Ctrl-C:
// nginx on CLUSTER_PORT (3400; +1 and +2 reach process A or B only), two `next start` of the last build, Redis
// (unless --no-redis), a fresh embedded PostgreSQL. Needs `next build` first, and nginx and redis-server.
import { onShutdown, runMain } from './lib/cli';
import { startCluster } from './lib/cluster';

runMain(
  async () => {
    const basePort = Number(process.env.CLUSTER_PORT ?? 3400);
    const cluster = await startCluster({ basePort, redis: !process.argv.includes('--no-redis'), verbose: true });
    onShutdown(cluster.stop);
    console.log(`Cluster ready: ${cluster.url} (A: ${cluster.urlA}, B: ${cluster.urlB}). Ctrl-C stops it.`);
    await new Promise(() => undefined);
  },
  { signalExitCode: 0 },
);
