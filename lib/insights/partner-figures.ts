import { addMonths, endOfMonth, format, parseISO } from 'date-fns';
import type { Db, Tx } from '@/lib/db';
import type { MonthFigures } from '@/lib/mail/templates';
import { DAILY_VISITORS, FACTS } from './facts';

/** "YYYY-MM" of the month before `month`. */
export const previousMonth = (month: string) => format(addMonths(parseISO(`${month}-01`), -1), 'yyyy-MM');

type Row = { month: string; name?: string; value: bigint | number };

/**
 * A partner's figures for `count` months ending with `lastMonth` ("YYYY-MM"), oldest first, every month present
 * (zeros when nothing happened) (docs/decisions/16-insights.md §3 per-partner page, §4 monthly report). Staff authorization is the caller's.
 */
export async function partnerMonths(
  db: Db | Tx,
  partnerId: number,
  lastMonth: string,
  count = 12,
): Promise<MonthFigures[]> {
  const first = format(addMonths(parseISO(`${lastMonth}-01`), 1 - count), 'yyyy-MM-dd');
  const last = format(endOfMonth(parseISO(`${lastMonth}-01`)), 'yyyy-MM-dd');
  const inMonths = (column: string) =>
    `${column} >= ($1::date)::timestamp AT TIME ZONE 'Europe/Lisbon' AND ${column} < (($2::date) + 1)::timestamp AT TIME ZONE 'Europe/Lisbon'`;
  const lisbonMonth = (column: string) => `to_char(${column} AT TIME ZONE 'Europe/Lisbon', 'YYYY-MM')`;
  const args = [first, last, partnerId] as const;
  const [events, visitors, bookings, reviews, redemptions] = await Promise.all([
    db.$queryRawUnsafe<Row[]>(
      `SELECT to_char(day, 'YYYY-MM') AS month, name, sum(events) AS value FROM ${FACTS} WHERE partner_id = $3 GROUP BY 1, 2`,
      ...args,
    ),
    db.$queryRawUnsafe<Row[]>(
      `SELECT to_char(day, 'YYYY-MM') AS month, sum(visitors) AS value FROM ${DAILY_VISITORS} WHERE partner_id = $3 GROUP BY 1`,
      ...args,
    ),
    db.$queryRawUnsafe<Row[]>(
      `SELECT ${lisbonMonth('created_at')} AS month, count(*) AS value FROM booking_requests WHERE partner_id = $3 AND ${inMonths('created_at')} GROUP BY 1`,
      ...args,
    ),
    db.$queryRawUnsafe<Row[]>(
      `SELECT ${lisbonMonth('created_at')} AS month, count(*) AS value FROM reviews WHERE partner_id = $3 AND ${inMonths('created_at')} GROUP BY 1`,
      ...args,
    ),
    db.$queryRawUnsafe<Row[]>(
      `SELECT ${lisbonMonth('redeemed_at')} AS month, name, value FROM redemptions,
         LATERAL (VALUES ('count', 1), ('people', party_size), ('cents', coalesce(bill_cents, 0))) AS figure(name, value)
       WHERE partner_id = $3 AND ${inMonths('redeemed_at')}`,
      ...args,
    ),
  ]);
  const sum = (rows: Row[], month: string, name?: string) =>
    rows
      .filter((row) => row.month === month && (!name || row.name === name))
      .reduce((total, row) => total + Number(row.value), 0);
  return Array.from({ length: count }, (_, index) => {
    const month = format(addMonths(parseISO(`${first}`), index), 'yyyy-MM');
    return {
      month,
      views: sum(events, month, 'pageview'),
      visitors: sum(visitors, month),
      offerViews: sum(events, month, 'offer-view'),
      bookingRequests: sum(bookings, month),
      externalClicks: sum(events, month, 'external-booking-click'),
      reviews: sum(reviews, month),
      redemptions: sum(redemptions, month, 'count'),
      redeemedPeople: sum(redemptions, month, 'people'),
      billsEuros: Math.round(sum(redemptions, month, 'cents') / 100),
    };
  });
}
