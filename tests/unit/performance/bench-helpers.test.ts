import { describe, expect, it } from 'vitest';
import { orderNumberIn, placeOrderBody, serverActionHeaders } from '@/scripts/lib/bench-orders';
import {
  formatMs,
  formatTable,
  goalMisses,
  latencySummary,
  median,
  medianRound,
  percentile,
  type BenchResult,
} from '@/scripts/lib/bench-stats';
import { benchTargets, TOPOLOGY_GOAL } from '@/scripts/lib/bench-targets';
import { jsLimitFor } from '@/scripts/lib/js-budgets';
import {
  compareToBare,
  formatCpu,
  formatScores,
  lighthouseMisses,
  lighthousePages,
  medianScores,
  readScores,
} from '@/scripts/lib/lighthouse-pages';
import { placeOrderSchema } from '@/lib/shop/orders/checkout-schema';

const result = (overrides: Partial<BenchResult> = {}): BenchResult => ({
  name: 'home (en)',
  requestsPerSecond: 1234.4,
  p50: 4.26,
  p95: 31,
  p99: 88.6,
  non2xx: 0,
  errors: 0,
  ...overrides,
});

describe('bench percentiles', () => {
  it('uses the nearest rank', () => {
    const sorted = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 95)).toBe(95);
    expect(percentile(sorted, 99)).toBe(99);
    expect(percentile(sorted, 100)).toBe(100);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });

  it('takes the median of the known figures of several runs, the mean of the middle two when even', () => {
    expect(median([30, null, 10, 20])).toBe(20);
    expect(median([100, 9, null, 20, 3])).toBe(14.5);
    expect(median([null, null])).toBeNull();
  });

  it('takes the round whose ratio to the bare page is the median, whole, the lower middle one when even', () => {
    const round = (bareRatio: number, requestsPerSecond: number) => ({ ...result(), bareRatio, requestsPerSecond });
    expect(medianRound([round(0.39, 941), round(0.23, 539), round(0.36, 1000)])).toEqual(round(0.36, 1000));
    expect(medianRound([round(0.5, 2), round(0.3, 1), round(0.4, 3), round(0.2, 4)])).toEqual(round(0.3, 1));
    expect(medianRound([round(0.31, 1)])).toEqual(round(0.31, 1));
    expect(() => medianRound([])).toThrow();
  });

  it('sorts numerically, not as text', () => {
    expect(latencySummary([100, 9, 20, 3, 1000, 5, 7, 8, 2, 1])).toEqual({ p50: 7, p95: 1000, p99: 1000 });
    expect(latencySummary([2, 10, 1])).toEqual({ p50: 2, p95: 10, p99: 10 });
  });
});

