'use client';

import { useTranslations } from 'next-intl';
import { FormOutcome, useActionForm } from '@/components/ui/action-form';
import { buttonClass, secondaryButtonClass } from '@/components/ui/buttons';
import { FormField, fieldProps } from '@/components/ui/form-field';
import { useLocaleFormatter } from '@/lib/i18n/format';
import { routing } from '@/lib/i18n/routing';
import type { ProposalView } from '@/lib/membership/partners/partner-page';
import { decideProposalAction } from '@/lib/membership/partners/staff-partner-actions';

/**
 * The texts a partner's manager proposed (docs/membership.md "The partner keeps its page"), per language, with
 * "Approve and publish" and "Send back" (with a note the partner reads). One form, the decision is the button.
 * Rendered on every partner page (nothing without a proposal), so the decision's answer outlives the proposal.
 */
export function ProposalReview({ partnerId, proposal }: { partnerId: number; proposal: ProposalView | null }) {
  const t = useTranslations('BackofficeMembers');
  const tLanguage = useTranslations('BackofficeMembers.languageNames');
  const format = useLocaleFormatter();
  const [state, action, pending, keep] = useActionForm(decideProposalAction);
  const noteError = state.status === 'refused' ? state.fieldErrors?.note : undefined;
  // Decided, the proposal leaves the page: its answer stays in its place.
  if (!proposal) return <FormOutcome state={state} className="text-sm font-medium" />;
  return (
    <section
      aria-labelledby="proposal-title"
      data-testid="proposal-review"
      className="flex max-w-3xl flex-col gap-3 rounded-lg border-l-4 border-accent-600 bg-orange-50 p-4"
    >
      <h2 id="proposal-title" className="text-lg font-semibold">
        {t('proposalHeading')}
      </h2>
      <p className="text-sm">
        {t('proposalHint', {
          date: format.dateTime(new Date(proposal.createdAt), { dateStyle: 'long', timeZone: 'Europe/Lisbon' }),
        })}
      </p>
      <dl className="flex flex-col gap-3 text-sm">
        {routing.locales.map((locale) => (
          <div key={locale} lang={locale} className="min-w-0">
            <dt className="font-semibold">
              {tLanguage(locale)} · {t('proposalDescription')}
            </dt>
            <dd className="break-words whitespace-pre-line">{proposal.texts.description[locale] || '—'}</dd>
            <dt className="mt-1 font-semibold">
              {tLanguage(locale)} · {t('proposalOfferLines')}
            </dt>
            <dd className="break-words whitespace-pre-line">{proposal.texts.offerLines[locale].join('\n') || '—'}</dd>
          </div>
        ))}
      </dl>
      <form action={action} onSubmit={keep} className="flex flex-col gap-3">
        <input type="hidden" name="partnerId" value={partnerId} />
        <input type="hidden" name="proposalId" value={proposal.id} />
        <FormField id="proposal-note" label={t('note')} error={noteError}>
          <textarea {...fieldProps('proposal-note', noteError)} name="note" rows={2} maxLength={1000} />
        </FormField>
        <div className="flex flex-wrap gap-3">
          <button type="submit" name="decision" value="approve" className={buttonClass} disabled={pending}>
            {t('approve')}
          </button>
          <button type="submit" name="decision" value="return" className={secondaryButtonClass} disabled={pending}>
            {t('sendBack')}
          </button>
        </div>
        {!noteError && <FormOutcome state={state} />}
      </form>
    </section>
  );
}
