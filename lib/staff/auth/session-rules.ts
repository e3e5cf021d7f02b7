/** A staff session lasts 60 minutes from sign-in or the last extension (docs/decisions/04-backoffice.md, docs/spec.md §4 Backoffice session). */
export const SESSION_MINUTES = 60;
/** ...and never more than 12 hours from the first sign-in. */
export const SESSION_MAX_HOURS = 12;
/** The warning shows when at most this many milliseconds are left (docs/spec.md §9: 300000 ms). */
export const SESSION_WARNING_MS = 300_000;
/** The page re-checks the session this often (docs/spec.md §9: 30 s). */
export const SESSION_CHECK_MS = 30_000;

/**
 * When a session signed in at `signedInAt` and extended (or signed in) at `now` ends, in epoch milliseconds:
 * 60 minutes after `now`, capped at 12 hours after `signedInAt`.
 */
export function sessionDeadline(signedInAt: number, now: number): number {
  return Math.min(now + SESSION_MINUTES * 60_000, signedInAt + SESSION_MAX_HOURS * 3_600_000);
}

/** "m:ss" for a countdown of `ms` milliseconds (rounded up to whole seconds, never negative). */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
