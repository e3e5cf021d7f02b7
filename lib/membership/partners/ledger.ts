import { addDays, format, parseISO } from 'date-fns';
import type { Db } from '@/lib/db';
import { lisbonDayStart } from '@/lib/time';
import { firstName } from '@/lib/membership/cards/first-name';

/*
 * The redemption ledger (docs/membership.md "The ledger"): who redeemed which partner's offer when, for how many
 * people and, where typed, the bill before discount. Read by staff for every partner and by a partner user for their
 * own business only (the caller passes the partner id from the session). A guest reads as their first name only, and
 * as nobody once their card was deleted after the retention period.
 */

/** Filters: a partner, and Lisbon days "YYYY-MM-DD" from and to (inclusive). */
export type LedgerFilters = { partnerId?: number; from?: string; to?: string };

/** One redemption as the ledger shows it; `billCents` in cents of a euro. */
export type LedgerRow = {
  id: number;
  redeemedAt: Date;
  partnerId: number;
  partnerName: string;
  guest: string | null;
  partySize: number;
  billCents: number | null;
};

const nextDay = (day: string) => format(addDays(parseISO(day), 1), 'yyyy-MM-dd');

function where({ partnerId, from, to }: LedgerFilters) {
  return {
    ...(partnerId !== undefined ? { partnerId } : {}),
    ...(from || to
      ? {
          redeemedAt: {
            ...(from ? { gte: lisbonDayStart(from) } : {}),
            ...(to ? { lt: lisbonDayStart(nextDay(to)) } : {}),
          },
        }
      : {}),
  };
}

/** The page size of the ledger. */
export const LEDGER_PAGE_SIZE = 100;

/**
 * Redemptions newest first under the filters, a page at a time (1-based; `page: 0` for all, the CSV), with their
 * count and totals (people, bills in cents).
 */
export async function readLedger(db: Db, filters: LedgerFilters, page = 1) {
  const rows = await db.redemption.findMany({
    where: where(filters),
    orderBy: [{ redeemedAt: 'desc' }, { id: 'desc' }],
    ...(page > 0 ? { skip: (page - 1) * LEDGER_PAGE_SIZE, take: LEDGER_PAGE_SIZE } : {}),
    include: { partner: { select: { name: true } }, card: { select: { guestName: true } } },
  });
  const totals = await db.redemption.aggregate({
    where: where(filters),
    _count: true,
    _sum: { partySize: true, billCents: true },
  });
  return {
    rows: rows.map((row): LedgerRow => ({
      id: row.id,
      redeemedAt: row.redeemedAt,
      partnerId: row.partnerId,
      partnerName: row.partner.name,
      guest: row.card ? firstName(row.card.guestName) : null,
      partySize: row.partySize,
      billCents: row.billCents,
    })),
    count: totals._count,
    people: totals._sum.partySize ?? 0,
    billCents: totals._sum.billCents ?? 0,
  };
}
