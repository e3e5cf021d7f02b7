import { createHmac, timingSafeEqual } from 'node:crypto';
import { appSecret } from '@/lib/secret';
import { normalizeEmail } from './credentials';

/** Cookie that marks a browser where a staff member signed in successfully (OWASP "device cookie"). */
export const TRUSTED_DEVICE_COOKIE = 'staff-device';
/** How long the browser stays trusted after a successful sign-in, in days. */
export const TRUSTED_DEVICE_DAYS = 90;

function signature(payload: string): Buffer {
  return createHmac('sha256', appSecret()).update(`staff-device:${payload}`).digest();
}

/**
 * The device cookie's value for a staff e-mail, signed with AUTH_SECRET: `<e-mail base64url>.<issued at, epoch
 * ms>.<HMAC>`. A browser that holds it is not slowed down when its account is under a distributed attack (docs/decisions/11-staff-security.md
 * §3: the real staff member still signs in at once).
 */
export function trustedDeviceToken(email: string, now = Date.now()): string {
  const payload = `${Buffer.from(normalizeEmail(email)).toString('base64url')}.${now}`;
  return `${payload}.${signature(payload).toString('base64url')}`;
}

/** Whether `value` is a valid, unexpired (TRUSTED_DEVICE_DAYS) device cookie for `email`. */
export function isTrustedDevice(value: string | undefined, email: string, now = Date.now()): boolean {
  const [who, issuedAt, mac] = (value ?? '').split('.');
  if (!who || !issuedAt || !mac) return false;
  const expected = signature(`${who}.${issuedAt}`);
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  const age = now - Number(issuedAt);
  return (
    Buffer.from(who, 'base64url').toString() === normalizeEmail(email) &&
    age >= 0 &&
    age < TRUSTED_DEVICE_DAYS * 86_400_000
  );
}
