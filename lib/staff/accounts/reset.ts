import type { Db } from '@/lib/db';
import { consumeRateLimit, recipientKey, type RateLimit } from '@/lib/rate-limit';
import { recordActivity } from '@/lib/staff/activity/log';
import { normalizeEmail } from '@/lib/staff/auth/credentials';
import { createAccountLink } from './links';

/** "Forgot password" requests one client address may make (hashed address, clientAddressKey). */
export const RESET_ADDRESS_LIMIT: RateLimit = { bucket: 'staff-reset-address', limit: 5, windowMinutes: 15 };
/** Reset links one e-mail address may be sent, whoever asks, from however many client addresses. */
export const RESET_RECIPIENT_LIMIT: RateLimit = { bucket: 'staff-reset-recipient', limit: 3, windowMinutes: 15 };

/** What a "Forgot password" request led to: a link to send, or nothing to send. */
export type ResetRequest = { outcome: 'send'; email: string; locale: string; token: string } | { outcome: 'none' };

/**
 * Counts a "Forgot password" request (docs/decisions/11-staff-security.md §12), whether or not the address has an
 * account, against RESET_ADDRESS_LIMIT (5 per client address) and RESET_RECIPIENT_LIMIT (3 per e-mail address) over
 * 15 minutes. It reads no account, so it takes the same time for any address.
 * @param clientKey the hashed client address (clientAddressKey).
 * @returns false when either limit is reached (the request is refused and nothing else is done).
 */
export async function countResetRequest(db: Db, rawEmail: string, clientKey: string): Promise<boolean> {
  const email = normalizeEmail(rawEmail);
  return db.$transaction(
    async (tx) =>
      (await consumeRateLimit(tx, RESET_ADDRESS_LIMIT, clientKey)) &&
      (await consumeRateLimit(tx, RESET_RECIPIENT_LIMIT, recipientKey(email))),
  );
}

/**
 * Issues the reset link of a counted request: an enabled account gets a one-time link (60 minutes) and
 * `auth.password.reset-request` is logged; an unknown or disabled address gets nothing. The action runs it after its
 * answer has gone, so neither the words nor the time of the answer tell who has an account.
 */
export async function issuePasswordReset(
  db: Db,
  rawEmail: string,
  address: string | null = null,
): Promise<ResetRequest> {
  const email = normalizeEmail(rawEmail);
  return db.$transaction(async (tx) => {
    const account = await tx.adminUser.findUnique({
      where: { email },
      select: { id: true, disabled: true, locale: true },
    });
    if (!account || account.disabled) return { outcome: 'none' };
    const token = await createAccountLink(tx, account.id, 'reset');
    await recordActivity(tx, {
      adminId: account.id,
      action: 'auth.password.reset-request',
      target: `admin:${account.id}`,
      address,
    });
    return { outcome: 'send', email, locale: account.locale, token };
  });
}
