'use server';

import { redirect } from 'next/navigation';
import { after } from 'next/server';
import { LOGIN_PATH } from '@/lib/staff/auth/config';
import { staffAction } from '@/lib/actions/staff-action';
import { zodFailure } from '@/lib/actions/messages';
import { prisma } from '@/lib/db';
import { kickOutbox } from '@/lib/mail/runner';
import { formFields } from '@/lib/actions/form-state';
import { partnerReportMonthSchema, partnerReportSettingsSchema } from '@/lib/insights/schemas';
import { sendPartnerReportAgain } from './monthly-report';

/*
 * The per-partner Insights page's report forms (docs/decisions/16-insights.md §4). Plain form posts (they work without JavaScript):
 * each answers by sending the staff member back to the page with `done` (saved, sent) or `error` in the query.
 */

function back(
  partnerId: unknown,
  outcome: { ok: true; done: string } | { ok: false; error: string; unauthorized?: true },
): never {
  const id = Number(partnerId);
  if (!outcome.ok && outcome.unauthorized) redirect(LOGIN_PATH);
  const query = outcome.ok ? `done=${outcome.done}` : `error=${encodeURIComponent(outcome.error)}`;
  redirect(
    Number.isInteger(id) && id > 0 ? `/backoffice/insights/partners/${id}?${query}` : `/backoffice/insights?${query}`,
  );
}

/** Turns a partner's monthly report on or off and sets its language (audit: partner.report.update). */
export async function setPartnerReportAction(formData: FormData): Promise<void> {
  const raw = formFields(formData, ['partnerId', 'enabled', 'locale']);
  const result = await staffAction(async ({ audit }) => {
    const parsed = partnerReportSettingsSchema.safeParse(raw);
    if (!parsed.success) return zodFailure(parsed.error);
    const { partnerId, enabled, locale } = parsed.data;
    const { count } = await prisma.partner.updateMany({
      where: { id: partnerId },
      data: { reportEnabled: enabled === 'on', reportLocale: locale },
    });
    if (count === 0) return { ok: false, error: 'partnerNotFound' };
    audit('partner.report.update', `partner:${partnerId}`, { enabled: enabled === 'on', locale });
    return { ok: true, data: null };
  });
  back(raw.partnerId, result.ok ? { ok: true, done: 'saved' } : result);
}

/** Queues a partner's report for a month again, now (audit: partner.report.send). */
export async function sendPartnerReportAgainAction(formData: FormData): Promise<void> {
  const raw = formFields(formData, ['partnerId', 'month']);
  const result = await staffAction(async ({ audit }) => {
    const parsed = partnerReportMonthSchema.safeParse(raw);
    if (!parsed.success) return zodFailure(parsed.error);
    const { partnerId, month } = parsed.data;
    if (!(await sendPartnerReportAgain(prisma, partnerId, month))) return { ok: false, error: 'partnerWithoutEmail' };
    audit('partner.report.send', `partner:${partnerId}`, { month });
    return { ok: true, data: null };
  });
  if (result.ok) after(() => kickOutbox());
  back(raw.partnerId, result.ok ? { ok: true, done: 'sent' } : result);
}
