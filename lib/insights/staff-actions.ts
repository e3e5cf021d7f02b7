'use server';

import { redirect } from 'next/navigation';
import { after } from 'next/server';
import { staffForm } from '@/lib/actions/staff-form';
import { prisma } from '@/lib/db';
import { kickOutbox } from '@/lib/mail/runner';
import { idleForm, type FormState } from '@/lib/actions/form-state';
import { partnerReportMonthSchema, partnerReportSettingsSchema } from '@/lib/insights/schemas';
import { sendPartnerReportAgain } from './monthly-report';

/*
 * The per-partner Insights page's report forms (docs/decisions/16-insights.md §4). Plain form posts (they work without JavaScript),
 * each a staffForm action that sends the staff member back to the page with `done` (saved, sent) or `error` in the
 * query (without a session, to the sign-in page).
 */

/** The partner's Insights page (or Insights, for a post without a partner) with `query`. */
function reportPage(partnerId: FormDataEntryValue | null, query: string): string {
  const id = Number(partnerId);
  return Number.isInteger(id) && id > 0
    ? `/backoffice/insights/partners/${id}?${query}`
    : `/backoffice/insights?${query}`;
}

/** Sends the staff member back to the page with the refusal (a done form has already gone there with `done`). */
function back(formData: FormData, state: FormState): never {
  const error = state.status === 'refused' ? state.error : '';
  redirect(reportPage(formData.get('partnerId'), `error=${encodeURIComponent(error)}`));
}

const saveReportSettings = staffForm({
  fields: ['partnerId', 'enabled', 'locale'],
  schema: partnerReportSettingsSchema,
  run: async ({ partnerId, enabled, locale }, { audit }) => {
    const { count } = await prisma.partner.updateMany({
      where: { id: partnerId },
      data: { reportEnabled: enabled === 'on', reportLocale: locale },
    });
    if (count === 0) return { ok: false, error: 'partnerNotFound' };
    audit('partner.report.update', `partner:${partnerId}`, { enabled: enabled === 'on', locale });
    return { ok: true, data: null };
  },
  redirectTo: ({ partnerId }) => reportPage(String(partnerId), 'done=saved'),
});

const queueReportAgain = staffForm({
  fields: ['partnerId', 'month'],
  schema: partnerReportMonthSchema,
  run: async ({ partnerId, month }, { audit }) => {
    if (!(await sendPartnerReportAgain(prisma, partnerId, month))) return { ok: false, error: 'partnerWithoutEmail' };
    audit('partner.report.send', `partner:${partnerId}`, { month });
    after(() => kickOutbox());
    return { ok: true, data: null };
  },
  redirectTo: ({ partnerId }) => reportPage(String(partnerId), 'done=sent'),
});

/** Turns a partner's monthly report on or off and sets its language (audit: partner.report.update). */
export async function setPartnerReportAction(formData: FormData): Promise<void> {
  back(formData, await saveReportSettings(idleForm, formData));
}

/** Queues a partner's report for a month again, now (audit: partner.report.send). */
export async function sendPartnerReportAgainAction(formData: FormData): Promise<void> {
  back(formData, await queueReportAgain(idleForm, formData));
}
