import type { Metadata } from 'next';
import Link from 'next/link';
import { OutboxTable } from '@/components/mail/staff/outbox-table';
import { getOutboxPage } from '@/lib/mail/staff-queries';
import { getStaffTranslations } from '@/lib/staff/translations';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getStaffTranslations('BackofficeEmails'))('title') };
}

/** /backoffice/emails — the outbox with status, attempts and last error, newest first, 50 a page (docs/decisions/05-mail-content-pages-inbox.md §6). */
export default async function EmailsPage({ searchParams }: PageProps<'/backoffice/emails'>) {
  const requested = Number((await searchParams).page ?? 1);
  const page = Number.isSafeInteger(requested) && requested > 0 ? requested : 1;
  const emails = await getOutboxPage(page);
  const t = await getStaffTranslations('BackofficeEmails');
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">{t('title')}</h1>
      <p className="text-sm text-slate-700">{t('captureNote')}</p>
      <OutboxTable emails={emails} caption={t('caption')} />
      <nav aria-label={t('pages')} className="flex gap-3 text-sm">
        {page > 1 && (
          <Link className="underline" href={`/backoffice/emails?page=${page - 1}`}>
            {t('newer')}
          </Link>
        )}
        {emails.length === 50 && (
          <Link className="underline" href={`/backoffice/emails?page=${page + 1}`}>
            {t('older')}
          </Link>
        )}
      </nav>
    </div>
  );
}
