import { addDays, format, parseISO } from 'date-fns';
import type { Db } from '@/lib/db';
import type { DateRange } from '@/lib/time';
import { DAILY_VISITORS, FACTS } from './facts';

/** Views of one partner or category, split by language and by referrer class. */
export type Breakdown = {
  key: string;
  label: string;
  views: number;
  en: number;
  fr: number;
  pt: number;
  search: number;
  social: number;
  direct: number;
  internal: number;
  other: number;
};

export type InsightsOverview = {
  /** Every day of the range: unique visitors and page views (0 when none). */
  perDay: { day: string; visitors: number; views: number }[];
  totals: { visitors: number; views: number };
  topPages: { path: string; views: number }[];
  partners: Breakdown[];
  categories: Breakdown[];
  searchEngines: { name: string; views: number }[];
  /** Offer viewed, then booking request or external booking click (counts of events). */
  offerFunnel: { offerViews: number; bookingRequests: number; externalClicks: number };
  /** Product page views, then add to cart, then orders placed. */
  shopFunnel: { productViews: number; addToCart: number; orders: number };
  /** Member card pages shown, then redemptions recorded at partners' counters (docs/membership.md). */
  cardFunnel: { cardViews: number; redemptions: number };
};

type Row = Record<string, string | number | bigint>;
const number = (value: unknown) => Number(value ?? 0);

function breakdowns(rows: Row[], label: (key: string) => string): Breakdown[] {
  const byKey = new Map<string, Breakdown>();
  for (const row of rows) {
    const key = String(row.key);
    const entry = byKey.get(key) ?? {
      key,
      label: label(key),
      views: 0,
      en: 0,
      fr: 0,
      pt: 0,
      search: 0,
      social: 0,
      direct: 0,
      internal: 0,
      other: 0,
    };
    const views = number(row.views);
    entry.views += views;
    if (row.locale === 'en' || row.locale === 'fr' || row.locale === 'pt') entry[row.locale] += views;
    const referrer = String(row.referrer_class) as 'search' | 'social' | 'direct' | 'internal' | 'other';
    if (referrer in entry) entry[referrer] += views;
    byKey.set(key, entry);
  }
  return [...byKey.values()].sort((a, b) => b.views - a.views || a.label.localeCompare(b.label));
}

/**
 * Staff Insights for a range of Lisbon days (docs/decisions/16-insights.md §3): visitors and page views per day, top pages, views per
 * partner and per category by language and referrer class, search engines, and the offer, shop and member card funnels.
 * Reads raw events and rolled-up daily totals alike (lib/insights/facts.ts). Staff authorization is the caller's.
 */
export async function insightsOverview(db: Db, range: DateRange): Promise<InsightsOverview> {
  const args = [range.from, range.to] as const;
  const [visitors, views, pages, partnerRows, categoryRows, engines, events, names, redemptions] = await Promise.all([
    db.$queryRawUnsafe<Row[]>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(visitors) AS visitors FROM ${DAILY_VISITORS} WHERE partner_id = 0 GROUP BY 1`,
      ...args,
    ),
    db.$queryRawUnsafe<Row[]>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(events) AS views FROM ${FACTS} WHERE name = 'pageview' GROUP BY 1`,
      ...args,
    ),
    db.$queryRawUnsafe<Row[]>(
      `SELECT path, sum(events) AS views FROM ${FACTS} WHERE name = 'pageview' GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 20`,
      ...args,
    ),
    db.$queryRawUnsafe<Row[]>(
      `SELECT partner_id::text AS key, locale, referrer_class, sum(events) AS views FROM ${FACTS} WHERE name = 'pageview' AND partner_id > 0 GROUP BY 1, 2, 3`,
      ...args,
    ),
    db.$queryRawUnsafe<Row[]>(
      `SELECT category_slug AS key, locale, referrer_class, sum(events) AS views FROM ${FACTS} WHERE name = 'pageview' AND category_slug <> '' GROUP BY 1, 2, 3`,
      ...args,
    ),
    db.$queryRawUnsafe<Row[]>(
      `SELECT referrer_name AS name, sum(events) AS views FROM ${FACTS} WHERE name = 'pageview' AND referrer_class = 'search' GROUP BY 1 ORDER BY 2 DESC`,
      ...args,
    ),
    db.$queryRawUnsafe<Row[]>(`SELECT name, route_type, sum(events) AS events FROM ${FACTS} GROUP BY 1, 2`, ...args),
    db.partner.findMany({ select: { id: true, name: true } }),
    db.$queryRawUnsafe<Row[]>(
      `SELECT count(*) AS value FROM redemptions WHERE redeemed_at >= ($1::date)::timestamp AT TIME ZONE 'Europe/Lisbon'
         AND redeemed_at < (($2::date) + 1)::timestamp AT TIME ZONE 'Europe/Lisbon'`,
      ...args,
    ),
  ]);
  const partnerName = new Map(names.map((partner) => [String(partner.id), partner.name]));
  const visitorsByDay = new Map(visitors.map((row) => [String(row.day), number(row.visitors)]));
  const viewsByDay = new Map(views.map((row) => [String(row.day), number(row.views)]));
  const perDay = [];
  for (let day = range.from; day <= range.to; day = format(addDays(parseISO(day), 1), 'yyyy-MM-dd')) {
    perDay.push({ day, visitors: visitorsByDay.get(day) ?? 0, views: viewsByDay.get(day) ?? 0 });
  }
  const count = (name: string, routeType?: string) =>
    events
      .filter((row) => row.name === name && (!routeType || row.route_type === routeType))
      .reduce((sum, row) => sum + number(row.events), 0);
  return {
    perDay,
    totals: {
      visitors: perDay.reduce((sum, day) => sum + day.visitors, 0),
      views: perDay.reduce((sum, day) => sum + day.views, 0),
    },
    topPages: pages.map((row) => ({ path: String(row.path), views: number(row.views) })),
    partners: breakdowns(partnerRows, (key) => partnerName.get(key) ?? `#${key}`).slice(0, 20),
    categories: breakdowns(categoryRows, (key) => key),
    searchEngines: engines.map((row) => ({ name: String(row.name || '?'), views: number(row.views) })),
    offerFunnel: {
      offerViews: count('offer-view'),
      bookingRequests: count('booking-request'),
      externalClicks: count('external-booking-click'),
    },
    shopFunnel: {
      productViews: count('pageview', 'product'),
      addToCart: count('add-to-cart'),
      orders: count('order-placed'),
    },
    cardFunnel: { cardViews: count('pageview', 'member-card'), redemptions: number(redemptions[0]?.value) },
  };
}
