// What `npm run lighthouse` audits and how it reads a report, kept free of I/O so a unit test can pin it down.
// Why one list: docs/decisions/06-fast-accessible-hardened.md names the page types; pages that land later answer 404 until then and are skipped.
import { formatRatio, median } from './bench-stats';
import { medianPhotoTiming, readPhotoTiming, type PhotoReport, type PhotoTiming } from './lighthouse-photo';
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

/** The name of the framework reference's row (scripts/bench/bare-next), audited first in each round of the run. */
export const BARE_PAGE_NAME = 'bare Next.js page';

/**
 * The framework reference for photo pages (scripts/bench/bare-next/app/photo): the bare page with one photo, audited
 * second in each round. Its photo's render delay is the framework's paint after a photo's last byte on this machine.
 */
export const BARE_PHOTO_PAGE = { name: 'bare page with a photo', path: '/photo' } as const;

/**
 * Targets as differences to the bare Next.js page measured in the same run (docs/performance.md, "How to measure"):
 * a page whose LCP is text paints it at most 1.1 times its text limit (textLimitMs: the bare page's LCP moved by the
 * page's extra document bytes on the link, docs/decisions/15-framework-ratios.md §2); a page whose LCP is a photo
 * paints it at most 1.1 times its photo limit (photoLimitMs: the photo's minimum on the throttled link,
 * scripts/lib/lighthouse-photo.ts, and the bare photo page's render delay in the same run); total
 * blocking time at most 100 ms above the bare page's, all with applied throttling; cumulative layout shift (unitless) at most 0.02;
 * accessibility, best practices and SEO scores 0-100 (SEO on indexable pages only). The performance score is
 * printed, not a target: under applied throttling the bare page itself scores 86-92.
 */
export const LIGHTHOUSE_GOALS = {
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  maxLcpOverTextLimit: 1.1,
  maxLcpOverPhotoLimit: 1.1,
  maxTbtOverBareMs: 100,
  maxCls: 0.02,
} as const;

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const TARGET_CATEGORIES = ['accessibility', 'best-practices', 'seo'] as const;

/** Each category's score, as `score` gives it. */
const scoresBy = (score: (category: Category) => number | null) =>
  Object.fromEntries(CATEGORIES.map((category) => [category, score(category)])) as Record<Category, number | null>;

/** How Lighthouse slows the load: `devtools` applies it to the real load, `simulate` replays a fast one. */
export type ThrottlingMethod = 'devtools' | 'simulate';

/** One request of the load, as Lighthouse's `network-requests` audit lists it. */
interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
  networkRequestTime?: number;
  networkEndTime?: number;
}

/** The part of a Lighthouse result (lhr) this script reads. */
export interface LighthouseReport extends PhotoReport {
  categories: Record<string, { score: number | null; auditRefs?: { id: string; weight: number }[] } | undefined>;
  audits: Record<
    string,
    { numericValue?: number; score: number | null; title: string; details?: { items?: unknown[] } } | undefined
  >;
}

export interface PageScores {
  name: string;
  /** 0-100 per category; null when Lighthouse could not score it. */
  scores: Record<Category, number | null>;
  lcpMs: number | null;
  fcpMs: number | null;
  /** Total blocking time, ms. */
  tbtMs: number | null;
  cls: number | null;
  /** Bytes transferred (compressed, headers included) by every request of the load until the page was idle. */
  bytes: number | null;
  /** The part of `bytes` that is scripts. */
  scriptBytes: number | null;
  /** The HTML document's bytes. */
  documentBytes: number | null;
  /** Where the LCP photo's time went and its limit; null when the LCP is text (scripts/lib/lighthouse-photo.ts). */
  photo: PhotoTiming | null;
  /** The machine's CPU index as Lighthouse measured it at the start of the load (unitless; 1,533 is its 4x desktop). */
  benchmarkIndex: number | null;
  /** The CPU slowdown the load ran with (scripts/lib/lighthouse-cpu.ts). */
  cpuSlowdown: number | null;
  /** The throttled link's download rate, kbit/s; null when the throttling was simulated. */
  linkKbps: number | null;
  /** LCP divided by the bare Next.js page's in the same run; undefined until set by the script. */
  lcpRatio?: number;
  /** TBT minus the bare page's, ms; undefined until set by the script. */
  tbtOverBareMs?: number;
  /** scriptBytes minus the bare page's; undefined until set by the script. */
  scriptOverBare?: number;
  /**
   * The soonest a text LCP can paint, ms: the bare page's LCP in the same run plus the time the page's document bytes
   * beyond the bare page's take on the throttled link (at `linkKbps`); the bare page's LCP when the link's rate is
   * unknown. Undefined until set by compareToBare.
   */
  textLimitMs?: number;
  /**
   * The soonest a photo LCP can paint, ms: the photo's minimum on the throttled link (`photo.limitMs`) plus the time
   * the bare page with a photo took from its photo's last byte to its paint in the same run (BARE_PHOTO_PAGE), what
   * the framework and the machine need to show a photo. Undefined for a text LCP, or until set by compareToBare.
   */
  photoLimitMs?: number;
}

