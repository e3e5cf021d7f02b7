import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { LoginForm } from '@/components/backoffice/login-form';
import { getStaffSession } from '@/lib/staff/auth/require-staff';
import { getBackofficeTranslations } from '@/lib/staff/translations';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getBackofficeTranslations('BackofficeLogin'))('title') };
}

/** /backoffice/login — outside the protected layout (docs/spec.md §2), in the sign-in language (docs/decisions/12-staff-run-directory.md §7). */
export default async function LoginPage({ searchParams }: PageProps<'/backoffice/login'>) {
  const { callbackUrl, expired, password } = await searchParams;
  const session = await getStaffSession();
  // Signed in already; or signed in but, with STAFF_2FA=required, still to set up the second factor.
  if (session) redirect(session.enrolmentRequired ? '/backoffice/login/two-factor' : '/backoffice');
  const [t, tp] = await Promise.all([
    getBackofficeTranslations('BackofficeLogin'),
    getBackofficeTranslations('BackofficePassword'),
  ]);
  return (
    <main className="mx-auto flex min-h-screen max-w-sm flex-col justify-center px-4 py-10">
      <h1 className="mb-6 text-2xl font-semibold text-slate-900">{t('heading')}</h1>
      {password === 'set' && (
        <p role="status" className="mb-4 rounded bg-green-50 p-3 text-sm text-green-900">
          {tp('done')}
        </p>
      )}
      <LoginForm callbackUrl={typeof callbackUrl === 'string' ? callbackUrl : undefined} expired={expired === '1'} />
      <Link href="/backoffice/login/forgot" className="mt-4 text-sm text-brand-700 underline">
        {tp('forgotLink')}
      </Link>
    </main>
  );
}