describe('bench goals', () => {
  it('reports each missed limit and nothing when all are met', () => {
    expect(goalMisses(result(), { minRequestsPerSecond: 1000, maxP99: 100 })).toEqual([]);
    expect(
      goalMisses(result({ requestsPerSecond: 640.2, p99: 142 }), { minRequestsPerSecond: 1000, maxP99: 100 }),
    ).toEqual(['640 req/s < 1000 req/s', 'p99 142 ms >= 100 ms']);
    expect(goalMisses(result({ p95: 50 }), { maxP95: 50 })).toEqual(['p95 50 ms >= 50 ms']);
    expect(goalMisses(result({ p50: Number.NaN }), { maxP50: 300 })).toEqual(['p50 - ms >= 300 ms']);
    expect(goalMisses(result(), undefined)).toEqual([]);
  });

  it('holds each cached page, one process alone, to 0.3x the bare Next.js page of the same run (docs/decisions/15-framework-ratios.md §3)', () => {
    const goal = { minBareRatio: benchTargets.find((target) => target.name === 'category (en)')!.goal.minBareRatio };
    expect(goalMisses(result({ bareRatio: 0.3 }), goal)).toEqual([]);
    expect(goalMisses(result({ bareRatio: 0.2945 }), goal)).toEqual(["0.29x of the bare page's req/s < 0.30x"]);
    expect(goalMisses(result(), goal)).toEqual(["- of the bare page's req/s < 0.30x"]);
  });

  it('lists every page type of docs/decisions/06-fast-accessible-hardened.md with its target, in en and pt, in one array', () => {
    const paths = benchTargets.map((target) => target.path);
    for (const path of [
      '/',
      '/pt',
      '/boat-tours',
      '/pt/boat-tours',
      '/boat-tours/1',
      '/pt/boat-tours/1',
      '/shopping',
      '/pt/shopping',
      '/shopping/item/1',
      '/pt/shopping/item/1',
      '/checkout',
      '/backoffice/orders',
    ]) {
      expect(paths).toContain(path);
    }
    expect(new Set(benchTargets.map((target) => target.name)).size).toBe(benchTargets.length);
    const byKind = (kind: string) => benchTargets.filter((target) => target.kind === kind);
    const cachedPages = byKind('page').filter((target) => !target.headers);
    // One process: the throughput ratio; the p99 is the topology's (TOPOLOGY_GOAL), where guests are served.
    expect(cachedPages.every((target) => JSON.stringify(target.goal) === '{"minBareRatio":0.3}')).toBe(true);
    expect(TOPOLOGY_GOAL).toEqual({ minBareRatio: 5, maxP99: 100 });
    expect(byKind('page').filter((target) => target.headers)).toEqual([expect.objectContaining({ goal: {} })]);
    expect(byKind('order')[0]).toMatchObject({ goal: { minRequestsPerSecond: 50 }, connections: 10 });
    expect(byKind('backoffice')[0].goal).toEqual({ maxP50: 300 });
  });
});

describe('bench table', () => {
  it('aligns columns, rounds and prints skipped targets with their reason', () => {
    const table = formatTable([
      result({ name: 'static ceiling (home en)', requestsPerSecond: 4012.6 }),
      result({ ratio: 0.30766, bareRatio: 0.2149, cpuMsPerRequest: 1.234, bareCpuRatio: 0.4567 }),
      { name: 'category (en)', skipped: 'skipped: 404' },
    ]);
    const lines = table.split('\n');
    expect(lines[0]).toMatch(
      /^target\s+vs bare\s+req\/s\s+CPU ms\/req\s+vs bare \(CPU\)\s+p50 ms\s+p95 ms\s+p99 ms\s+non-2xx\s+errors\s+vs static$/,
    );
    expect(lines[2]).toMatch(/^static ceiling \(home en\)\s+4013\s+4\.3\s+31\s+89\s+0\s+0$/);
    expect(lines[3]).toMatch(/^home \(en\)\s+0\.21x\s+1234\s+1\.23\s+0\.46x\s.* 0\.31x$/);
    expect(lines[4]).toBe(`${'category (en)'.padEnd('static ceiling (home en)'.length)}  skipped: 404`);
    // Right-aligned numbers: every full row ends at the same column as the header.
    expect(lines[2].indexOf('4013') + 4).toBe(lines[0].indexOf('req/s') + 5);
    expect(formatMs(0.84)).toBe('0.8');
    expect(formatMs(12.5)).toBe('13');
  });
});

describe('placeOrder request', () => {
  it('is the argument array the browser sends, valid for the checkout schema, with a new key each time', () => {
    const first = JSON.parse(placeOrderBody(1));
    const second = JSON.parse(placeOrderBody(1));
    expect(first).toHaveLength(1);
    expect(placeOrderSchema.safeParse(first[0]).success).toBe(true);
    expect(first[0].items).toEqual([{ productId: 1, quantity: 1 }]);
    expect(first[0].idempotencyKey).not.toBe(second[0].idempotencyKey);
    expect(serverActionHeaders('40ab', 'http://127.0.0.1:3104')).toMatchObject({
      'next-action': '40ab',
      accept: 'text/x-component',
      origin: 'http://127.0.0.1:3104',
    });
  });

  it('finds the order number only in a successful answer', () => {
    expect(orderNumberIn('0:{"a":"$@1"}\n1:{"ok":true,"data":{"orderNumber":"CDMHX3K2A1B7QZ"}}')).toBe(
      'CDMHX3K2A1B7QZ',
    );
    expect(orderNumberIn('1:{"ok":false,"error":"Stock validation failed"}')).toBeUndefined();
  });
});

