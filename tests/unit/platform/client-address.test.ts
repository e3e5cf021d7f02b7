import { describe, expect, it } from 'vitest';
import { CONNECTION_ADDRESS_HEADER, GUARD_INSTALLED } from '@/lib/ops/connection-address.mjs';
import { clientAddress, clientAddressKey, trustProxyHops } from '@/lib/rate-limit';

/** A request as the server sees it: the guard's connection header, and what X-Forwarded-For arrived. */
const request = (connection: string | null, forwardedFor?: string) =>
  new Headers({
    ...(connection === null ? {} : { [CONNECTION_ADDRESS_HEADER]: connection }),
    ...(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }),
  });

describe('client address for rate limits and the activity log (docs/deploy.md, Client addresses)', () => {
  it('is the connection when no proxy is trusted, whatever X-Forwarded-For the client sends', () => {
    expect(clientAddress(request('203.0.113.7'), 0)).toBe('203.0.113.7');
    expect(clientAddress(request('203.0.113.7', '1.1.1.1'), 0)).toBe('203.0.113.7');
    expect(clientAddressKey(request('203.0.113.7', '1.1.1.1'), 0)).toBe(
      clientAddressKey(request('203.0.113.7', '9.9.9.9'), 0),
    );
  });

  it('counts trusted proxies from the connection: each appended the address it was connected from', () => {
    // Behind one nginx (10.0.0.2): the client sent "1.1.1.1", nginx appended the client's address.
    expect(clientAddress(request('10.0.0.2', '1.1.1.1, 203.0.113.7'), 1)).toBe('203.0.113.7');
    expect(clientAddress(request('10.0.0.2', '203.0.113.7'), 1)).toBe('203.0.113.7');
    // A CDN, then the balancer: two hops.
    expect(clientAddress(request('10.0.0.2', '6.6.6.6, 203.0.113.7, 198.51.100.2'), 2)).toBe('203.0.113.7');
    // Fewer entries than hops: the leftmost.
    expect(clientAddress(request('10.0.0.2', '203.0.113.7'), 3)).toBe('203.0.113.7');
    expect(clientAddress(request('10.0.0.2'), 1)).toBe('10.0.0.2');
  });

  it('reads IPv4-mapped addresses as IPv4 and keeps at most 64 characters', () => {
    expect(clientAddress(request('::ffff:127.0.0.1'), 0)).toBe('127.0.0.1');
    expect(clientAddress(request('10.0.0.2', '::ffff:203.0.113.7'), 1)).toBe('203.0.113.7');
    expect(clientAddressKey(request('10.0.0.2', '::FFFF:203.0.113.7'), 1)).toBe(
      clientAddressKey(request('203.0.113.7'), 0),
    );
    expect(clientAddress(request('2001:db8::1'), 0)).toBe('2001:db8::1');
    expect(clientAddress(request('10.0.0.2', 'x'.repeat(5_000)), 1)).toHaveLength(64);
  });

  it('is unknown without the request guard, even when a client sends its header', () => {
    const state = globalThis as Record<symbol, unknown>;
    const installed = state[GUARD_INSTALLED];
    state[GUARD_INSTALLED] = false;
    try {
      expect(clientAddress(request('203.0.113.7'), 0)).toBe('unknown');
    } finally {
      state[GUARD_INSTALLED] = installed;
    }
    expect(clientAddress(request(null), 0)).toBe('unknown');
  });

  it('hashes the address', () => {
    expect(clientAddressKey(request('203.0.113.7'))).toMatch(/^[\w-]{22}$/);
    expect(clientAddressKey(request('203.0.113.7'))).not.toContain('203');
    expect(clientAddressKey(request('203.0.113.7'))).not.toBe(clientAddressKey(request('203.0.113.8')));
  });

  it('reads TRUST_PROXY_HOPS, defaulting to no proxy', () => {
    expect(trustProxyHops(undefined)).toBe(0);
    expect(trustProxyHops('0')).toBe(0);
    expect(trustProxyHops('1')).toBe(1);
    expect(trustProxyHops('2')).toBe(2);
    expect(trustProxyHops('two')).toBe(0);
    expect(trustProxyHops('-1')).toBe(0);
    expect(trustProxyHops('1000')).toBe(0);
  });
});