/** Scores (0-100), LCP, FCP and TBT (ms), CLS and the bytes of one report. */
export function readScores(name: string, report: LighthouseReport): PageScores {
  const score = (category: Category) => {
    const value = report.categories[category]?.score;
    return value === null || value === undefined ? null : Math.round(value * 100);
  };
  const metric = (id: string) => report.audits[id]?.numericValue ?? null;
  const requests = report.audits['network-requests']?.details?.items as NetworkRequest[] | undefined;
  const bytesOf = (filter: (request: NetworkRequest) => boolean) =>
    requests ? requests.filter(filter).reduce((sum, request) => sum + (request.transferSize ?? 0), 0) : null;
  return {
    name,
    scores: scoresBy(score),
    lcpMs: metric('largest-contentful-paint'),
    fcpMs: metric('first-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    bytes: bytesOf(() => true),
    scriptBytes: bytesOf((request) => request.resourceType === 'Script'),
    documentBytes: bytesOf((request) => request.resourceType === 'Document'),
    photo: readPhotoTiming(report),
    benchmarkIndex: report.environment?.benchmarkIndex ?? null,
    cpuSlowdown: report.configSettings?.throttling?.cpuSlowdownMultiplier ?? null,
    linkKbps:
      report.configSettings?.throttlingMethod === 'devtools'
        ? (report.configSettings.throttling?.downloadThroughputKbps ?? null)
        : null,
  };
}

/** The median of each figure over several runs of one page (runs that measured nothing for a figure are left out). */
export function medianScores(name: string, runs: readonly PageScores[]): PageScores {
  const of = <Key extends 'lcpMs' | 'fcpMs' | 'tbtMs' | 'cls' | 'bytes' | 'scriptBytes' | 'documentBytes'>(key: Key) =>
    median(runs.map((run) => run[key]));
  const score = (category: Category) => median(runs.map((run) => run.scores[category]));
  return {
    name,
    scores: scoresBy(score),
    lcpMs: of('lcpMs'),
    fcpMs: of('fcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    bytes: of('bytes'),
    scriptBytes: of('scriptBytes'),
    documentBytes: of('documentBytes'),
    photo: medianPhotoTiming(runs.map((run) => run.photo)),
    benchmarkIndex: median(runs.map((run) => run.benchmarkIndex)),
    cpuSlowdown: median(runs.map((run) => run.cpuSlowdown)),
    linkKbps: median(runs.map((run) => run.linkKbps)),
  };
}

/**
 * Sets `page`'s ratio and differences to the bare page's figures, and its photo limit from the bare photo page's
 * render delay (all medians of the same run; without `barePhoto`, or when it had no photo, the link's minimum alone).
 */
export function compareToBare(page: PageScores, bare: PageScores, barePhoto?: PageScores): PageScores {
  const ratio = page.lcpMs !== null && bare.lcpMs ? page.lcpMs / bare.lcpMs : undefined;
  const tbtOverBareMs = page.tbtMs !== null && bare.tbtMs !== null ? page.tbtMs - bare.tbtMs : undefined;
  const scriptOverBare =
    page.scriptBytes !== null && bare.scriptBytes !== null ? page.scriptBytes - bare.scriptBytes : undefined;
  const photoLimitMs = page.photo ? page.photo.limitMs + (barePhoto?.photo?.renderDelayMs ?? 0) : undefined;
  return { ...page, lcpRatio: ratio, tbtOverBareMs, scriptOverBare, textLimitMs: textLimit(page, bare), photoLimitMs };
}

/** PageScores.textLimitMs; undefined without the bare page's LCP. */
function textLimit(page: PageScores, bare: PageScores): number | undefined {
  if (!bare.lcpMs) return undefined;
  const extraBytes = Math.max(0, (page.documentBytes ?? 0) - (bare.documentBytes ?? 0));
  // kbit/s: bytes * 8 / kbps is milliseconds.
  return bare.lcpMs + (page.linkKbps ? (extraBytes * 8) / page.linkKbps : 0);
}

/**
 * Human-readable misses against LIGHTHOUSE_GOALS, e.g. "LCP 1.05 s = 1.12x the text limit 0.94 s > 1.1x", "LCP 1.50
 * s = 1.20x the photo limit 1.25 s > 1.1x", "TBT +240 ms over bare > +100 ms"; empty when every goal is met. Needs compareToBare
 * first; a `noindex` page is not held to the SEO goal.
 */
export function lighthouseMisses(page: PageScores, { noindex = false } = {}): string[] {
  const misses: string[] = [];
  for (const category of TARGET_CATEGORIES) {
    if (category === 'seo' && noindex) continue;
    const value = page.scores[category];
    if (value === null || value < LIGHTHOUSE_GOALS[category])
      misses.push(`${category} ${value ?? 'n/a'} < ${LIGHTHOUSE_GOALS[category]}`);
  }
  if (page.photo) {
    const limitMs = page.photoLimitMs ?? page.photo.limitMs;
    const overLimit = page.lcpMs === null ? undefined : page.lcpMs / limitMs;
    const limit = `the photo limit ${formatSeconds(limitMs)}`;
    if (overLimit === undefined || !(overLimit <= LIGHTHOUSE_GOALS.maxLcpOverPhotoLimit))
      misses.push(
        `LCP ${formatSeconds(page.lcpMs)} = ${formatRatio(overLimit)} ${limit} > ${LIGHTHOUSE_GOALS.maxLcpOverPhotoLimit}x`,
      );
  } else {
    const overLimit = page.lcpMs !== null && page.textLimitMs ? page.lcpMs / page.textLimitMs : undefined;
    const limit = `the text limit ${formatSeconds(page.textLimitMs ?? null)}`;
    if (overLimit === undefined || !(overLimit <= LIGHTHOUSE_GOALS.maxLcpOverTextLimit))
      misses.push(
        `LCP ${formatSeconds(page.lcpMs)} = ${formatRatio(overLimit)} ${limit} > ${LIGHTHOUSE_GOALS.maxLcpOverTextLimit}x`,
      );
  }
  const tbt = page.tbtOverBareMs;
  if (tbt === undefined || !(tbt <= LIGHTHOUSE_GOALS.maxTbtOverBareMs))
    misses.push(`TBT ${formatOver(tbt, ' ms')} over bare > +${LIGHTHOUSE_GOALS.maxTbtOverBareMs} ms`);
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

const HEADERS = [
  'page',
  'LCP vs bare',
  'vs limit',
  'LCP',
  'FCP',
  'TBT',
  'TBT over bare',
  'perf',
  'a11y',
  'best pr.',
  'SEO',
  'CLS',
  'kB to idle',
  'script kB',
  'script over bare',
  'document kB',
  'CPU index',
  'slowdown',
];

/** The pages as a plain-text table, the LCP ratio to the bare page first; a skipped page is its name and reason. */
export function formatScores(rows: readonly (PageScores | SkippedRow)[]): string {
  const show = (value: number | null) => (value === null ? 'n/a' : String(value));
  const kB = (bytes: number | null | undefined) =>
    bytes === null || bytes === undefined ? 'n/a' : (bytes / 1024).toFixed(1);
  return textTable(HEADERS, rows, (row: PageScores) => [
    row.name,
    row.lcpRatio === undefined ? '' : formatRatio(row.lcpRatio),
    formatLimitRatio(row),
    formatSeconds(row.lcpMs),
    formatSeconds(row.fcpMs),
    row.tbtMs === null ? 'n/a' : `${Math.round(row.tbtMs)} ms`,
    row.tbtOverBareMs === undefined ? '' : formatOver(row.tbtOverBareMs, ' ms'),
    show(row.scores.performance),
    show(row.scores.accessibility),
    show(row.scores['best-practices']),
    show(row.scores.seo),
    formatCls(row.cls),
    kB(row.bytes),
    kB(row.scriptBytes),
    row.scriptOverBare === undefined ? '' : formatOver(row.scriptOverBare / 1024, '', 1),
    kB(row.documentBytes),
    ...formatCpu(row),
  ]);
}

/** A load's (or median's) CPU index and slowdown as printed, e.g. ["2411", "8x"]; "n/a" where the report had none. */
export function formatCpu(row: Pick<PageScores, 'benchmarkIndex' | 'cpuSlowdown'>): [string, string] {
  return [
    row.benchmarkIndex === null ? 'n/a' : String(Math.round(row.benchmarkIndex)),
    row.cpuSlowdown === null ? 'n/a' : `${row.cpuSlowdown}x`,
  ];
}

/** LCP over the page's limit (the photo one, else the text one), e.g. "1.04x"; empty before compareToBare. */
function formatLimitRatio(row: PageScores): string {
  const limitMs = row.photo ? row.photoLimitMs : row.textLimitMs;
  return row.lcpMs === null || !limitMs ? '' : formatRatio(row.lcpMs / limitMs);
}

function formatSeconds(ms: number | null) {
  return ms === null ? 'n/a' : `${(ms / 1000).toFixed(2)} s`;
}

function formatOver(value: number | undefined, unit: string, digits = 0) {
  if (value === undefined) return '-';
  return `${value >= 0 ? '+' : ''}${value.toFixed(digits)}${unit}`;
}

function formatCls(value: number | null) {
  return value === null ? 'n/a' : value.toFixed(3);
}
