import { afterEach, describe, expect, it, vi } from 'vitest';
import { isTrustedDevice, TRUSTED_DEVICE_DAYS, trustedDeviceToken } from '@/lib/staff/auth/trusted-device';

// The trusted-device cookie (lib/staff/auth/trusted-device.ts) lets a staff member's own browser past the per-account
// slow-down: it must hold only for the account it names, signed with this server's secret, for TRUSTED_DEVICE_DAYS.

const DAY = 86_400_000;
const issued = Date.UTC(2026, 10, 25, 12);
const email = 'staff.member@example.com';

afterEach(() => vi.unstubAllEnvs());

/** The token with one of its three dot-separated parts replaced. */
function withPart(token: string, index: number, value: string) {
  const parts = token.split('.');
  parts[index] = value;
  return parts.join('.');
}

describe('trusted-device cookie', () => {
  it('holds for its own account, whatever the e-mail’s case and spaces', () => {
    const token = trustedDeviceToken(email, issued);
    expect(isTrustedDevice(token, email, issued + 1000)).toBe(true);
    expect(isTrustedDevice(token, '  Staff.Member@EXAMPLE.com ', issued + 1000)).toBe(true);
  });

  it('names one account: another account’s check refuses it, and a re-signed account name does not pass', () => {
    const token = trustedDeviceToken(email, issued);
    expect(isTrustedDevice(token, 'other@example.com', issued + 1000)).toBe(false);
    const otherAccount = Buffer.from('other@example.com').toString('base64url');
    expect(isTrustedDevice(withPart(token, 0, otherAccount), 'other@example.com', issued + 1000)).toBe(false);
  });

  it('needs this server’s signature: a changed signature, issue time or secret, or a malformed value, is refused', () => {
    const token = trustedDeviceToken(email, issued);
    const mac = token.split('.')[2];
    const flipped = `${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`;
    expect(isTrustedDevice(withPart(token, 2, flipped), email, issued + 1000)).toBe(false);
    expect(isTrustedDevice(withPart(token, 2, mac.slice(0, -2)), email, issued + 1000)).toBe(false);
    expect(isTrustedDevice(withPart(token, 1, String(issued + DAY)), email, issued + DAY + 1000)).toBe(false);
    for (const malformed of [undefined, '', 'x', `${token}.extra`.split('.').slice(0, 2).join('.'), '..']) {
      expect(isTrustedDevice(malformed, email, issued + 1000), String(malformed)).toBe(false);
    }
    vi.stubEnv('AUTH_SECRET', 'another-secret-of-at-least-thirty-two-bytes!');
    expect(isTrustedDevice(token, email, issued + 1000)).toBe(false);
    expect(isTrustedDevice(trustedDeviceToken(email, issued), email, issued + 1000)).toBe(true);
  });

  it(`expires after ${TRUSTED_DEVICE_DAYS} days and is not valid before it was issued`, () => {
    const token = trustedDeviceToken(email, issued);
    expect(isTrustedDevice(token, email, issued + TRUSTED_DEVICE_DAYS * DAY - 1)).toBe(true);
    expect(isTrustedDevice(token, email, issued + TRUSTED_DEVICE_DAYS * DAY)).toBe(false);
    expect(isTrustedDevice(token, email, issued - 1000)).toBe(false);
  });
});
