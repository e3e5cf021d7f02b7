import type { Db } from '@/lib/db';
import { OUTBOX_RENEW_MS, renewLease, type ClaimedEmail } from './claim';

/*
 * A sender's hold on the rows it claimed (docs/mail.md "Once, and what is guaranteed"): their leases are short
 * (30 s) and renewed every 10 s while the sender works, so a live sender keeps its rows however slow SMTP is, and
 * the rows of a sender that died are taken over by another within a minute.
 */

/** The claims a sender works on, renewed in the background until each is released. */
export type LeaseKeeper = {
  /** Stops renewing `claim`, once its outcome is recorded (a renewal still under way then matches nothing). */
  release(claim: ClaimedEmail): void;
};

/**
 * Renews the leases of `claims` every OUTBOX_RENEW_MS (10 s) until each is released (renewLease), through the send
 * and the recording of its outcome (which waits out a database restart). A renewal leaves the claim's identity as it
 * is, so it may run beside the recording. A renewal that fails (the database unreachable) is tried again at the next
 * tick; a claim found taken by another sender is no longer renewed, and its outcome will not be recorded by this
 * sender (recordOutcome answers false).
 */
export function keepLeases(db: Db, claims: ClaimedEmail[]): LeaseKeeper {
  const held = new Set(claims);
  let renewal: Promise<void> | undefined;
  const renew = async () => {
    await Promise.all(
      [...held].map(async (claim) => {
        const kept = await renewLease(db, claim).catch(() => true);
        // Released meanwhile: its outcome was recorded, which ends the claim.
        if (kept || !held.has(claim)) return;
        held.delete(claim);
        console.warn(
          `Outbox e-mail ${claim.id}: its lease ended before its outcome was recorded; another sender took it over.`,
        );
      }),
    );
  };
  const timer = setInterval(() => {
    renewal ??= renew().finally(() => {
      renewal = undefined;
    });
  }, OUTBOX_RENEW_MS);
  // The work itself keeps the process alive; a shutdown must not wait for this timer.
  timer.unref();
  return {
    release(claim) {
      held.delete(claim);
      if (held.size === 0) clearInterval(timer);
    },
  };
}
