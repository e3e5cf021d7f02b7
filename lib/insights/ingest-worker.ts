// The insights listener's own thread (lib/insights/ingest-thread.ts starts it): beacons are read, validated and
// batched here, on the event loop of a worker thread, so the server's main thread spends nothing on them.
import { parentPort, workerData } from 'node:worker_threads';
import { prisma } from '@/lib/db';
import { startInsightsIngest, stopInsightsIngest } from './ingest';
import { startInsightsFlusher, stopInsights } from './queue';

const { port, host } = workerData as { port: number; host: string };
startInsightsFlusher(prisma);
const server = startInsightsIngest(prisma, port, host);
server.once('listening', () => parentPort?.postMessage('listening'));

parentPort?.on('message', (message) => {
  if (message !== 'stop') return;
  void stopInsightsIngest()
    .then(() => stopInsights(prisma))
    .then(() => prisma.$disconnect())
    .finally(() => parentPort?.postMessage('stopped'));
});
