import type { Metadata } from 'next';
import Link from 'next/link';
import { SetPasswordForm } from '@/components/backoffice/password-forms';
import { linkAccountEmail } from '@/lib/staff/accounts/links';
import { getBackofficeTranslations } from '@/lib/staff/translations';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getBackofficeTranslations('BackofficePassword'))('setTitle'), referrer: 'no-referrer' };
}

/**
 * /backoffice/login/set-password?token=… — the page an invitation or a "Forgot password" e-mail opens
 * (docs/decisions/11-staff-security.md §12): the new password for the link's account, or, for a used or expired
 * link, the way to ask for a new one.
 */
export default async function SetPasswordPage({ searchParams }: PageProps<'/backoffice/login/set-password'>) {
  const { token } = await searchParams;
  const tp = await getBackofficeTranslations('BackofficePassword');
  const email = typeof token === 'string' ? await linkAccountEmail(token) : null;
  return (
    <main className="mx-auto flex min-h-screen max-w-sm flex-col justify-center gap-4 px-4 py-10">
      <h1 className="text-2xl font-semibold text-slate-900">{tp('setTitle')}</h1>
      {email ? (
        <>
          <p className="text-sm break-all text-slate-700">{tp('forAccount', { email })}</p>
          <SetPasswordForm token={token as string} />
        </>
      ) : (
        <p role="alert" className="rounded bg-red-50 p-3 text-sm text-red-800">
          {tp('linkInvalid')}
        </p>
      )}
      <Link
        href={email ? '/backoffice/login' : '/backoffice/login/forgot'}
        className="text-sm text-brand-700 underline"
      >
        {email ? tp('backToSignIn') : tp('askAgain')}
      </Link>
    </main>
  );
}
