import { describe, expect, it } from 'vitest';
import { securityHeadersFor } from '@/lib/ops/security-headers.mjs';

/** The script-src directive of the Content-Security-Policy header the request guard sends under a NODE_ENV. */
function scriptSourcesUnder(nodeEnv: string) {
  const policy = securityHeadersFor(nodeEnv).find((header) => header.key === 'Content-Security-Policy')!.value;
  return policy
    .split('; ')
    .find((directive) => directive.startsWith('script-src '))!
    .split(' ')
    .slice(1);
}

describe('Content-Security-Policy (docs/decisions/06-fast-accessible-hardened.md §5)', () => {
  it('production never allows eval: scripts come from the site and its inline page data only', () => {
    expect(scriptSourcesUnder('production')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it("development allows the eval React's development build uses (no false error badge), nothing else", () => {
    expect(scriptSourcesUnder('development')).toEqual(["'self'", "'unsafe-inline'", "'unsafe-eval'"]);
  });

  it('any other mode (tests) is production-strict', () => {
    expect(scriptSourcesUnder('test')).not.toContain("'unsafe-eval'");
  });
});
