import { subMonths } from 'date-fns';
import type { Db } from '@/lib/db';
import { lisbonToday } from '@/lib/time';

/** Raw events are kept this many months, then only their daily totals (docs/decisions/16-insights.md §2). */
export const RAW_EVENT_MONTHS = 13;

/**
 * Rolls raw insight events of Lisbon days before (today - 13 months) into insight_daily (event counts per
 * dimension) and insight_daily_visitors (unique visitors per day, site-wide as partner 0 and per partner page),
 * then deletes them, in one transaction under an advisory lock so two processes never roll the same rows twice.
 * @returns how many raw events were rolled up.
 */
export async function rollUpOldEvents(db: Db, now: Date = new Date()): Promise<number> {
  const cutoff = lisbonToday(subMonths(now, RAW_EVENT_MONTHS));
  return db.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('insights:rollup'))`;
      await tx.$executeRaw`
      INSERT INTO insight_daily (day, name, path, route_type, partner_id, product_id, category_slug, locale, referrer_class, referrer_name, device, country, events)
      SELECT day, name, path, route_type, coalesce(partner_id, 0), coalesce(product_id, 0), coalesce(category_slug, ''), locale,
        referrer_class, coalesce(referrer_name, ''), device, coalesce(country, ''), count(*)::int
      FROM insight_events WHERE day < ${cutoff}::date
      GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12
      ON CONFLICT (day, name, path, route_type, partner_id, product_id, category_slug, locale, referrer_class, referrer_name, device, country)
      DO UPDATE SET events = insight_daily.events + EXCLUDED.events`;
      await tx.$executeRaw`
      INSERT INTO insight_daily_visitors (day, partner_id, visitors)
      SELECT day, 0, count(DISTINCT visitor)::int FROM insight_events WHERE day < ${cutoff}::date AND name = 'pageview' GROUP BY day
      UNION ALL
      SELECT day, partner_id, count(DISTINCT visitor)::int FROM insight_events
      WHERE day < ${cutoff}::date AND name = 'pageview' AND partner_id IS NOT NULL GROUP BY day, partner_id
      ON CONFLICT (day, partner_id) DO UPDATE SET visitors = insight_daily_visitors.visitors + EXCLUDED.visitors`;
      return tx.$executeRaw`DELETE FROM insight_events WHERE day < ${cutoff}::date`;
    },
    { timeout: 120_000 },
  );
}
