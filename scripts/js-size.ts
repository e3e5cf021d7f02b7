// `npm run js-size`: the first-load JavaScript of every page of the last production build, gzip, largest first,
// against issue 6's budgets (public pages 130 kB, backoffice 200 kB) and the ceilings kept where a budget is not
// met yet (scripts/lib/js-budgets.ts). It prints and exits 0; the gate is tests/e2e/first-load-js.spec.ts.
import { appPages, firstLoadJs } from './lib/first-load-js';
import { JS_BUDGET_KB, jsLimitFor } from './lib/js-budgets';

for (const { route, gzipBytes } of appPages(firstLoadJs('.next')).sort((a, b) => b.gzipBytes - a.gzipBytes)) {
  const kB = gzipBytes / 1024;
  const budget = JS_BUDGET_KB[route.startsWith('/backoffice') ? 'backoffice' : 'public'];
  const limit = jsLimitFor(route);
  const ceiling = limit.kind === 'ceiling' ? `, ceiling ${limit.kB} kB` : '';
  console.log(`${kB.toFixed(1).padStart(7)} kB  ${kB <= budget ? 'within' : 'over  '} ${budget} kB${ceiling}  ${route}`);
}
