import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onPublicOrigin } from '@/lib/http/origin';

// docs/deploy.md "The public origin": Auth.js gets the request on SITE_URL, and one served over https stays https, so
// the session cookie it sets is Secure and `__Secure-` prefixed.
describe('onPublicOrigin', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('moves the request onto SITE_URL, keeping its path, query, method and headers', () => {
    vi.stubEnv('SITE_URL', 'https://rewards.example');
    const moved = onPublicOrigin(
      new NextRequest('http://localhost:3100/api/auth/callback/credentials?x=1', {
        method: 'POST',
        headers: { 'x-forwarded-proto': 'https', cookie: 'a=b' },
      }),
    );
    expect(moved.url).toBe('https://rewards.example/api/auth/callback/credentials?x=1');
    expect(moved.method).toBe('POST');
    expect(moved.headers.get('cookie')).toBe('a=b');
  });

  it('keeps https when the request was served over https, even with an http SITE_URL', () => {
    vi.stubEnv('SITE_URL', 'http://localhost:3100');
    const viaProxy = new NextRequest('http://localhost:3100/api/auth/csrf', {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(new URL(onPublicOrigin(viaProxy).url).protocol).toBe('https:');
    expect(new URL(onPublicOrigin(new NextRequest('http://localhost:3100/api/auth/csrf')).url).protocol).toBe('http:');
  });
});
