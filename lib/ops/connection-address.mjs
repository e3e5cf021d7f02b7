// The connection's address as the server saw it (docs/deploy.md, "Client addresses"). The request guard
// (request-guard.mjs), loaded before Next.js, writes it into a private request header; lib/rate-limit.ts reads it.
// Plain .mjs because the guard runs outside the app's bundle.

/** The private header the request guard sets on every request (any copy a client sent is deleted first). */
export const CONNECTION_ADDRESS_HEADER = 'x-algarve-connection-address';

/** Set on globalThis by the request guard: without it the header may be a client's own, and is not read. */
export const GUARD_INSTALLED = Symbol.for('algarve.requestGuard');

/** The longest address kept (an IPv6 address with a zone fits); a longer value is cut. */
const MAX_ADDRESS_LENGTH = 64;

/**
 * An address as rate limits and logs keep it: trimmed, IPv4-mapped IPv6 (`::ffff:192.0.2.1`) as plain IPv4, at most
 * 64 characters; "unknown" when empty.
 * @param {string | null | undefined} value
 * @returns {string}
 */
export function normalizeAddress(value) {
  const address = (value ?? '').trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  return address.slice(0, MAX_ADDRESS_LENGTH) || 'unknown';
}

/** True when the request guard runs in this process (or thread), so the header is the server's own. */
export function requestGuardInstalled() {
  return globalThis[GUARD_INSTALLED] === true;
}
