import type { ReactNode } from 'react';
import { SessionExpiryWarning } from '@/components/backoffice/session-expiry-warning';
import { Sidebar } from '@/components/backoffice/sidebar';
import { currentStaff } from '@/lib/staff/read-guard';

export const dynamic = 'force-dynamic';

/**
 * Every staff page: the session is checked here on the server (docs/decisions/04-backoffice.md §2), not only in proxy.ts, through the same
 * per-request currentStaff() as the page's own reads, so a render looks the session up once. The root backoffice
 * layout gives the pages the staff member's language.
 */
export default async function ProtectedLayout({ children }: { children: ReactNode }) {
  const admin = await currentStaff();
  return (
    <div className="flex min-h-screen flex-col md:flex-row">
      <Sidebar email={admin.email} admin={admin.role === 'admin'} />
      <main id="main" className="min-w-0 flex-1 px-4 py-6 md:px-8">
        {children}
      </main>
      <SessionExpiryWarning initialExpiresAt={admin.expiresAt} />
    </div>
  );
}
