import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { backofficeLocale, backofficeMessages, getBackofficeTranslations } from '@/lib/staff/translations';
import './staff.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getBackofficeTranslations('BackofficeNav');
  return { title: { default: t('brand'), template: `%s | ${t('brand')}` }, robots: { index: false, follow: false } };
}

/**
 * Root layout of the staff pages, outside the public shell: in the staff member's language (docs/decisions/12-staff-run-directory.md §7), the
 * account's once signed in, else the sign-in language (backofficeLocale). Client components translate with it.
 */
export default async function BackofficeRootLayout({ children }: { children: ReactNode }) {
  const locale = await backofficeLocale();
  return (
    <html lang={locale}>
      <body className="min-h-screen bg-slate-50">
        <NextIntlClientProvider locale={locale} messages={await backofficeMessages(locale)} timeZone="Europe/Lisbon">
          {children}
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
