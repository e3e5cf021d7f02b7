import { notFound } from 'next/navigation';
import type { Metadata } from 'next';
import Link from 'next/link';
import { RetryEmailButton } from '@/components/mail/staff/email-buttons';
import { emailTemplateNames } from '@/lib/mail/staff-template-names';
import { getOutboxPreview } from '@/lib/mail/staff-queries';
import { getStaffFormatter, getStaffTranslations } from '@/lib/staff/translations';
import { DATE_TIME } from '@/lib/i18n/format';
import { routeIdSchema } from '@/lib/validation/ids';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getStaffTranslations('BackofficeEmails'))('previewTitle') };
}

/** /backoffice/emails/{id} — one outbox e-mail as the recipient sees it (HTML in a sandboxed frame) and as text. */
export default async function EmailPreviewPage({ params }: PageProps<'/backoffice/emails/[id]'>) {
  const id = routeIdSchema.safeParse((await params).id);
  const email = id.success ? await getOutboxPreview(id.data) : null;
  if (!email) notFound();
  const [t, format, templateName] = await Promise.all([
    getStaffTranslations('BackofficeEmails'),
    getStaffFormatter(),
    emailTemplateNames(),
  ]);
  return (
    <div className="flex max-w-4xl flex-col gap-4">
      <Link href="/backoffice/emails" className="text-sm underline">
        {t('allEmails')}
      </Link>
      <h1 className="text-2xl font-semibold">{email.subject}</h1>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium">{t('to')}</dt>
        <dd>{email.to}</dd>
        {email.replyTo && (
          <>
            <dt className="font-medium">{t('replyTo')}</dt>
            <dd>{email.replyTo}</dd>
          </>
        )}
        <dt className="font-medium">{t('template')}</dt>
        <dd>
          {templateName(email.template)} ({email.locale})
        </dd>
        <dt className="font-medium">{t('status')}</dt>
        <dd>
          {t('statusLine', { status: t(`statuses.${email.status}`), attempts: email.attempts })}
          {email.sentAt && `, ${t('sentAt', { date: format.dateTime(email.sentAt, DATE_TIME) })}`}
        </dd>
        {email.lastError && (
          <>
            <dt className="font-medium">{t('lastError')}</dt>
            <dd className="text-red-800">{email.lastError}</dd>
          </>
        )}
      </dl>
      {email.withheld ? (
        // A sign-in link is a key to a partner's counter: neither shown nor sent again (docs/mail.md "Sign-in e-mails").
        <p className="rounded bg-amber-50 p-3 text-sm text-amber-900">{t('signInWithheld')}</p>
      ) : (
        <>
          <div>
            <RetryEmailButton id={email.id} subject={email.subject} />
          </div>
          {/* sandbox without permissions: the message's HTML can neither run scripts nor navigate this page. */}
          <iframe
            title={t('htmlTitle', { subject: email.subject })}
            sandbox=""
            srcDoc={email.html}
            className="h-[32rem] w-full rounded border border-slate-300 bg-white"
          />
          <h2 className="font-semibold">{t('plainText')}</h2>
          <pre className="rounded border border-slate-200 bg-white p-4 text-sm whitespace-pre-wrap [overflow-wrap:anywhere]">
            {email.text}
          </pre>
        </>
      )}
    </div>
  );
}
