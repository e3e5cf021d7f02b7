import { isbot } from 'isbot';
import type { Db } from '@/lib/db';
import { clientAddress } from '@/lib/rate-limit';
import type { Beacon } from '@/lib/beacons/schema';
import { classifyPath, classifyReferrer, countryFrom, deviceClass } from './classify';
import { enqueueInsight } from './queue';
import { dailySalt, insightDay, visitorHash } from './salt';

/** What Insights reads of a request's headers: a Headers, or the ingest listener's lighter view of Node's. */
export type HeaderReader = Pick<Headers, 'get'>;

// isbot's list is one large regular expression; a site sees few distinct user agents, so each verdict is kept.
const botVerdicts = new Map<string, boolean>();
function isBotAgent(userAgent: string): boolean {
  let verdict = botVerdicts.get(userAgent);
  if (verdict === undefined) {
    if (botVerdicts.size >= 1_000) botVerdicts.clear();
    verdict = isbot(userAgent);
    botVerdicts.set(userAgent, verdict);
  }
  return verdict;
}

/**
 * False for requests Insights must not count (docs/decisions/16-insights.md §1): bots and headless browsers (isbot's maintained list,
 * which names HeadlessChrome), an empty user agent, Do Not Track (`DNT: 1`) and Global Privacy Control
 * (`Sec-GPC: 1`).
 */
export function isCountable(headers: HeaderReader): boolean {
  const userAgent = headers.get('user-agent') ?? '';
  if (!userAgent || isBotAgent(userAgent)) return false;
  return headers.get('dnt') !== '1' && headers.get('sec-gpc') !== '1';
}

/**
 * Counts one beacon (page view or event) of a request: classifies its path, referrer, viewport and country,
 * computes the day's visitor hash from the client address (TRUST_PROXY_HOPS), user agent and host, and queues the
 * event for the next batch. Nothing about the request but these classes is kept.
 * @returns false when the request is not countable (isCountable).
 */
export async function recordBeacon(
  db: Db,
  headers: HeaderReader,
  beacon: Beacon,
  now: Date = new Date(),
): Promise<boolean> {
  if (!isCountable(headers)) return false;
  const route = classifyPath(beacon.p);
  const site = headers.get('host') ?? '';
  const referrer = beacon.n === 'pageview' ? classifyReferrer(beacon.r, site) : { referrerClass: 'internal' as const };
  const salt = await dailySalt(db, now);
  const isProduct = beacon.n === 'add-to-cart' || beacon.n === 'order-placed';
  enqueueInsight(
    {
      name: beacon.n,
      path: route.path,
      routeType: route.routeType,
      partnerId: !isProduct ? (beacon.id ?? null) : null,
      partnerRef:
        beacon.id === undefined && route.partnerNumber
          ? { categorySlug: route.categorySlug!, number: route.partnerNumber }
          : undefined,
      productId: isProduct ? (beacon.id ?? null) : (route.productId ?? null),
      categorySlug: route.categorySlug ?? null,
      locale: route.locale,
      referrerClass: referrer.referrerClass,
      referrerName: referrer.referrerName ?? null,
      device: beacon.w === undefined ? 'unknown' : deviceClass(beacon.w),
      country: countryFrom(headers) ?? null,
      visitor: visitorHash(salt, clientAddress(headers), headers.get('user-agent') ?? '', site),
      day: insightDay(now),
    },
    db,
  );
  return true;
}

/**
 * Counts an event recorded where its write happens (booking request sent, order placed): the page is the
 * same-origin Referer's path, else "/". Never throws: insights never fail the business action.
 * @param id the partner's id (booking-request) or the order's first product id (order-placed).
 */
export async function recordServerEvent(
  db: Db,
  headers: Headers,
  name: 'booking-request' | 'order-placed',
  id?: number,
): Promise<void> {
  let path = '/';
  try {
    const referer = new URL(headers.get('referer') ?? '');
    if (referer.host === headers.get('host')) path = referer.pathname;
  } catch {
    // No or foreign Referer: counted on "/".
  }
  await recordBeacon(db, headers, { n: name, p: path, id }).catch(() => false);
}
