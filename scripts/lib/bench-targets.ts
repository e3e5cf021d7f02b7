// What `npm run bench` measures, in the order it prints. Why one array: docs/decisions/06-fast-accessible-hardened.md lists the pages to measure, and
// pages that land with later issues (directory, backoffice) are added here without touching the runner. A page
// that answers 404 is printed as "skipped: 404", so entries may come before their pages exist.
import type { Db } from '@/lib/db';
import type { BenchGoal } from './bench-stats';
import { staffSessionCookie } from './bench-session';

/**
 * Cached public pages at 50 connections, one process alone: at least 0.3x the bare Next.js page's requests/s in the
 * same run (docs/decisions/15-framework-ratios.md §3 as revised: the page cache in front serves the load, and
 * replaces docs/decisions/06-fast-accessible-hardened.md's absolute 1,000 requests/s). Its p99 under 100 ms is held
 * where guests are served, through the topology (scripts/lib/bench-cluster.ts; §3 says why).
 */
const PUBLIC_PAGE_GOAL: BenchGoal = { minBareRatio: 0.3 };
/**
 * Placing orders: at least 50 orders/s at 10 connections on one process (docs/decisions/15-framework-ratios.md §3 as
 * revised, replacing docs/decisions/06-fast-accessible-hardened.md's 200 orders/s with p95 under 50 ms).
 */
const ORDER_GOAL: BenchGoal = { minRequestsPerSecond: 50 };
/**
 * The topology's goal for each cached public page (`npm run bench -- --topology`): at least 5x the bare page on one
 * `next start`, and p99 under 100 ms at the run's connections (docs/decisions/06-fast-accessible-hardened.md's
 * latency, held where guests are served: docs/decisions/15-framework-ratios.md §3).
 */
export const TOPOLOGY_GOAL: BenchGoal = { minBareRatio: 5, maxP99: 100 };
/** 10 connections for orders: the load the goal is stated at (a checkout's guests, not a crawler's 50). */
const ORDER_CONNECTIONS = 10;
/** The backoffice orders page with 10,000 orders: under 300 ms server time, read as the median at one connection. */
const BACKOFFICE_GOAL: BenchGoal = { maxP50: 300 };

export interface BenchTarget {
  /** Printed name, e.g. "home (pt)". */
  name: string;
  /**
   * page: GET `path` and compare its throughput with the bare Next.js page's and the static ceiling's.
   * order: the checkout's placeOrder server action, POSTed to `path` with a distinct idempotency key each time.
   * backoffice: GET `path` with a staff session, after 10,000 orders are inserted.
   */
  kind: 'page' | 'order' | 'backoffice';
  path: string;
  goal: BenchGoal;
  /** Request headers of every request, e.g. a browser's Accept-Language. */
  headers?: Record<string, string>;
  /** Concurrent connections; the run's --connections (default 50) when unset. */
  connections?: number;
  /** For kind backoffice: resolves with the Cookie header of a staff session on the measured database. */
  backofficeSession?: (db: Db) => Promise<string>;
}

const page = (name: string, path: string): BenchTarget => ({ name, kind: 'page', path, goal: PUBLIC_PAGE_GOAL });

/** Every target, in print order. */
export const benchTargets: BenchTarget[] = [
  page('home (en)', '/'),
  page('home (pt)', '/pt'),
  // A browser entering with Portuguese in its languages and no saved one: the only public page view the proxy still
  // runs for (next-intl negotiates, here English), docs/decisions/15-framework-ratios.md §3. Every other row is a crawler's or a returning guest's.
  // Printed for the record, with no goal: decision 15 §3 keeps the proxy's work where a guest enters, and the 0.3x
  // goal is for pages served as they are cached.
  {
    ...page('home (en), entering, pt in Accept-Language', '/'),
    headers: { 'accept-language': 'en-GB,en;q=0.9,pt;q=0.8' },
    goal: {},
  },
  page('category (en)', '/boat-tours'),
  page('category (pt)', '/pt/boat-tours'),
  page('partner (en)', '/boat-tours/1'),
  page('partner (pt)', '/pt/boat-tours/1'),
  page('product list (en)', '/shopping'),
  page('product list (pt)', '/pt/shopping'),
  page('product page (en)', '/shopping/item/1'),
  page('product page (pt)', '/pt/shopping/item/1'),
  { name: 'place order', kind: 'order', path: '/checkout', goal: ORDER_GOAL, connections: ORDER_CONNECTIONS },
  {
    name: 'backoffice orders (10k)',
    kind: 'backoffice',
    path: '/backoffice/orders',
    goal: BACKOFFICE_GOAL,
    // Server time, not throughput: one request at a time so queueing does not count.
    connections: 1,
    backofficeSession: staffSessionCookie,
  },
];
