import { describe, expect, it } from 'vitest';
import { clientAddressKey, trustProxyHops } from '@/lib/rate-limit';

const key = (forwardedFor: string | null, hops?: number) =>
  clientAddressKey(new Headers(forwardedFor === null ? {} : { 'x-forwarded-for': forwardedFor }), hops);

describe('client address for rate limits (issue 6 §5)', () => {
  it('is the entry the trusted proxy appended, not what the client put before it', () => {
    // Behind one proxy: the client sent "1.1.1.1", the proxy appended the connection's address.
    expect(key('1.1.1.1, 203.0.113.7', 1)).toBe(key('203.0.113.7', 1));
    expect(key('9.9.9.9, 203.0.113.7', 1)).toBe(key('1.1.1.1, 203.0.113.7', 1));
    expect(key('1.1.1.1, 203.0.113.7', 1)).not.toBe(key('1.1.1.1', 1));
  });

  it('counts hops from the right behind several proxies', () => {
    // Client-supplied, then the CDN appended the client's address, then the load balancer appended the CDN's.
    expect(key('6.6.6.6, 203.0.113.7, 198.51.100.2', 2)).toBe(key('203.0.113.7', 1));
    // Fewer entries than hops: the leftmost one.
    expect(key('203.0.113.7', 3)).toBe(key('203.0.113.7', 1));
  });

  it('hashes the address and says unknown without the header', () => {
    expect(key('203.0.113.7')).toMatch(/^[\w-]{22}$/);
    expect(key('203.0.113.7')).not.toContain('203');
    expect(key(null)).toBe(key(''));
    expect(key(null)).not.toBe(key('203.0.113.7'));
  });

  it('reads TRUST_PROXY_HOPS, defaulting to one proxy', () => {
    expect(trustProxyHops(undefined)).toBe(1);
    expect(trustProxyHops('2')).toBe(2);
    expect(trustProxyHops('0')).toBe(1);
    expect(trustProxyHops('two')).toBe(1);
  });
});
