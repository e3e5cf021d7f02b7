import { Worker } from 'node:worker_threads';
import { reportUnexpectedError } from '@/lib/report-error';

const state = globalThis as unknown as { insightsThread?: { worker: Worker; stopping: boolean } };

/**
 * Starts the insights listener (lib/insights/ingest.ts) on a worker thread of its own (issue 16 §2): a beacon then
 * costs the main thread, which renders the pages, nothing. A thread that dies is started again after a second;
 * meanwhile the proxy's backup (Next's own `POST /api/insights`) takes the beacons.
 * @param port INSIGHTS_PORT; @param host INSIGHTS_HOST (default 127.0.0.1).
 */
export function startInsightsThread(port: number, host = process.env.INSIGHTS_HOST ?? '127.0.0.1'): void {
  if (state.insightsThread) return;
  // The thread needs a connection or two for its batches, not the main thread's pool size.
  const env = { ...process.env, DATABASE_POOL_SIZE: '2' };
  const worker = new Worker(new URL('./ingest-worker.ts', import.meta.url), { workerData: { port, host }, env });
  const entry = { worker, stopping: false };
  state.insightsThread = entry;
  worker.on('error', (error) => reportUnexpectedError('Insights listener thread failed', error));
  worker.on('exit', () => {
    if (state.insightsThread === entry) state.insightsThread = undefined;
    if (!entry.stopping) setTimeout(() => startInsightsThread(port, host), 1_000).unref();
  });
  worker.unref();
}

/**
 * Graceful shutdown: the thread stops listening, writes the beacons it holds, and exits. Resolves when it has, or
 * after 10 s.
 */
export async function stopInsightsThread(): Promise<void> {
  const entry = state.insightsThread;
  if (!entry) return;
  entry.stopping = true;
  const stopped = new Promise<void>((resolve) => {
    entry.worker.on('message', (message) => message === 'stopped' && resolve());
    entry.worker.once('exit', () => resolve());
  });
  entry.worker.postMessage('stop');
  await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  await entry.worker.terminate();
}
