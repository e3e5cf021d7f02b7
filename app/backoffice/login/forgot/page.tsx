import type { Metadata } from 'next';
import Link from 'next/link';
import { ForgotPasswordForm } from '@/components/backoffice/password-forms';
import { getBackofficeTranslations } from '@/lib/staff/translations';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getBackofficeTranslations('BackofficePassword'))('forgotTitle') };
}

/** /backoffice/login/forgot — "Forgot password", open to everyone (docs/decisions/11-staff-security.md §12). */
export default async function ForgotPasswordPage() {
  const tp = await getBackofficeTranslations('BackofficePassword');
  return (
    <main className="mx-auto flex min-h-screen max-w-sm flex-col justify-center gap-4 px-4 py-10">
      <h1 className="text-2xl font-semibold text-slate-900">{tp('forgotTitle')}</h1>
      <ForgotPasswordForm />
      <Link href="/backoffice/login" className="text-sm text-brand-700 underline">
        {tp('backToSignIn')}
      </Link>
    </main>
  );
}
