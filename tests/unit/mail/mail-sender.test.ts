import { describe, expect, it } from 'vitest';
import { hasEmailApiToken } from '@/lib/shop/orders/email-api-auth';
import { isSameOrigin } from '@/lib/http/origin';
import { retryDelayMs } from '@/lib/mail/sender';

describe('outbox backoff (docs/decisions/05-mail-content-pages-inbox.md §2)', () => {
  it('doubles from 30 seconds and stops at one hour', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(8)).toBe(3_600_000);
    expect(retryDelayMs(50)).toBe(3_600_000);
  });
});

describe('e-mail endpoint checks (docs/decisions/05-mail-content-pages-inbox.md §3)', () => {
  const request = (headers: Record<string, string>) =>
    new Request('http://localhost:3000/api/email/order-new', { method: 'POST', headers });

  it('accepts only the exact bearer token, and nothing when no token is configured', () => {
    expect(hasEmailApiToken(request({ authorization: 'Bearer s3cret' }), 's3cret')).toBe(true);
    expect(hasEmailApiToken(request({ authorization: 'bearer   s3cret ' }), 's3cret')).toBe(true);
    expect(hasEmailApiToken(request({ authorization: 'Bearer s3cret2' }), 's3cret')).toBe(false);
    expect(hasEmailApiToken(request({ authorization: 'Bearer ' }), '')).toBe(false);
    expect(hasEmailApiToken(request({}), 's3cret')).toBe(false);
  });

  it('lets machine clients (no Origin) and same-origin browsers through, refuses other origins', () => {
    expect(isSameOrigin(request({ host: 'rewards.example' }))).toBe(true);
    expect(isSameOrigin(request({ host: 'rewards.example', origin: 'https://rewards.example' }))).toBe(true);
    expect(isSameOrigin(request({ host: 'rewards.example', origin: 'https://evil.example' }))).toBe(false);
    expect(
      isSameOrigin(
        request({ host: 'internal:3000', 'x-forwarded-host': 'rewards.example', origin: 'https://rewards.example' }),
      ),
    ).toBe(true);
    expect(isSameOrigin(request({ host: 'rewards.example', origin: 'null' }))).toBe(false);
  });

  it('refuses a request without Origin when the endpoint requires one (browser-only endpoints)', () => {
    expect(isSameOrigin(request({ host: 'rewards.example' }), { required: true })).toBe(false);
    expect(
      isSameOrigin(request({ host: 'rewards.example', origin: 'https://rewards.example' }), { required: true }),
    ).toBe(true);
  });
});
