import Link from 'next/link';
import type { getOutboxPage } from '@/lib/mail/staff-queries';
import { getStaffFormatter, getStaffTranslations } from '@/lib/staff/translations';
import { DATE_TIME } from '@/lib/i18n/format';
import { emailTemplateNames } from '@/lib/mail/staff-template-names';
import { isSignInEmail } from '@/lib/mail/sign-in-templates';
import { ScrollBox } from '@/components/ui/scroll-box';
import { RetryEmailButton } from './email-buttons';
import { STICKY_NAME_COLUMN } from '@/components/backoffice/staff-table';

type Row = Awaited<ReturnType<typeof getOutboxPage>>[number];

/** Outbox rows: when, which e-mail (named in words), recipient, subject, status, attempts, last error, preview and retry
 * (none for a sign-in e-mail). */
export async function OutboxTable({ emails, caption }: { emails: Row[]; caption: string }) {
  const [t, format, templateName] = await Promise.all([
    getStaffTranslations('BackofficeEmails'),
    getStaffFormatter(),
    emailTemplateNames(),
  ]);
  if (emails.length === 0) return <p>{t('none')}</p>;
  const headings = [t('created'), t('template'), t('to'), t('subject'), t('status'), t('attempts'), t('lastError'), ''];
  return (
    <ScrollBox label={caption}>
      {/* The template (second column) names the e-mail: it stays in view while the rest scrolls. */}
      <table className={`w-full min-w-[48rem] text-left text-sm ${STICKY_NAME_COLUMN[2]}`}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className="py-1 pr-3">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {emails.map((email) => (
            <tr key={email.id} className="border-t border-slate-200 align-top">
              <td className="py-2 pr-3 whitespace-nowrap">{format.dateTime(email.createdAt, DATE_TIME)}</td>
              <td className="py-2 pr-3">{templateName(email.template)}</td>
              <td className="py-2 pr-3 break-all">{email.to}</td>
              <td className="py-2 pr-3">
                <Link className="underline" href={`/backoffice/emails/${email.id}`}>
                  {email.subject}
                </Link>
              </td>
              <td className="py-2 pr-3">{t(`statuses.${email.status}`)}</td>
              <td className="py-2 pr-3">{email.attempts}</td>
              <td className="py-2 pr-3 text-red-800">{email.lastError ?? ''}</td>
              <td className="py-2">
                {/* A sign-in e-mail is never sent again by staff (docs/mail.md "Sign-in e-mails"). */}
                {isSignInEmail(email.template) ? (
                  <span className="text-slate-600">{t('signInShort')}</span>
                ) : (
                  <RetryEmailButton id={email.id} subject={email.subject} />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}
