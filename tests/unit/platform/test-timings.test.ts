import { describe, expect, it } from 'vitest';
import { slowestTests } from '@/scripts/lib/test-timings';

// `npm test` closes with the ten slowest tests of both runners (docs/testing.md "Where the time goes").
describe('slowestTests', () => {
  const vitest = {
    testResults: [
      {
        name: `${process.cwd()}/tests/unit/a.test.ts`,
        assertionResults: [
          { fullName: 'fast', duration: 5 },
          { fullName: 'slow', duration: 4_000 },
          { fullName: 'skipped', duration: null },
        ],
      },
    ],
  };
  const playwright = {
    suites: [
      {
        specs: [{ title: 'top', file: 'shop/cart.spec.ts', tests: [{ results: [{ duration: 2_500 }] }] }],
        suites: [
          { specs: [{ title: 'nested', file: 'site/phone.spec.ts', tests: [{ results: [{ duration: 9_000 }] }] }] },
        ],
      },
    ],
  };

  it('merges both reports, nested suites included, slowest first, with file-relative titles', () => {
    expect(slowestTests(vitest, playwright, 3)).toEqual([
      { runner: 'playwright', title: 'site/phone.spec.ts > nested', seconds: 9 },
      { runner: 'vitest', title: 'tests/unit/a.test.ts > slow', seconds: 4 },
      { runner: 'playwright', title: 'shop/cart.spec.ts > top', seconds: 2.5 },
    ]);
  });

  it('reads a run that stopped before a report was written', () => {
    expect(slowestTests(undefined, undefined, 10)).toEqual([]);
    expect(slowestTests(vitest, undefined, 1)).toEqual([
      { runner: 'vitest', title: 'tests/unit/a.test.ts > slow', seconds: 4 },
    ]);
  });
});