describe('lighthouse pages and scores', () => {
  it('audits every page type of docs/decisions/06-fast-accessible-hardened.md in en and pt', () => {
    expect(lighthousePages.map((page) => page.path)).toEqual([
      '/',
      '/pt',
      '/boat-tours',
      '/pt/boat-tours',
      '/boat-tours/1',
      '/pt/boat-tours/1',
      '/shopping',
      '/pt/shopping',
      '/shopping/item/1',
      '/pt/shopping/item/1',
      '/checkout',
      '/pt/checkout',
    ]);
  });

  it('reads scores, timings and bytes and names each miss against the bare page', () => {
    const report = (lcp: number, tbt: number, perf: number) => ({
      environment: { benchmarkIndex: lcp / 2 },
      configSettings: { throttling: { cpuSlowdownMultiplier: lcp / 1000 } },
      categories: {
        performance: { score: perf },
        accessibility: { score: 1 },
        'best-practices': { score: 1 },
        seo: { score: null },
      },
      audits: {
        'largest-contentful-paint': { numericValue: lcp, score: 0.8, title: 'LCP' },
        'first-contentful-paint': { numericValue: lcp - 100, score: 0.9, title: 'FCP' },
        'total-blocking-time': { numericValue: tbt, score: 0.9, title: 'TBT' },
        'cumulative-layout-shift': { numericValue: 0.01, score: 1, title: 'CLS' },
        'network-requests': {
          score: null,
          title: 'Network requests',
          details: {
            items: [
              { url: 'http://x/', resourceType: 'Document', transferSize: 10_240 },
              { url: 'http://x/a.js', resourceType: 'Script', transferSize: 102_400 },
              { url: 'http://x/b.js', resourceType: 'Script', transferSize: 20_480 },
              { url: 'http://x/c.css', resourceType: 'Stylesheet', transferSize: 9_216 },
            ],
          },
        },
      },
    });
    const scores = readScores('home (en)', report(2345, 500, 0.89));
    expect(scores).toEqual({
      name: 'home (en)',
      scores: { performance: 89, accessibility: 100, 'best-practices': 100, seo: null },
      lcpMs: 2345,
      fcpMs: 2245,
      tbtMs: 500,
      cls: 0.01,
      bytes: 142_336,
      scriptBytes: 122_880,
      documentBytes: 10_240,
      photo: null,
      benchmarkIndex: 1172.5,
      cpuSlowdown: 2.345,
      linkKbps: null,
    });
    // Each figure's median over the runs, apart: the middle LCP and the middle TBT may come from different runs.
    const median = medianScores('home (en)', [
      scores,
      readScores('home (en)', report(1000, 900, 0.5)),
      readScores('home (en)', report(3000, 100, 0.9)),
    ]);
    expect(median).toMatchObject({ lcpMs: 2345, tbtMs: 500, scores: { performance: 89 }, cpuSlowdown: 2.345 });
    const bare = { ...scores, name: 'bare', lcpMs: 1000, tbtMs: 350, scriptBytes: 102_400 };
    const compared = compareToBare(median, bare);
    // No link rate in these reports: the text limit is the bare page's LCP.
    expect(compared).toMatchObject({ lcpRatio: 2.345, tbtOverBareMs: 150, scriptOverBare: 20_480, textLimitMs: 1000 });
    // LCP as a ratio to the bare page of the same run, TBT as a difference; SEO does not apply to noindex pages.
    expect(lighthouseMisses(compared)).toEqual([
      'seo n/a < 100',
      'LCP 2.35 s = 2.35x the text limit 1.00 s > 1.1x',
      'TBT +150 ms over bare > +100 ms',
    ]);
    expect(lighthouseMisses(compared, { noindex: true })).toEqual([
      'LCP 2.35 s = 2.35x the text limit 1.00 s > 1.1x',
      'TBT +150 ms over bare > +100 ms',
    ]);
    expect(lighthouseMisses(scores)).toContain('LCP 2.35 s = - the text limit n/a > 1.1x');
    const met = {
      ...compared,
      scores: { ...compared.scores, seo: 100 },
      textLimitMs: 2345 / 1.1,
      tbtOverBareMs: 100,
      cls: 0.02,
    };
    expect(lighthouseMisses(met)).toEqual([]);
    expect(lighthouseMisses({ ...met, textLimitMs: 2345 / 1.11, tbtOverBareMs: 101, cls: 0.021 })).toEqual([
      'LCP 2.35 s = 1.11x the text limit 2.11 s > 1.1x',
      'TBT +101 ms over bare > +100 ms',
      'CLS 0.021 > 0.02',
    ]);
    expect(lighthousePages.filter((page) => page.noindex).map((page) => page.path)).toEqual([
      '/checkout',
      '/pt/checkout',
    ]);
    expect(formatCpu({ benchmarkIndex: null, cpuSlowdown: null })).toEqual(['n/a', 'n/a']);
    expect(formatScores([compared]).split('\n')[2]).toMatch(
      /^home \(en\)\s+2\.35x\s+2\.35x\s+2\.35 s\s+2\.25 s\s+500 ms\s+\+150 ms\s+89\s+100\s+100\s+n\/a\s+0\.010\s+139\.0\s+120\.0\s+\+20\.0\s+10\.0\s+1173\s+2\.345x$/,
    );
  });
});

