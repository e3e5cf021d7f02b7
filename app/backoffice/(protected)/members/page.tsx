import type { Metadata } from 'next';
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
      <section
        aria-labelledby="issue-card-title"
        className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
      >
        <h2 id="issue-card-title" className="text-lg font-semibold">
          {t('issueTitle')}
        </h2>
        <p className="text-sm text-slate-700">{t('issueIntro')}</p>
        <IssueCardForm />
      </section>
      <section
        aria-labelledby="import-title"
        className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
      >
        <h2 id="import-title" className="text-lg font-semibold">
          {t('import.title')}
        </h2>
        <p className="text-sm text-slate-700">{t('import.intro')}</p>
        <StayImportForm />
      </section>
      <MemberCardList kind="stay" path="/backoffice/members" params={params} />
    </div>
  );
}
