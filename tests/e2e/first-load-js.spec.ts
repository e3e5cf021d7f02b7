import { expect, test } from '@playwright/test';
import { appPages, firstLoadJs } from '../../scripts/lib/first-load-js';
import { jsLimitFor } from '../../scripts/lib/js-budgets';

// Issue 6 item 4: the gate on first-load JavaScript. It reads the production build this suite runs against (no
// browser needed) and fails when a page ships more than its budget, or than its ceiling where the budget is not
// met yet (scripts/lib/js-budgets.ts).
test('every page loads no more JavaScript first than its budget or ceiling allows', () => {
  const pages = appPages(firstLoadJs('.next'));
  expect(pages.map(({ route }) => route)).toEqual(expect.arrayContaining(['/[locale]/page', '/[locale]/contact/page', '/backoffice/(protected)/page']));
  const over = pages.flatMap(({ route, gzipBytes }) => {
    const limit = jsLimitFor(route);
    const kB = gzipBytes / 1024;
    return kB > limit.kB ? [`${route}: ${kB.toFixed(1)} kB gzip, over its ${limit.kind} of ${limit.kB} kB (${limit.why})`] : [];
  });
  expect(over).toEqual([]);
});
