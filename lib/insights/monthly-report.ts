import { addMonths, format, parseISO } from 'date-fns';
import { createElement } from 'react';
import type { Db, Tx } from '@/lib/db';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import { renderEmail } from '@/lib/mail/render';
import { lisbonToday } from '@/lib/time';
import { PartnerReportEmail } from '@/emails/partner-report';
import { partnerReportSubject, type PartnerReportData } from '@/lib/mail/templates';
import { partnerMonths } from './partner-figures';

/** The monthly job sends last month's reports on these days of the month only (catching up after downtime). */
export const REPORT_DAYS = 7;
/** Months of page views in the report's chart. */
const CHART_MONTHS = 6;

type ReportPartner = { id: number; name: string; email: string; reportLocale: string };
const monthDate = (month: string) => new Date(`${month}-01T00:00:00Z`);

/** "YYYY-MM" of the Lisbon month before `now`'s. */
export const lastMonth = (now: Date = new Date()) =>
  format(addMonths(parseISO(`${lisbonToday(now).slice(0, 7)}-01`), -1), 'yyyy-MM');

/** What a partner's report for `month` ("YYYY-MM") shows: its figures, the month before, and six months of views. */
export async function partnerReportData(
  db: Db | Tx,
  partner: { id: number; name: string },
  month: string,
): Promise<PartnerReportData> {
  const months = await partnerMonths(db, partner.id, month, CHART_MONTHS);
  return {
    partnerName: partner.name,
    month,
    current: months[months.length - 1],
    previous: months[months.length - 2],
    months,
  };
}

/** The report e-mail, rendered in the partner's language (default pt): subject, bodies and the data the PDF is made from. */
export async function renderPartnerReport(db: Db | Tx, partner: ReportPartner, month: string) {
  const locale: Locale = isLocale(partner.reportLocale) ? partner.reportLocale : 'pt';
  const data = await partnerReportData(db, partner, month);
  const email = await renderEmail(
    partnerReportSubject(data, locale),
    createElement(PartnerReportEmail, { data, locale }),
  );
  return { template: 'partner-report', to: partner.email, locale, data, ...email };
}

/** Queues one report e-mail in `tx` (outbox; its PDF is attached when it is sent). @returns the outbox row's id. */
async function queueReport(tx: Tx, partner: ReportPartner, month: string): Promise<number> {
  const row = await tx.outboxEmail.create({
    data: await renderPartnerReport(tx, partner, month),
    select: { id: true },
  });
  return row.id;
}

/**
 * The monthly job (docs/decisions/16-insights.md §4): on the first days of a month (REPORT_DAYS), each visible partner with an e-mail
 * address and reports on gets last month's report, once. The (partner, month) row of partner_report_runs is the
 * lock: it is inserted with ON CONFLICT DO NOTHING in the transaction that queues the e-mail, so of several
 * processes running the job at once exactly one queues each report, and a failed queue leaves no row behind.
 * @returns how many reports were queued by this call.
 */
export async function runMonthlyReports(db: Db, now: Date = new Date()): Promise<number> {
  if (Number(lisbonToday(now).slice(8, 10)) > REPORT_DAYS) return 0;
  const month = lastMonth(now);
  const partners = await db.partner.findMany({
    where: {
      reportEnabled: true,
      isVisible: true,
      isDraft: false,
      email: { not: '' },
      reportRuns: { none: { month: monthDate(month) } },
    },
    select: { id: true, name: true, email: true, reportLocale: true },
    orderBy: { id: 'asc' },
  });
  let queued = 0;
  for (const partner of partners) {
    const sent = await db.$transaction(
      async (tx) => {
        const claimed = await tx.$executeRaw`
        INSERT INTO partner_report_runs (partner_id, month, updated_at) VALUES (${partner.id}, ${`${month}-01`}::date, now())
        ON CONFLICT (partner_id, month) DO NOTHING`;
        if (claimed === 0) return false;
        const outboxId = await queueReport(tx, partner, month);
        await tx.partnerReportRun.update({
          where: { partnerId_month: { partnerId: partner.id, month: monthDate(month) } },
          data: { outboxId },
        });
        return true;
      },
      { timeout: 30_000 },
    );
    if (sent) queued += 1;
  }
  return queued;
}

/**
 * Staff's "send again" (docs/decisions/16-insights.md §4): queues the partner's report for `month` now, whether or not it was sent or
 * reports are off, and counts it on the month's run. @returns false when the partner has no e-mail or does not exist.
 */
export async function sendPartnerReportAgain(db: Db, partnerId: number, month: string): Promise<boolean> {
  return db.$transaction(
    async (tx) => {
      const partner = await tx.partner.findUnique({
        where: { id: partnerId },
        select: { id: true, name: true, email: true, reportLocale: true },
      });
      if (!partner?.email) return false;
      const outboxId = await queueReport(tx, partner, month);
      await tx.partnerReportRun.upsert({
        where: { partnerId_month: { partnerId, month: monthDate(month) } },
        create: { partnerId, month: monthDate(month), outboxId },
        update: { outboxId, sentCount: { increment: 1 } },
      });
      return true;
    },
    { timeout: 30_000 },
  );
}
