import Link from 'next/link';
import type { getOutboxPage } from '@/lib/backoffice/queries';
import { RetryEmailButton } from './email-buttons';
import { formatDateTime } from './format';

type Row = Awaited<ReturnType<typeof getOutboxPage>>[number];

/** Outbox rows: when, template, recipient, subject, status, attempts, last error, preview and retry. */
export function OutboxTable({ emails, caption }: { emails: Row[]; caption: string }) {
  if (emails.length === 0) return <p>No e-mails.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[48rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {['Created', 'Template', 'To', 'Subject', 'Status', 'Attempts', 'Last error', ''].map((heading) => (
              <th key={heading} scope="col" className="py-1 pr-3">{heading}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {emails.map((email) => (
            <tr key={email.id} className="border-t border-slate-200 align-top">
              <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(email.createdAt)}</td>
              <td className="py-2 pr-3">{email.template}</td>
              <td className="py-2 pr-3 break-all">{email.to}</td>
              <td className="py-2 pr-3"><Link className="underline" href={`/backoffice/emails/${email.id}`}>{email.subject}</Link></td>
              <td className="py-2 pr-3">{email.status}</td>
              <td className="py-2 pr-3">{email.attempts}</td>
              <td className="py-2 pr-3 text-red-800">{email.lastError ?? ''}</td>
              <td className="py-2"><RetryEmailButton id={email.id} subject={email.subject} /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
