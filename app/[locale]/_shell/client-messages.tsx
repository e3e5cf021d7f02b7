import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { clientMessages, PAGE_MESSAGE_NAMESPACES } from '@/lib/i18n/client-messages';
import { resolvePageLocale } from '@/lib/i18n/page';

/**
 * Hands a segment's client components the messages they read (PAGE_MESSAGE_NAMESPACES[segment]), in the request's
 * language, without the shell's (the locale layout sends those to every page). `params` are the layout's: a
 * layout renders beside its page, so it sets the static locale itself (resolvePageLocale).
 */
export async function SegmentMessages({
  segment,
  params,
  children,
}: {
  segment: keyof typeof PAGE_MESSAGE_NAMESPACES;
  params: Promise<{ locale: string }>;
  children: ReactNode;
}) {
  const locale = await resolvePageLocale(params);
  const messages = await getMessages({ locale });
  return (
    <NextIntlClientProvider messages={clientMessages(messages, PAGE_MESSAGE_NAMESPACES[segment])}>
      {children}
    </NextIntlClientProvider>
  );
}
