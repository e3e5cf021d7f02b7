import { prisma } from '@/lib/db';
import { deliverDueEmails, transportFromEnv, type MailTransport } from './sender';

/** Rows one run claims at most; a full run is followed by another at once. */
const RUN_LIMIT = 50;

const state = globalThis as unknown as {
  outboxTransport?: MailTransport;
  outboxRun?: Promise<void>;
  outboxAgain?: boolean;
  outboxTimer?: NodeJS.Timeout;
  outboxStopped?: boolean;
};

/**
 * Starts delivering due outbox rows in the background and returns at once (call after commit, e.g. from
 * `after()`), so the caller never waits for SMTP. Runs in one process do not overlap: a kick during a run, or a run
 * that handled its limit (a backlog), makes that run go round once more. Never throws.
 */
export function kickOutbox(): Promise<void> {
  if (state.outboxStopped) return Promise.resolve();
  if (state.outboxRun) {
    state.outboxAgain = true;
    return state.outboxRun;
  }
  state.outboxRun = (async () => {
    let handled = 0;
    do {
      state.outboxAgain = false;
      // One pooled transport per process: its SMTP connections are kept open between runs.
      state.outboxTransport ??= transportFromEnv(process.env.SMTP_URL, { pool: true });
      handled = await deliverDueEmails(prisma, {
        transport: state.outboxTransport,
        limit: RUN_LIMIT,
        shouldStop: () => Boolean(state.outboxStopped),
      });
      // A full run may have left more due: go round at once rather than after OUTBOX_INTERVAL_MS.
    } while ((state.outboxAgain || handled >= RUN_LIMIT) && !state.outboxStopped);
  })().finally(() => {
    state.outboxRun = undefined;
  });
  return state.outboxRun;
}

/** Delivers due rows every `intervalMs` (30 s): picks up retries after backoff and anything a kick missed. */
export function startOutboxLoop(intervalMs = Number(process.env.OUTBOX_INTERVAL_MS ?? 30_000)): void {
  if (state.outboxTimer) return;
  if (!process.env.SMTP_URL)
    console.warn('SMTP_URL is not set: e-mails are captured in the outbox, not sent (docs/mail.md).');
  state.outboxTimer = setInterval(() => void kickOutbox(), intervalMs);
  state.outboxTimer.unref();
  void kickOutbox();
}

/**
 * Stops this process's sender for good (graceful shutdown, docs/decisions/14-several-servers.md §3): no new run starts, and a run under way
 * stops after the batch it is sending (at most OUTBOX_BATCH_SIZE e-mails). Resolves once their outcomes are stored
 * and the SMTP connections closed; never throws.
 */
export async function stopOutbox(): Promise<void> {
  state.outboxStopped = true;
  clearInterval(state.outboxTimer);
  state.outboxTimer = undefined;
  await state.outboxRun;
  if (state.outboxTransport?.kind === 'smtp') state.outboxTransport.transporter.close();
}
