import { buttonClass, secondaryButtonClass } from '@/components/ui/buttons';
import { monthLabel } from '@/lib/mail/templates';
import { getStaffTranslations, staffLocale } from '@/lib/staff/translations';
import { sendPartnerReportAgainAction, setPartnerReportAction } from '@/lib/insights/staff-actions';
import type { PartnerInsights } from '@/lib/insights/partner-report';

/**
 * A partner's monthly report controls (docs/decisions/16-insights.md §4): on or off, language, send again for the month shown, and
 * the reports sent. Plain forms posting to server actions (they work without JavaScript).
 */
export async function PartnerReportPanel({
  partner,
  month,
  runs,
  done,
  error,
}: {
  partner: PartnerInsights['partner'];
  month: string;
  runs: PartnerInsights['runs'];
  done?: string;
  error?: string;
}) {
  const [t, locale] = await Promise.all([getStaffTranslations('BackofficeInsights'), staffLocale()]);
  const languages = ['pt', 'en', 'fr'] as const;
  return (
    <section
      className="flex flex-col gap-3 rounded border border-slate-200 bg-white p-4"
      aria-labelledby="report-title"
    >
      <h2 id="report-title" className="font-semibold">
        {t('partner.report')}
      </h2>
      {done === 'sent' && (
        <p role="status" className="text-green-800">
          {t('partner.sent')}
        </p>
      )}
      {done === 'saved' && (
        <p role="status" className="text-green-800">
          {t('partner.saved')}
        </p>
      )}
      {error && (
        <p role="alert" className="text-red-800">
          {t('partner.failed', { error })}
        </p>
      )}
      <p>
        {!partner.email
          ? t('partner.noEmail')
          : partner.reportEnabled
            ? t('partner.reportOn', { email: partner.email, language: t(`language.${partner.reportLocale as 'pt'}`) })
            : t('partner.reportOff')}
      </p>
      <form action={setPartnerReportAction} className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="partnerId" value={partner.id} />
        <input type="hidden" name="enabled" value={partner.reportEnabled ? 'on' : 'off'} />
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('partner.reportLanguage')}
          <select
            name="locale"
            defaultValue={partner.reportLocale}
            className="rounded border border-slate-300 bg-white px-3 py-2"
          >
            {languages.map((language) => (
              <option key={language} value={language}>
                {t(`language.${language}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={secondaryButtonClass}>
          {t('partner.save')}
        </button>
      </form>
      <form action={setPartnerReportAction}>
        <input type="hidden" name="partnerId" value={partner.id} />
        <input type="hidden" name="enabled" value={partner.reportEnabled ? 'off' : 'on'} />
        <input type="hidden" name="locale" value={partner.reportLocale} />
        <button type="submit" className={secondaryButtonClass}>
          {partner.reportEnabled ? t('partner.turnOff') : t('partner.turnOn')}
        </button>
      </form>
      {partner.email && (
        <form action={sendPartnerReportAgainAction}>
          <input type="hidden" name="partnerId" value={partner.id} />
          <input type="hidden" name="month" value={month} />
          <button type="submit" className={buttonClass}>
            {t('partner.sendAgain', { month: monthLabel(month, locale) })}
          </button>
        </form>
      )}
      {runs.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold">{t('partner.history')}</h3>
          <ul className="text-sm">
            {runs.map((run) => (
              <li key={run.month}>
                {t('partner.historyLine', {
                  month: monthLabel(run.month, locale),
                  times: t('partner.times', { count: run.sentCount }),
                })}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
