'use client';

import { useTranslations } from 'next-intl';
import { RetryButton } from '@/components/ui/retry-button';

/** Route failure screen (docs/spec.md §8): "Unexpected Application Error!" with status and message. */
export default function RouteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('Errors');
  return (
    <div role="alert" className="mx-auto max-w-xl space-y-3 py-12">
      <h1 className="text-2xl font-bold">{t('unexpected')}</h1>
      <p>{t('status', { status: 500 })}</p>
      {/* In production Next.js replaces server error messages with a generic one; the digest identifies it in logs. */}
      <p className="text-slate-700">
        {t('message', { message: error.digest ? `${error.message} (${error.digest})` : error.message })}
      </p>
      <RetryButton reset={reset} label={t('retry')} />
    </div>
  );
}
