import type { Metadata } from 'next';
import { StaffSection } from '@/components/backoffice/staff-section';
import { IssueCardForm } from '@/components/membership/staff/member-card-forms';
import { MemberCardList } from '@/components/membership/staff/member-card-list';
import { yearsAfter } from '@/lib/partner-record/offer-rules';
import { getStaffTranslations } from '@/lib/staff/translations';
import { lisbonToday } from '@/lib/time';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getStaffTranslations('BackofficeOwners'))('title') };
}

/**
 * /backoffice/owners — owners' cards (docs/membership.md "Owners' cards"): register an owner and issue the
 * year-round card (from today to a year later unless staff change the dates), find owners, renew a card for a year,
 * revoke it when an owner leaves, e-mail it again, or open its front-desk page.
 */
export default async function OwnersPage({ searchParams }: PageProps<'/backoffice/owners'>) {
  const [params, t] = await Promise.all([searchParams, getStaffTranslations('BackofficeOwners')]);
  const today = lisbonToday();
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <h1 className="text-2xl font-semibold">{t('title')}</h1>
      <StaffSection id="issue-card-title" title={t('issueTitle')} intro={t('issueIntro')}>
        <IssueCardForm kind="owner" defaults={{ arrival: today, departure: yearsAfter(today, 1) }} />
      </StaffSection>
      <MemberCardList kind="owner" path="/backoffice/owners" params={params} />
    </div>
  );
}
