// The insights listener's own thread (lib/beacons/ingest-thread.ts starts it): beacons are read, validated and
// batched here, on the event loop of a worker thread, so the server's main thread does not handle them.
import { parentPort, workerData } from 'node:worker_threads';
import { prisma } from '@/lib/db';
import { reportUnexpectedError } from '@/lib/report-error';
import { startInsightsIngest, stopInsightsIngest } from './ingest';
import type { ThreadMessage } from './ingest-thread';
import { startInsightsFlusher, stopInsights } from './queue';

const post = (message: ThreadMessage) => parentPort?.postMessage(message);
const { port, host } = workerData as { port: number; host: string };
startInsightsFlusher(prisma);
const server = startInsightsIngest(prisma, port, host);
server.once('listening', () => post('listening'));
// A port that is taken or refused ends the thread, so the main thread starts it again later (with a growing delay).
server.once('error', () => process.exit(1));

parentPort?.on('message', (message: ThreadMessage) => {
  if (message !== 'stop') return;
  void stopInsightsIngest()
    .then(() => stopInsights(prisma))
    .then(() => prisma.$disconnect())
    .catch((error: unknown) => reportUnexpectedError('Insights listener thread did not stop cleanly', error))
    .finally(() => post('stopped'));
});
