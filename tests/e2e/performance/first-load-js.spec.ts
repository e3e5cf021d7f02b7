import { expect, test } from '@playwright/test';
import { bareFirstLoadJs, buildBareNext } from '@/scripts/lib/bench-bare';
import { appPages, firstLoadJs } from '@/scripts/lib/first-load-js';
import { jsLimitFor } from '@/scripts/lib/js-budgets';

// docs/decisions/15-framework-ratios.md §2: the gate on first-load JavaScript. It reads the production build this suite runs against and the
// bare Next.js page of the same versions (scripts/bench/bare-next, built here unless its cached build is current;
// no browser needed), and fails when a public page ships more than the bare page plus 25 kB (45 kB with a form),
// or a backoffice page more than its budget (scripts/lib/js-budgets.ts).
test('every page loads no more JavaScript first than the bare Next.js page plus its allowance', async () => {
  // A cold build of the bare app takes about 20-30 s on two shared cores; a current one is reused at once.
  test.setTimeout(180_000);
  await buildBareNext();
  const bareKB = bareFirstLoadJs().gzipBytes / 1024;
  // The reference is Next.js and React alone: far below any page of ours, and not empty.
  expect(bareKB).toBeGreaterThan(50);
  const pages = appPages(firstLoadJs('.next'));
  expect(pages.map(({ route }) => route)).toEqual(expect.arrayContaining(['/[locale]/page', '/[locale]/contact/page', '/backoffice/(protected)/page']));
  const over = pages.flatMap(({ route, gzipBytes }) => {
    const limit = jsLimitFor(route, bareKB);
    const kB = gzipBytes / 1024;
    return kB > limit.kB ? [`${route}: ${kB.toFixed(1)} kB gzip, over its ${limit.kind} of ${limit.kB.toFixed(1)} kB (${limit.why})`] : [];
  });
  expect(over).toEqual([]);
});
