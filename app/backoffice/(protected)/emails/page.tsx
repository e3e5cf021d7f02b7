import type { Metadata } from 'next';
import Link from 'next/link';
import { OutboxTable } from '@/components/backoffice/outbox-table';
import { getOutboxPage } from '@/lib/backoffice/queries';

export const metadata: Metadata = { title: 'E-mails' };

/** /backoffice/emails — the outbox with status, attempts and last error, newest first, 50 a page (issue 5 §6). */
export default async function EmailsPage({ searchParams }: PageProps<'/backoffice/emails'>) {
  const requested = Number((await searchParams).page ?? 1);
  const page = Number.isSafeInteger(requested) && requested > 0 ? requested : 1;
  const emails = await getOutboxPage(page);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">E-mails</h1>
      <p className="text-sm text-slate-700">
        Without SMTP_URL, messages are captured here instead of being sent (status captured).
      </p>
      <OutboxTable emails={emails} caption="Outbox e-mails, newest first" />
      <nav aria-label="Pages" className="flex gap-3 text-sm">
        {page > 1 && <Link className="underline" href={`/backoffice/emails?page=${page - 1}`}>Newer</Link>}
        {emails.length === 50 && <Link className="underline" href={`/backoffice/emails?page=${page + 1}`}>Older</Link>}
      </nav>
    </div>
  );
}
