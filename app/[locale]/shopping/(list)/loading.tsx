'use client';

import { useTranslations } from 'next-intl';
import { Spinner } from '@/components/ui/spinner';

/**
 * The product list's loading state (SPEC: Shop loading), shown while a navigation fetches the list. A client
 * component on purpose: translated on the server, it would read the request headers for the locale and turn the
 * cached list into a page rendered per request.
 */
export default function ShoppingLoading() {
  const t = useTranslations('Shop');
  // As tall as a screen, so the footer does not jump when the list arrives (layout shift).
  return (
    <div className="min-h-screen">
      <Spinner label={t('loading')} />
    </div>
  );
}
