import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { TwoFactorPanel } from '@/components/backoffice/two-factor-panel';
import { getTwoFactorView } from '@/lib/auth/two-factor-view';

export const metadata: Metadata = { title: 'Security' };

/** /backoffice/security — the staff member's own account: two-factor sign-in (issue 11 §4). */
export default async function SecurityPage() {
  const view = await getTwoFactorView();
  if (!view) redirect('/backoffice/login');
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold text-slate-900">Security</h1>
      <p className="text-slate-700">Signed in as {view.email}.</p>
      <TwoFactorPanel view={view} mode="security" />
    </div>
  );
}
