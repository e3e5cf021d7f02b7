import { prisma } from '@/lib/db';
import { deliverDueEmails } from './sender';

const state = globalThis as unknown as {
  outboxRun?: Promise<void>;
  outboxAgain?: boolean;
  outboxTimer?: NodeJS.Timeout;
  outboxStopped?: boolean;
};

/**
 * Starts delivering due outbox rows in the background and returns at once (call after commit, e.g. from
 * `after()`), so the caller never waits for SMTP. Runs in one process do not overlap: a kick during a run makes
 * that run go round once more. Never throws.
 */
export function kickOutbox(): Promise<void> {
  if (state.outboxStopped) return Promise.resolve();
  if (state.outboxRun) {
    state.outboxAgain = true;
    return state.outboxRun;
  }
  state.outboxRun = (async () => {
    do {
      state.outboxAgain = false;
      await deliverDueEmails(prisma, { shouldStop: () => Boolean(state.outboxStopped) });
    } while (state.outboxAgain && !state.outboxStopped);
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
 * stops after the e-mail it is sending. Resolves once that e-mail's outcome is stored; never throws.
 */
export async function stopOutbox(): Promise<void> {
  state.outboxStopped = true;
  clearInterval(state.outboxTimer);
  state.outboxTimer = undefined;
  await state.outboxRun;
}
