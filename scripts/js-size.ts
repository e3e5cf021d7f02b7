// `npm run js-size`: the first-load JavaScript of every page of the last production build, gzip, largest first,
// next to the bare Next.js page of the same versions (scripts/bench/bare-next, built now unless its build is
// current): each page's ratio and difference to it, and its limit (scripts/lib/js-budgets.ts, docs/decisions/15-framework-ratios.md §2). It
// prints and exits 0; the gate is tests/e2e/performance/first-load-js.spec.ts.
import { runMain } from './lib/cli';
import { bareFirstLoadJs, buildBareNext, describeBare } from './lib/bench-bare';
import { appPages, firstLoadJs } from './lib/first-load-js';
import { jsLimitFor } from './lib/js-budgets';
import { textTable } from './lib/text-table';

runMain(async () => {
  const build = await buildBareNext();
  console.log(describeBare(build));
  const bareKB = bareFirstLoadJs().gzipBytes / 1024;
  const pages = appPages(firstLoadJs('.next')).sort((a, b) => b.gzipBytes - a.gzipBytes);
  const rows = [
    { route: 'bare Next.js page', kB: bareKB },
    ...pages.map(({ route, gzipBytes }) => ({ route, kB: gzipBytes / 1024 })),
  ];
  console.log(
    `\n${textTable(['page', 'vs bare', 'over bare', 'kB gzip', 'limit', 'target'], rows, ({ route, kB }) => {
      if (route === 'bare Next.js page') return [route, '1.00x', '', kB.toFixed(1), '', ''];
      const limit = jsLimitFor(route, bareKB);
      const target =
        limit.targetKB === undefined
          ? ''
          : kB <= limit.targetKB
            ? 'met'
            : `missed by ${(kB - limit.targetKB).toFixed(1)} kB`;
      return [
        route,
        `${(kB / bareKB).toFixed(2)}x`,
        `+${(kB - bareKB).toFixed(1)} kB`,
        kB.toFixed(1),
        `${limit.kind} ${limit.kB.toFixed(1)}`,
        target,
      ];
    })}`,
  );
});
