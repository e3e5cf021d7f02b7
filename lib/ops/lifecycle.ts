// What a server process does between start and exit when it runs behind a load balancer (docs/decisions/14-several-servers.md §3, §4).
import { prisma, type Db } from '@/lib/db';

const state = globalThis as unknown as { appDraining?: boolean; appShutdownInstalled?: boolean };

/** True once the process got SIGTERM: the readiness endpoint answers 503 from then on. */
export function isDraining(): boolean {
  return Boolean(state.appDraining);
}

/** What a process stops on SIGTERM, given by the wiring that started it (instrumentation-node.ts). */
export type ShutdownSteps = {
  /** Called at once, beside the drain (e.g. the outbox sender stops after the e-mail it is sending). */
  atOnce: (() => Promise<unknown>)[];
  /** Called one after another once the drain is over (e.g. insights held in memory are written). */
  afterDrain: ((db: Db) => Promise<unknown>)[];
};

/**
 * Makes SIGTERM graceful in the order a load balancer needs (docs/decisions/14-several-servers.md §3): at once the process reports not-ready
 * (`/api/ready`) and `steps.atOnce` run (the outbox sender stops after the e-mail it is sending); after `drainMs`
 * (SHUTDOWN_DRAIN_MS, 5,000 ms: time for a balancer polling readiness to take the process out) and `steps.afterDrain`
 * (the insights beacons held in memory are written; the listener's thread may take up to 10 s more), Next's own
 * SIGTERM handler runs, which
 * stops accepting connections, finishes the requests in flight and exits. Next registers that handler before
 * instrumentation runs; it is taken off the signal here and called once the drain is over (without one, e.g.
 * NEXT_MANUAL_SIG_HANDLE, the process exits with code 0 instead).
 */
export function installGracefulShutdown(
  steps: ShutdownSteps,
  drainMs = Number(process.env.SHUTDOWN_DRAIN_MS ?? 5_000),
): void {
  if (state.appShutdownInstalled) return;
  state.appShutdownInstalled = true;
  const nextHandlers = process.listeners('SIGTERM');
  for (const handler of nextHandlers) process.removeListener('SIGTERM', handler);
  process.on('SIGTERM', () => {
    if (state.appDraining) return;
    state.appDraining = true;
    console.log(`SIGTERM: reporting not-ready, stopping in ${drainMs} ms after the requests in flight.`);
    void Promise.all([...steps.atOnce.map((stop) => stop()), new Promise((resolve) => setTimeout(resolve, drainMs))])
      .then(() =>
        steps.afterDrain.reduce<Promise<unknown>>(
          (previous, stop) => previous.then(() => stop(prisma)),
          Promise.resolve(),
        ),
      )
      .then(() => {
        if (nextHandlers.length === 0) process.exit(0);
        for (const handler of nextHandlers) handler('SIGTERM');
      });
  });
}
