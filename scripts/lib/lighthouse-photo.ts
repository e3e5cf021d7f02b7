// Where a photo page's LCP goes, and how close it is to the link's limit (docs/performance.md, "Photo pages at their
// limit"): read from one Lighthouse report with throttling applied to the real load, kept free of I/O for a unit test.
import { median } from './bench-stats';
import { textTable, type SkippedRow } from './text-table';

/** The parts of a Lighthouse result (lhr) this file reads. */
export interface PhotoReport {
  configSettings?: {
    throttlingMethod?: string;
    throttling?: { requestLatencyMs?: number; downloadThroughputKbps?: number; cpuSlowdownMultiplier?: number };
  };
  environment?: { benchmarkIndex?: number };
  audits: Record<
    string,
    { numericValue?: number; score?: number | null; title?: string; details?: { items?: unknown[] } } | undefined
  >;
}

/**
 * A page whose LCP is a photo, in milliseconds from the navigation's start, and its limit on the throttled link: the
 * moment the browser asked for its first resource of the page (it has the document's head then: the document's
 * latency has passed and the browser has committed the navigation, work the bare page does too), then the photo's own
 * request latency and its bytes at the link's download rate. That is the soonest the photo can have arrived, had the
 * browser asked for it first and nothing else shared the link (the link limit). Decoding and painting it come on top:
 * a page's photo limit adds what the bare page with a photo takes for them in the same run (PageScores.photoLimitMs in
 * scripts/lib/lighthouse-pages.ts). A photo asked for later than the first resource, or slowed by other downloads, or
 * painted late, shows in `askedMs`, `loadTimeMs` and `renderDelayMs` against the limit.
 */
export interface PhotoTiming {
  url: string;
  bytes: number;
  /** The server's time to the document's first byte (Lighthouse 12 under applied throttling leaves the latency out). */
  ttfbMs: number;
  /** When the browser asked for its first resource after the document. */
  firstAskMs: number;
  /** When it asked for the photo. */
  askedMs: number;
  /** From the photo's request to its last byte. */
  loadTimeMs: number;
  /** From the photo's last byte to the paint. */
  renderDelayMs: number;
  /** The link's minimum for the photo's request: one latency and its bytes at the download rate. */
  minLoadTimeMs: number;
  /** The link limit: `firstAskMs` and the link's minimum. */
  limitMs: number;
}

interface Phase {
  timing?: number;
}

interface Request {
  url: string;
  resourceType?: string;
  transferSize?: number;
  networkRequestTime?: number;
}

/**
 * The photo's timing in one report, or null when the LCP is text (Lighthouse found no LCP request) or the
 * throttling was simulated (the link's latency and rate are then not what the load went through).
 */
export function readPhotoTiming(report: PhotoReport): PhotoTiming | null {
  const throttling = report.configSettings?.throttling;
  if (report.configSettings?.throttlingMethod !== 'devtools') return null;
  const latencyMs = throttling?.requestLatencyMs;
  const kbps = throttling?.downloadThroughputKbps;
  if (!latencyMs || !kbps) return null;
  const tables = report.audits['largest-contentful-paint-element']?.details?.items as { items?: Phase[] }[] | undefined;
  const phases = tables?.[1]?.items?.map((phase) => phase.timing ?? 0);
  if (!phases || phases.length !== 4) return null;
  const [ttfbMs, loadDelayMs, loadTimeMs, renderDelayMs] = phases as [number, number, number, number];
  if (loadTimeMs <= 0) return null;
  // The LCP request is the image asked for when the load delay ended. Lighthouse's request list counts from the
  // document's request, its phases from the navigation's start: the photo's two times give the offset (a ms or two).
  const askedMs = ttfbMs + loadDelayMs;
  const requests = ((report.audits['network-requests']?.details?.items ?? []) as Request[]).filter(
    (request) => request.networkRequestTime !== undefined && request.resourceType !== 'Document',
  );
  const photo = requests
    .filter((request) => request.resourceType === 'Image')
    .sort((a, b) => Math.abs(a.networkRequestTime! - askedMs) - Math.abs(b.networkRequestTime! - askedMs))[0];
  if (!photo?.transferSize) return null;
  const offset = askedMs - photo.networkRequestTime!;
  const firstAskMs = Math.min(...requests.map((request) => request.networkRequestTime!)) + offset;
  // kbps is kilobits a second: bytes * 8 / kbps is milliseconds.
  const minLoadTimeMs = latencyMs + (photo.transferSize * 8) / kbps;
  return {
    url: photo.url,
    bytes: photo.transferSize,
    ttfbMs,
    firstAskMs,
    askedMs,
    loadTimeMs,
    renderDelayMs,
    minLoadTimeMs,
    limitMs: firstAskMs + minLoadTimeMs,
  };
}

/** Each figure's median over the runs that had a photo; null when none had. */
export function medianPhotoTiming(runs: readonly (PhotoTiming | null)[]): PhotoTiming | null {
  const known = runs.filter((run): run is PhotoTiming => run !== null);
  if (known.length === 0) return null;
  // Every run is known here, so each median is a number.
  const of = (key: Exclude<keyof PhotoTiming, 'url'>) => median(known.map((run) => run[key]))!;
  return {
    url: known[0]!.url,
    bytes: of('bytes'),
    ttfbMs: of('ttfbMs'),
    firstAskMs: of('firstAskMs'),
    askedMs: of('askedMs'),
    loadTimeMs: of('loadTimeMs'),
    renderDelayMs: of('renderDelayMs'),
    minLoadTimeMs: of('minLoadTimeMs'),
    limitMs: of('limitMs'),
  };
}

const HEADERS = [
  'page',
  'LCP vs limit',
  'LCP',
  'limit',
  'link limit',
  'bare paint',
  'TTFB',
  'first ask',
  'photo ask',
  'load time',
  'link minimum',
  'render delay',
  'photo kB',
];

/** A photo page's row: its LCP, its photo's timing and its photo limit (the link limit when none was set). */
interface PhotoRow {
  name: string;
  lcpMs: number | null;
  photo: PhotoTiming;
  photoLimitMs?: number;
}

/**
 * The photo pages' LCP against their photo limit and where each millisecond went, as a plain-text table: the limit
 * is the link limit (`photo.limitMs`) and the bare photo page's paint after its last byte ("bare paint").
 */
export function formatPhotoTimings(rows: readonly (PhotoRow | SkippedRow)[]): string {
  const ms = (value: number) => `${Math.round(value)} ms`;
  return textTable(HEADERS, rows, (row: PhotoRow) => {
    const limitMs = row.photoLimitMs ?? row.photo.limitMs;
    return [
      row.name,
      row.lcpMs === null ? '-' : `${(row.lcpMs / limitMs).toFixed(2)}x`,
      row.lcpMs === null ? 'n/a' : ms(row.lcpMs),
      ms(limitMs),
      ms(row.photo.limitMs),
      ms(limitMs - row.photo.limitMs),
      ms(row.photo.ttfbMs),
      ms(row.photo.firstAskMs),
      ms(row.photo.askedMs),
      ms(row.photo.loadTimeMs),
      ms(row.photo.minLoadTimeMs),
      ms(row.photo.renderDelayMs),
      (row.photo.bytes / 1024).toFixed(1),
    ];
  });
}
