/*
 * SQL shared by the Insights reads: raw events (the last 13 months) and the daily totals they are rolled into
 * (lib/insights/rollup.ts) read as one table, so a range that spans the rollup boundary counts both. Parameters
 * $1 and $2 are the first and last Lisbon day of the range, "YYYY-MM-DD", both included.
 */

/** Rows (day, name, path, route_type, partner_id, product_id, category_slug, locale, referrer_class, referrer_name, events). */
export const FACTS = `(
  SELECT day, name, path, route_type, coalesce(partner_id, 0) AS partner_id, coalesce(product_id, 0) AS product_id,
    coalesce(category_slug, '') AS category_slug, locale, referrer_class, coalesce(referrer_name, '') AS referrer_name, 1 AS events
  FROM insight_events WHERE day BETWEEN $1::date AND $2::date
  UNION ALL
  SELECT day, name, path, route_type, partner_id, product_id, category_slug, locale, referrer_class, referrer_name, events
  FROM insight_daily WHERE day BETWEEN $1::date AND $2::date
) AS facts`;

/**
 * Rows (day, partner_id, visitors): unique visitors per day of the whole site (partner_id 0) and of each partner's
 * page. A visitor is one per day by design (the salt changes daily), so a range's visitors are the sum of its days.
 */
export const DAILY_VISITORS = `(
  SELECT day, 0 AS partner_id, count(DISTINCT visitor)::int AS visitors FROM insight_events
  WHERE day BETWEEN $1::date AND $2::date AND name = 'pageview' GROUP BY day
  UNION ALL
  SELECT day, partner_id, count(DISTINCT visitor)::int FROM insight_events
  WHERE day BETWEEN $1::date AND $2::date AND name = 'pageview' AND partner_id IS NOT NULL GROUP BY day, partner_id
  UNION ALL
  SELECT day, partner_id, visitors FROM insight_daily_visitors WHERE day BETWEEN $1::date AND $2::date
) AS daily_visitors`;
