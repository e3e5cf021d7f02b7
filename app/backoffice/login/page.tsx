import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { LoginForm } from '@/components/backoffice/login-form';
import { getStaffSession } from '@/lib/auth/require-admin';

export const metadata: Metadata = { title: 'Sign in' };
export const dynamic = 'force-dynamic';

/** /backoffice/login — outside the protected layout (SPEC §2). */
export default async function LoginPage({ searchParams }: PageProps<'/backoffice/login'>) {
  const { callbackUrl, expired } = await searchParams;
  const session = await getStaffSession();
  // Signed in already; or signed in but, with STAFF_2FA=required, still to set up the second factor.
  if (session) redirect(session.enrolmentRequired ? '/backoffice/login/two-factor' : '/backoffice');
  return (
    <main className="mx-auto flex min-h-screen max-w-sm flex-col justify-center px-4 py-10">
      <h1 className="mb-6 text-2xl font-semibold text-slate-900">Backoffice sign in</h1>
      <LoginForm callbackUrl={typeof callbackUrl === 'string' ? callbackUrl : undefined} expired={expired === '1'} />
    </main>
  );
}
