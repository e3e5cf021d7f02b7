import { createHash, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Db, Tx } from '@/lib/db';
import { openTotpSecret } from './totp-secret-box';

/** Name shown in the authenticator app next to the staff member's e-mail. */
export const TOTP_ISSUER = 'Algarve Rewards backoffice';
/** Recovery codes issued at enrolment or regeneration (docs/decisions/11-staff-security.md §4). */
export const RECOVERY_CODE_COUNT = 10;
// A code from the previous or next 30-second step is accepted (clock drift), as RFC 6238 §5.2 allows.
const TOLERANCE_SECONDS = 30;
// 10 characters of a 32-letter alphabet without look-alikes (0/O, 1/l/I): 50 bits per code.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Whether every staff account must have a second factor (`STAFF_2FA=required`; default optional). */
export function twoFactorRequired(value = process.env.STAFF_2FA): boolean {
  return value?.trim().toLowerCase() === 'required';
}

/** A new TOTP secret: 20 random bytes, base32 (what authenticator apps expect). */
export function newTotpSecret(): string {
  return generateSecret();
}

/**
 * The otpauth:// URI of a secret, and the same as a QR code for enrolment: an SVG rendered on the server, as a
 * `data:image/svg+xml` URL for an <img>.
 */
export async function totpEnrolment(email: string, secret: string): Promise<{ uri: string; qrDataUrl: string }> {
  const uri = generateURI({ issuer: TOTP_ISSUER, label: email, secret });
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { uri, qrDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * Checks a 6-digit TOTP code (RFC 6238: SHA-1, 30-second steps, one step of drift either way).
 * @param afterTimeStep the step of the last accepted code: that step and older ones are refused (no replay).
 * @returns the code's time step, or null when it is not valid now.
 */
export async function verifyTotp(secret: string, code: string, afterTimeStep?: number | null): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epochTolerance: TOLERANCE_SECONDS,
    afterTimeStep: afterTimeStep ?? undefined,
  }).catch(() => null);
  return result?.valid && 'timeStep' in result ? result.timeStep : null;
}

/** A code as typed: spaces and dashes dropped, lower case. */
export function normalizeCode(code: string): string {
  return code.replace(/[\s-]/g, '').toLowerCase();
}

function hashRecoveryCode(code: string): string {
  // The codes carry 50 random bits each: a fast hash is enough (no dictionary to try), and it is checked once.
  return createHash('sha256')
    .update(`staff-recovery-code:${normalizeCode(code)}`)
    .digest('base64url');
}

/**
 * Replaces an account's recovery codes with RECOVERY_CODE_COUNT (10) new ones, stored hashed (SHA-256).
 * @returns the codes in clear, formatted `xxxxx-xxxxx`, to be shown once.
 */
export async function replaceRecoveryCodes(tx: Tx, adminId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  await tx.staffRecoveryCode.deleteMany({ where: { adminId } });
  await tx.staffRecoveryCode.createMany({ data: codes.map((code) => ({ adminId, codeHash: hashRecoveryCode(code) })) });
  return codes;
}

/** Unused recovery codes of an account. */
export function countRecoveryCodes(db: Db, adminId: number): Promise<number> {
  return db.staffRecoveryCode.count({ where: { adminId, usedAt: null } });
}

/** The second-factor fields of an account, as checkSecondFactor needs them (`totpSecret` as stored: sealed). */
export type SecondFactorAccount = { id: number; totpSecret: string | null; totpLastStep: number | null };

/**
 * Checks what the staff member typed as second factor (docs/decisions/11-staff-security.md §4): a current TOTP code, accepted once (its step
 * is stored, so the same code cannot be replayed), or one of the account's recovery codes, used up atomically
 * (exactly once even under concurrent sign-ins).
 * @returns 'totp' or 'recovery' when accepted, 'missing' when nothing was typed, 'wrong' otherwise.
 */
export async function checkSecondFactor(
  db: Db | Tx,
  account: SecondFactorAccount,
  typed: string | undefined,
): Promise<'totp' | 'recovery' | 'missing' | 'wrong'> {
  const code = normalizeCode(typed ?? '');
  if (!code) return 'missing';
  if (/^\d{6}$/.test(code)) {
    const secret = account.totpSecret && openTotpSecret(account.totpSecret, account.id);
    const step = secret ? await verifyTotp(secret, code, account.totpLastStep) : null;
    if (step === null) return 'wrong';
    const claimed = await db.adminUser.updateMany({
      where: { id: account.id, OR: [{ totpLastStep: null }, { totpLastStep: { lt: step } }] },
      data: { totpLastStep: step },
    });
    return claimed.count === 1 ? 'totp' : 'wrong';
  }
  const used = await db.staffRecoveryCode.updateMany({
    where: { adminId: account.id, codeHash: hashRecoveryCode(code), usedAt: null },
    data: { usedAt: new Date() },
  });
  return used.count === 1 ? 'recovery' : 'wrong';
}
