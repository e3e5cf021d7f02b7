import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CheckoutForm } from '@/components/shop/checkout-form';
import { Island } from '@/components/ui/island';
import { metadataLocale, resolvePageLocale } from '@/lib/i18n/page';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/checkout'>): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return {
    ...pageMetadata({ locale, path: '/checkout', title: t('checkoutTitle'), description: t('shopDescription') }),
    robots: { index: false },
  };
}

/** Checkout for pickup (docs/spec.md §2 /checkout). The form is a client island; the cart lives in the browser. */
export default async function CheckoutPage({ params }: PageProps<'/[locale]/checkout'>) {
  await resolvePageLocale(params);
  const t = await getTranslations('Checkout');
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      <Island>
        <CheckoutForm />
      </Island>
    </div>
  );
}
