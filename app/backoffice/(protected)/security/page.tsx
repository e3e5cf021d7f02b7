import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { LanguageForm } from '@/components/backoffice/language-form';
import { TwoFactorPanel } from '@/components/backoffice/two-factor-panel';
import { getTwoFactorView } from '@/lib/staff/auth/two-factor-view';
import { getStaffTranslations } from '@/lib/staff/translations';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getStaffTranslations('BackofficeSecurity'))('title') };
}

/** /backoffice/security — the staff member's own account: backoffice language (docs/decisions/12-staff-run-directory.md §7), two-factor sign-in (docs/decisions/11-staff-security.md §4). */
export default async function SecurityPage() {
  const view = await getTwoFactorView();
  if (!view) redirect('/backoffice/login');
  const t = await getStaffTranslations('BackofficeSecurity');
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold text-slate-900">{t('title')}</h1>
      <p className="text-slate-700">{t('signedInAs', { email: view.email })}</p>
      <section
        aria-labelledby="language-heading"
        className="flex max-w-2xl flex-col gap-3 rounded border border-slate-200 bg-white p-4"
      >
        <h2 id="language-heading" className="text-lg font-semibold text-slate-900">
          {t('languageHeading')}
        </h2>
        <LanguageForm />
      </section>
      <h2 className="text-lg font-semibold text-slate-900">{t('twoFactorHeading')}</h2>
      <TwoFactorPanel view={view} mode="security" />
    </div>
  );
}
