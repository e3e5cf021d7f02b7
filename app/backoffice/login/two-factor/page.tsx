import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { TwoFactorPanel } from '@/components/backoffice/two-factor-panel';
import { getTwoFactorView } from '@/lib/staff/auth/two-factor-view';
import { getBackofficeTranslations } from '@/lib/staff/translations';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getBackofficeTranslations('BackofficeSecurity'))('enrolmentTitle') };
}

/**
 * /backoffice/login/two-factor — where a staff member goes first when STAFF_2FA=required and the account has no
 * second factor yet (docs/decisions/11-staff-security.md §4). Outside the protected layout: such a session reads no staff data until enrolled.
 */
export default async function TwoFactorEnrolmentPage() {
  const view = await getTwoFactorView();
  if (!view) redirect('/backoffice/login');
  const t = await getBackofficeTranslations('BackofficeSecurity');
  return (
    <main className="mx-auto flex min-h-screen max-w-2xl flex-col justify-center gap-6 px-4 py-10">
      <h1 className="text-2xl font-semibold text-slate-900">{t('twoFactorHeading')}</h1>
      <TwoFactorPanel view={view} mode="enrolment" />
    </main>
  );
}
