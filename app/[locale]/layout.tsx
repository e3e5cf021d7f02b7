import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import Script from 'next/script';
import { CartDrawer } from '@/components/shop/cart-drawer';
import { Footer } from '@/app/[locale]/_shell/footer';
import { Header } from '@/app/[locale]/_shell/header';
import { ScrollToTop } from '@/app/[locale]/_shell/scroll-to-top';
import { SiteStylesheet } from '@/app/[locale]/_shell/site-stylesheet';
import { clientMessages, SHELL_MESSAGE_NAMESPACES } from '@/lib/i18n/client-messages';
import { metadataLocale, resolvePageLocale } from '@/lib/i18n/page';
import { siteUrl } from '@/lib/seo/site-url';

/**
 * No page is rendered at build time: the build has no database, and a page rendered there would bake in whatever
 * the build saw. Every public page is rendered on its first request and then served from the route cache until
 * the data it read changes (cache tags 'products' and 'directory'); pages that read the request stay dynamic.
 */
export function generateStaticParams() {
  return [];
}

/** Cached pages are also renewed once a day (in the background), so nothing time-based, like the footer's year, goes stale. */
export const revalidate = 86400;

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>) {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: t('homeTitle'), template: `%s | ${t('siteName')}` },
    description: t('homeDescription'),
  };
}

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = await resolvePageLocale(params);
  const [t, messages] = await Promise.all([getTranslations('Header'), getMessages()]);

  return (
    <html lang={locale}>
      <body className="flex min-h-screen flex-col">
        <SiteStylesheet />
        <NextIntlClientProvider messages={clientMessages(messages, SHELL_MESSAGE_NAMESPACES)}>
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
          >
            {t('skipToContent')}
          </a>
          <ScrollToTop />
          <Header />
          <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">
            {children}
          </main>
          <Footer />
          <CartDrawer />
        </NextIntlClientProvider>
        {/* First-party insights (docs/decisions/16-insights.md): loaded once the page is idle, a separate request, so cached pages stay cached. */}
        <Script src="/insights/script.js" strategy="lazyOnload" />
      </body>
    </html>
  );
}
