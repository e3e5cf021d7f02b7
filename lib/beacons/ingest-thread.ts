import { Worker } from 'node:worker_threads';
import { reportUnexpectedError } from '@/lib/report-error';

/** What the main thread and the listener's thread tell each other. */
export type ThreadMessage = 'listening' | 'stop' | 'stopped';

/** The first restart waits a second; each failure in a row doubles it, up to a minute. */
const FIRST_RESTART_MS = 1_000;
const LAST_RESTART_MS = 60_000;
/** How long a stop waits for the thread to write its last batch. */
const STOP_TIMEOUT_MS = 10_000;

type ThreadState = { worker?: Worker; restart?: NodeJS.Timeout; restartMs: number; stopped: boolean };
const state = globalThis as unknown as { insightsThread?: ThreadState };

function launch(thread: ThreadState, port: number, host: string): void {
  // The thread needs a connection or two for its batches, not the main thread's pool size.
  const env = { ...process.env, DATABASE_POOL_SIZE: '2' };
  const worker = new Worker(new URL('./ingest-worker.ts', import.meta.url), { workerData: { port, host }, env });
  thread.worker = worker;
  worker.on('message', (message: ThreadMessage) => {
    if (message === 'listening') thread.restartMs = FIRST_RESTART_MS;
  });
  worker.on('error', (error) => reportUnexpectedError('Insights listener thread failed', error));
  worker.on('exit', (code) => {
    if (thread.worker === worker) thread.worker = undefined;
    if (thread.stopped) return;
    console.error(
      `Insights listener thread on port ${port} ended (code ${code}); starting it again in ${thread.restartMs / 1_000} s.`,
    );
    thread.restart = setTimeout(() => {
      thread.restart = undefined;
      if (!thread.stopped) launch(thread, port, host);
    }, thread.restartMs);
    thread.restart.unref();
    thread.restartMs = Math.min(thread.restartMs * 2, LAST_RESTART_MS);
  });
  worker.unref();
}

/**
 * Starts the insights listener (lib/beacons/ingest.ts) on a worker thread of its own (docs/decisions/16-insights.md §2), so the main
 * thread, which renders the pages, does not handle beacons. A thread that ends (a crash, its port taken) is started
 * again after 1 s, then 2, 4, ... up to 60 s while it keeps failing; meanwhile the proxy sends beacons to the other
 * processes' listeners, or to Next's own `POST /api/insights` when none answers. Once per process.
 * @param port INSIGHTS_PORT, a TCP port (1-65535).
 * @param host INSIGHTS_HOST, default 127.0.0.1.
 * @throws Error when `port` is not a TCP port.
 */
export function startInsightsThread(port: number, host = process.env.INSIGHTS_HOST ?? '127.0.0.1'): void {
  if (!Number.isInteger(port) || port < 1 || port > 65_535)
    throw new Error(`INSIGHTS_PORT must be a TCP port (1-65535), not "${port}".`);
  if (state.insightsThread) return;
  const thread: ThreadState = { restartMs: FIRST_RESTART_MS, stopped: false };
  state.insightsThread = thread;
  launch(thread, port, host);
}

/**
 * Graceful shutdown (lib/ops/lifecycle.ts): no restart from now on; the thread stops listening, writes the beacons it
 * holds and exits. Resolves when it has, or after 10 s.
 */
export async function stopInsightsThread(): Promise<void> {
  const thread = state.insightsThread;
  if (!thread) return;
  thread.stopped = true;
  clearTimeout(thread.restart);
  const worker = thread.worker;
  if (!worker) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    new Promise<void>((resolve) => {
      worker.on('message', (message: ThreadMessage) => {
        if (message === 'stopped') resolve();
      });
      worker.once('exit', () => resolve());
      worker.postMessage('stop' satisfies ThreadMessage);
    }),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, STOP_TIMEOUT_MS);
    }),
  ]);
  clearTimeout(timer);
  await worker.terminate();
}
