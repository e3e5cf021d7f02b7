import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { SessionExpiryWarning } from '@/components/backoffice/session-expiry-warning';
import { Sidebar } from '@/components/backoffice/sidebar';
import { getAdmin } from '@/lib/auth/require-admin';

export const dynamic = 'force-dynamic';

/** Every staff page: the session is checked here on the server (issue 4 §2), not only in proxy.ts. */
export default async function ProtectedLayout({ children }: { children: ReactNode }) {
  const admin = await getAdmin();
  if (!admin) redirect('/backoffice/login');
  return (
    <div className="flex min-h-screen flex-col md:flex-row">
      <Sidebar email={admin.email} />
      <main id="main" className="min-w-0 flex-1 px-4 py-6 md:px-8">{children}</main>
      <SessionExpiryWarning initialExpiresAt={admin.expiresAt} />
    </div>
  );
}