describe('first-load JavaScript limits (docs/decisions/15-framework-ratios.md §2)', () => {
  it('allows the bare page plus 25 kB, plus 45 kB on pages with a form, and backoffice pages 200 kB', () => {
    expect(jsLimitFor('/[locale]/page', 135.4)).toMatchObject({ kB: 160.4, kind: 'target', targetKB: 160.4 });
    expect(jsLimitFor('/[locale]/shopping/item/[id]/page', 100)).toMatchObject({ kB: 125, kind: 'target' });
    expect(jsLimitFor('/[locale]/checkout/complete/[orderNumber]/page', 100)).toMatchObject({
      kB: 125,
      kind: 'target',
    });
    // Pages with a form (docs/decisions/15-framework-ratios.md §2): contact, partnership, the partner page and checkout.
    expect(jsLimitFor('/[locale]/contact/page', 135.4)).toMatchObject({ kB: 180.4, kind: 'target', targetKB: 180.4 });
    expect(jsLimitFor('/[locale]/partnership/page', 135.4)).toMatchObject({ kB: 180.4, kind: 'target' });
    expect(jsLimitFor('/[locale]/[categoryId]/[id]/page', 135.4)).toMatchObject({
      kB: 180.4,
      kind: 'target',
      targetKB: 180.4,
    });
    expect(jsLimitFor('/[locale]/checkout/page', 160)).toMatchObject({ kB: 205, kind: 'target' });
    expect(jsLimitFor('/[locale]/[categoryId]/page', 135.4)).toMatchObject({ kB: 160.4, kind: 'target' });
    expect(jsLimitFor('/backoffice/(protected)/page', 135.4)).toMatchObject({ kB: 200, kind: 'budget' });
    expect(jsLimitFor('/backoffice/(protected)/partners/[id]/page', 135.4)).toMatchObject({ kB: 200, kind: 'budget' });
    expect(jsLimitFor('/backoffice/(protected)/products/new/page', 135.4)).toMatchObject({ kB: 200, kind: 'budget' });
  });
});
