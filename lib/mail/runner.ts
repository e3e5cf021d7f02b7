import { prisma } from '@/lib/db';
import { deliverDueEmails } from './sender';

const state = globalThis as unknown as { outboxRun?: Promise<void>; outboxAgain?: boolean; outboxTimer?: NodeJS.Timeout };

/**
 * Starts delivering due outbox rows in the background and returns at once (call after commit, e.g. from
 * `after()`), so the caller never waits for SMTP. Runs in one process do not overlap: a kick during a run makes
 * that run go round once more. Never throws.
 */
export function kickOutbox(): Promise<void> {
  if (state.outboxRun) {
    state.outboxAgain = true;
    return state.outboxRun;
  }
  state.outboxRun = (async () => {
    do {
      state.outboxAgain = false;
      await deliverDueEmails(prisma);
    } while (state.outboxAgain);
  })().finally(() => {
    state.outboxRun = undefined;
  });
  return state.outboxRun;
}

/** Delivers due rows every `intervalMs` (30 s): picks up retries after backoff and anything a kick missed. */
export function startOutboxLoop(intervalMs = Number(process.env.OUTBOX_INTERVAL_MS ?? 30_000)): void {
  if (state.outboxTimer) return;
  if (!process.env.SMTP_URL) console.warn('SMTP_URL is not set: e-mails are captured in the outbox, not sent (docs/mail.md).');
  state.outboxTimer = setInterval(() => void kickOutbox(), intervalMs);
  state.outboxTimer.unref();
  void kickOutbox();
}
