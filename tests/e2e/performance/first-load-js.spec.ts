import { expect, test } from '@playwright/test';
import { bareFirstLoadJs, buildBareNext } from '@/scripts/lib/bench-bare';
import { appPages, firstLoadJs, pagesRendering, shellWaitsForPages } from '@/scripts/lib/first-load-js';
import { jsLimitFor, scriptDownloadLimitKB } from '@/scripts/lib/js-budgets';
import { scriptsUntilIdle, serveBarePage, totalKB, type ScriptFile } from '@/scripts/lib/script-download';

// The JavaScript gate (docs/performance.md, "JavaScript a guest downloads"): every script a real Chromium downloads
// while a public page loads, until the page is idle, against what it downloads for the bare Next.js page of the same
// versions (scripts/bench/bare-next, built here unless its cached build is current, served by its own `next start`).
// A page may download at most the bare page's plus 25 kB, plus 45 kB with a form (scripts/lib/js-budgets.ts), and
// nothing may arrive "at idle" that the guest has not reached for: chunks preloaded when the browser is idle and
// link prefetches count like the page's own scripts. One load per page, in a fresh context (nothing cached).

/** The public page types in en, the two heaviest in pt as well; `form`: the page carries a form. */
const pages = [
  { path: '/', form: false },
  { path: '/pt', form: false },
  { path: '/boat-tours', form: false },
  { path: '/boat-tours/1', form: true },
  { path: '/pt/boat-tours/1', form: true },
  { path: '/shopping', form: false },
  { path: '/shopping/item/1', form: false },
  { path: '/checkout', form: true },
  { path: '/contact', form: true },
  { path: '/partnership', form: true },
];

const barePort = Number(process.env.E2E_BARE_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 30);

test('every public page downloads no more script until idle than the bare Next.js page plus its allowance', async ({
  browser,
  baseURL,
}) => {
  // A cold build of the bare app takes about 20-30 s on two shared cores; a current one is reused at once.
  test.setTimeout(240_000);
  await buildBareNext();
  const bare = await serveBarePage(barePort);
  const load = async (url: string): Promise<ScriptFile[]> => {
    const context = await browser.newContext();
    try {
      return await scriptsUntilIdle(await context.newPage(), url);
    } finally {
      await context.close();
    }
  };
  let bareKB: number;
  try {
    bareKB = totalKB(await load(`${bare.base}/`));
  } finally {
    await bare.stop();
  }
  // The reference is Next.js and React alone: far below any page of ours, and not empty.
  expect(bareKB).toBeGreaterThan(50);
  const over: string[] = [];
  for (const { path, form } of pages) {
    const files = await load(`${baseURL}${path}`);
    const kB = totalKB(files);
    const limit = scriptDownloadLimitKB(bareKB, form);
    console.log(
      `${path}: ${kB.toFixed(1)} kB in ${files.length} scripts, bare ${bareKB.toFixed(1)} kB, limit ${limit.toFixed(1)} kB`,
    );
    if (kB > limit) {
      const list = files.map((file) => `${new URL(file.url).pathname} ${(file.bytes / 1024).toFixed(1)} kB`).join(', ');
      over.push(
        `${path}: ${kB.toFixed(1)} kB, over ${limit.toFixed(1)} kB (bare ${bareKB.toFixed(1)} kB + ${form ? 'a form' : 'no form'}): ${list}`,
      );
    }
  }
  expect(over).toEqual([]);
});

// Staff pages are outside the guest's budget: they keep their first-load budget, read from the build's manifests.
test('every backoffice page loads no more JavaScript first than its budget', async () => {
  test.setTimeout(180_000);
  await buildBareNext();
  const bareKB = bareFirstLoadJs().gzipBytes / 1024;
  const pages = appPages(firstLoadJs('.next')).filter(({ route }) => route.startsWith('/backoffice'));
  expect(pages.map(({ route }) => route)).toEqual(expect.arrayContaining(['/backoffice/(protected)/page']));
  const over = pages.flatMap(({ route, gzipBytes }) => {
    const limit = jsLimitFor(route, bareKB);
    const kB = gzipBytes / 1024;
    return kB > limit.kB
      ? [`${route}: ${kB.toFixed(1)} kB gzip, over its ${limit.kind} of ${limit.kB.toFixed(1)} kB (${limit.why})`]
      : [];
  });
  expect(over).toEqual([]);
});

// The header, the cart and the footer hydrate with the shell's scripts on every page, never waiting for a page's
// island scripts (the checkout's form library) on a slow link (docs/performance.md, "The shell hydrates first"): read
// from the build's manifests; the checkout spec shows it in the browser.
test("no page makes the shell's client modules wait for its own scripts", () => {
  expect(shellWaitsForPages('.next')).toEqual([]);
});

// Photos that pages render on the server are server HTML (components/ui/server-image.tsx): next/image's client
// component would add its code to the page and a hydrated instance per photo (docs/performance.md, "Photos as server
// HTML"). Client modules (the cart drawer, the about page's slideshow) import it as part of their own code, which the
// manifests do not list.
test("no page renders next/image's client component from the server", () => {
  expect(pagesRendering(/^\[project\]\/node_modules\/next\/dist\/client\/image-component\.js$/, '.next')).toEqual([]);
});
