import type { Metadata } from 'next';
import { StaffSection } from '@/components/backoffice/staff-section';
import { IssueCardForm } from '@/components/membership/staff/member-card-forms';
import { MemberCardList } from '@/components/membership/staff/member-card-list';
import { StayImportForm } from '@/components/membership/staff/stay-import-form';
import { getStaffTranslations } from '@/lib/staff/translations';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getStaffTranslations('BackofficeMembers'))('title') };
}

/**
 * /backoffice/members — member cards for stays (docs/membership.md "Membership for a stay"): issue one, import a
 * booking export, find cards by guest, e-mail or property, and per card e-mail it again, extend the stay, revoke or
 * restore it, or open its front-desk page.
 */
export default async function MembersPage({ searchParams }: PageProps<'/backoffice/members'>) {
  const [params, t] = await Promise.all([searchParams, getStaffTranslations('BackofficeMembers')]);
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <h1 className="text-2xl font-semibold">{t('title')}</h1>
      <StaffSection id="issue-card-title" title={t('issueTitle')} intro={t('issueIntro')}>
        <IssueCardForm />
      </StaffSection>
      <StaffSection id="import-title" title={t('import.title')} intro={t('import.intro')}>
        <StayImportForm />
      </StaffSection>
      <MemberCardList kind="stay" path="/backoffice/members" params={params} />
    </div>
  );
}
