'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { startTransition } from 'react';

/** The product list failed to load (SPEC §8): "Failed to load products" and a way to refresh. */
export default function ShoppingError({ reset }: { error: Error; reset: () => void }) {
  const t = useTranslations('Shop');
  const router = useRouter();
  return (
    <div role="alert" className="mx-auto max-w-xl space-y-4 py-12 text-center">
      <p className="text-lg font-semibold">{t('loadError')}</p>
      <button
        type="button"
        onClick={() => startTransition(() => { router.refresh(); reset(); })}
        className="rounded bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
      >
        {t('refresh')}
      </button>
    </div>
  );
}
