import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { BlackoutDates, ManagedHoursForm, ProposalForm, SpecialDays } from '@/components/membership/listing-editor';
import { Link } from '@/lib/i18n/navigation';
import { metadataLocale, resolvePageLocale } from '@/lib/i18n/page';
import { getManagedPage } from '@/lib/membership/partners/partner-area';

/** One part of the editor: its heading (named for screen readers), an optional hint, its form. */
function EditorSection({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3">
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        {title}
      </h2>
      {hint && <p className="text-sm text-slate-600">{hint}</p>}
      {children}
    </section>
  );
}

export async function generateMetadata({ params }: PageProps<'/[locale]/partner/listing'>): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: 'PartnerListing' });
  return { title: t('title'), robots: { index: false } };
}

/**
 * The partner keeps its page (docs/membership.md "The partner keeps its page"): a manager edits the opening hours,
 * seasons, special days and the offer's blackout dates (public at once) and proposes its texts to staff. A
 * counter-only user is told who can.
 */
export default async function PartnerListingPage({ params }: PageProps<'/[locale]/partner/listing'>) {
  const locale = await resolvePageLocale(params);
  const data = await getManagedPage(locale);
  const t = await getTranslations('PartnerListing');
  const back = (
    <Link href="/partner" className="underline">
      {t('backToCounter')}
    </Link>
  );
  if (!data.manager)
    return (
      <div className="mx-auto flex max-w-xl flex-col gap-4">
        <h1 className="text-2xl font-semibold break-words">{t('heading', { partner: data.partnerName })}</h1>
        <p>{t('managerOnly')}</p>
        <p>{back}</p>
      </div>
    );
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-8">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold break-words">{t('heading', { partner: data.name })}</h1>
        <p className="text-sm text-slate-600">{t('intro')}</p>
        <p className="flex flex-wrap gap-x-4 text-sm">
          {back}
          <Link href={data.publicPath} className="underline">
            {t('publicPage')}
          </Link>
        </p>
      </div>
      <EditorSection id="hours" title={t('hoursHeading')}>
        <ManagedHoursForm locale={locale} hours={data.hours} seasons={data.seasons} />
      </EditorSection>
      <EditorSection id="special" title={t('specialHeading')} hint={t('specialHint')}>
        <SpecialDays locale={locale} days={data.specialDays} />
      </EditorSection>
      <EditorSection id="blackout" title={t('blackoutHeading')} hint={t('blackoutHint')}>
        <BlackoutDates locale={locale} dates={data.blackoutDates} />
      </EditorSection>
      <EditorSection id="texts" title={t('textsHeading')} hint={t('textsHint')}>
        <ProposalForm locale={locale} texts={data.texts} proposal={data.proposal} />
      </EditorSection>
    </div>
  );
}
