// `npm run js-size`: the first-load JavaScript of every page of the last production build, gzip, largest first,
// against issue 6's budgets (public pages 130 kB, backoffice 200 kB). A measuring tool like bench: it prints and
// exits 0; docs/performance.md records the figures.
import { firstLoadJs } from './lib/first-load-js';

const budgetFor = (route: string) => (route.startsWith('/backoffice') ? 200 : 130);
const rows = firstLoadJs('.next')
  .filter(({ route }) => !route.startsWith('/_'))
  .sort((a, b) => b.gzipBytes - a.gzipBytes);
for (const { route, gzipBytes } of rows) {
  const kB = gzipBytes / 1024;
  const budget = budgetFor(route);
  console.log(`${kB.toFixed(1).padStart(7)} kB  ${kB <= budget ? 'within' : 'over  '} ${budget} kB  ${route}`);
}
