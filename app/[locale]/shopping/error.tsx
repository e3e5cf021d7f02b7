'use client';

import { useTranslations } from 'next-intl';
import { RetryButton } from '@/components/ui/retry-button';

/** The product list failed to load (docs/spec.md §8): "Failed to load products" and a way to refresh. */
export default function ShoppingError({ reset }: { error: Error; reset: () => void }) {
  const t = useTranslations('Shop');
  return (
    <div role="alert" className="mx-auto max-w-xl space-y-4 py-12 text-center">
      <p className="text-lg font-semibold">{t('loadError')}</p>
      <RetryButton reset={reset} label={t('refresh')} />
    </div>
  );
}
