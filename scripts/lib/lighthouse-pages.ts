// What `npm run lighthouse` audits and how it reads a report, kept free of I/O so a unit test can pin it down.
// Why one list: docs/decisions/06-fast-accessible-hardened.md names the page types; pages that land later answer 404 until then and are skipped.
import { formatRatio } from './bench-stats';
import { textTable, type SkippedRow } from './text-table';

/** Pages audited, en and pt of each page type, in print order; `noindex` pages are outside the SEO target. */
export const lighthousePages: { name: string; path: string; noindex?: boolean }[] = [
  ['home', '/'],
  ['category', '/boat-tours'],
  ['partner', '/boat-tours/1'],
  ['product list', '/shopping'],
  ['product page', '/shopping/item/1'],
  ['checkout', '/checkout'],
].flatMap(([name, path]) => {
  // docs/decisions/15-framework-ratios.md §4: checkout carries noindex by design, so Lighthouse's "blocked from indexing" audit fails there.
  const noindex = name === 'checkout' ? { noindex: true } : {};
  return [
    { name: `${name} (en)`, path, ...noindex },
    { name: `${name} (pt)`, path: path === '/' ? '/pt' : `/pt${path}`, ...noindex },
  ];
});

/** The name of the framework reference's row (scripts/bench/bare-next), audited first in the same run. */
export const BARE_PAGE_NAME = 'bare Next.js page';

/**
 * docs/decisions/15-framework-ratios.md §2 targets: category scores 0-100, LCP at most 1.3 times the bare Next.js page's in the same run,
 * cumulative layout shift (unitless) at most 0.02. SEO applies to indexable pages only (docs/decisions/15-framework-ratios.md §4).
 */
export const LIGHTHOUSE_GOALS = {
  performance: 97,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  maxLcpOverBare: 1.3,
  maxCls: 0.02,
} as const;

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

/** The part of a Lighthouse result (lhr) this script reads. */
export interface LighthouseReport {
  categories: Record<string, { score: number | null; auditRefs?: { id: string; weight: number }[] } | undefined>;
  audits: Record<string, { numericValue?: number; score: number | null; title: string } | undefined>;
}

export interface PageScores {
  name: string;
  /** 0-100 per category; null when Lighthouse could not score it. */
  scores: Record<Category, number | null>;
  lcpMs: number | null;
  cls: number | null;
  /** LCP divided by the bare Next.js page's in the same run; undefined until set by the script. */
  lcpRatio?: number;
}

/** Scores (0-100), LCP (ms) and CLS of one report. */
export function readScores(name: string, report: LighthouseReport): PageScores {
  const score = (category: Category) => {
    const value = report.categories[category]?.score;
    return value === null || value === undefined ? null : Math.round(value * 100);
  };
  return {
    name,
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? null,
    cls: report.audits['cumulative-layout-shift']?.numericValue ?? null,
  };
}

/**
 * Human-readable misses against LIGHTHOUSE_GOALS, e.g. "performance 88 < 97", "LCP 2.3 s = 3.43x bare > 1.3x";
 * empty when every goal is met. The LCP goal needs `page.lcpRatio`; a `noindex` page is not held to the SEO goal.
 */
export function lighthouseMisses(page: PageScores, { noindex = false } = {}): string[] {
  const misses: string[] = [];
  for (const category of CATEGORIES) {
    if (category === 'seo' && noindex) continue;
    const value = page.scores[category];
    if (value === null || value < LIGHTHOUSE_GOALS[category])
      misses.push(`${category} ${value ?? 'n/a'} < ${LIGHTHOUSE_GOALS[category]}`);
  }
  const ratio = page.lcpRatio;
  if (ratio === undefined || !(ratio <= LIGHTHOUSE_GOALS.maxLcpOverBare))
    misses.push(`LCP ${formatLcp(page.lcpMs)} = ${formatRatio(ratio)} bare > ${LIGHTHOUSE_GOALS.maxLcpOverBare}x`);
  if (page.cls === null || !(page.cls <= LIGHTHOUSE_GOALS.maxCls)) misses.push(`CLS ${formatCls(page.cls)} > 0.02`);
  return misses;
}

/**
 * The titles of the audits that cost points outside performance (score below 1), so a miss says what to fix.
 * Performance audits are left out: their scores move with the machine's load.
 */
export function failingAudits(report: LighthouseReport): string[] {
  const failing = new Set<string>();
  for (const category of CATEGORIES) {
    if (category === 'performance') continue;
    for (const { id, weight } of report.categories[category]?.auditRefs ?? []) {
      const audit = report.audits[id];
      if (weight > 0 && audit && audit.score !== null && audit.score < 1) failing.add(audit.title);
    }
  }
  return [...failing];
}

const HEADERS = ['page', 'LCP vs bare', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP', 'CLS'];

/** The pages as a plain-text table, the LCP ratio to the bare page first; a skipped page is its name and reason. */
export function formatScores(rows: readonly (PageScores | SkippedRow)[]): string {
  const show = (value: number | null) => (value === null ? 'n/a' : String(value));
  return textTable(HEADERS, rows, (row: PageScores) => [
    row.name,
    row.lcpRatio === undefined ? '' : formatRatio(row.lcpRatio),
    show(row.scores.performance),
    show(row.scores.accessibility),
    show(row.scores['best-practices']),
    show(row.scores.seo),
    formatLcp(row.lcpMs),
    formatCls(row.cls),
  ]);
}

function formatLcp(ms: number | null) {
  return ms === null ? 'n/a' : `${(ms / 1000).toFixed(1)} s`;
}

function formatCls(value: number | null) {
  return value === null ? 'n/a' : value.toFixed(3);
}
