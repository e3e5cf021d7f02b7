'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useOptimistic, useState } from 'react';
import { adjustStockAction, deleteProductAction, setProductEnabledAction } from '@/lib/shop/staff-actions';
import { secondaryButtonClass } from './field';
import { useMounted } from './use-mounted';
import { useStaffAction } from './use-staff-action';

/** Shows or hides a product in the public shop, from the list. */
export function EnabledToggle({ id, name, enabled }: { id: number; name: string; enabled: boolean }) {
  const t = useTranslations('BackofficeProducts');
  const { run, pending, error } = useStaffAction();
  // Shows the new state while saving; falls back to the server's state if the change is refused.
  const [shown, setShown] = useOptimistic(enabled);
  const mounted = useMounted();
  const toggle = (next: boolean) =>
    run(() => {
      setShown(next);
      return setProductEnabledAction({ id, enabled: next });
    });
  return (
    <div>
      <label className="inline-flex items-center gap-2">
        <input type="checkbox" checked={shown} disabled={!mounted || pending} onChange={(event) => toggle(event.target.checked)} aria-label={t('enabledFor', { name })} className="h-4 w-4" />
        <span className="text-sm">{shown ? t('enabled') : t('disabled')}</span>
      </label>
      {error && <p role="alert" className="text-sm text-red-700">{error}</p>}
    </div>
  );
}

/** Adds or removes units; the server refuses a result below 0 with the available stock. */
export function StockAdjuster({ id, name }: { id: number; name: string }) {
  const t = useTranslations('BackofficeProducts');
  const { run, pending, error } = useStaffAction();
  const [delta, setDelta] = useState('');
  const mounted = useMounted();
  const inputId = `stock-${id}`;
  return (
    <form
      className="flex flex-wrap items-center gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        run(() => adjustStockAction({ productId: id, delta }), () => setDelta(''));
      }}
    >
      <label htmlFor={inputId} className="sr-only">{t('stockChangeFor', { name })}</label>
      <input id={inputId} type="number" step={1} disabled={!mounted} value={delta} onChange={(event) => setDelta(event.target.value)} placeholder="±0" aria-invalid={error ? true : undefined} aria-describedby={error ? `${inputId}-error` : undefined} className="w-20 rounded border border-slate-300 px-2 py-1 text-sm" />
      <button type="submit" className={secondaryButtonClass} disabled={pending || delta === ''}>{pending ? t('saving') : t('adjust')}</button>
      {error && <p id={`${inputId}-error`} role="alert" className="w-full text-sm text-red-700">{error}</p>}
    </form>
  );
}

/** Deletes a product after a confirmation; orders keep their item snapshot. */
export function DeleteProductButton({ id, name, redirectTo }: { id: number; name: string; redirectTo?: string }) {
  const t = useTranslations('BackofficeProducts');
  const { run, pending, error } = useStaffAction();
  const router = useRouter();
  return (
    <>
      <button
        type="button"
        className={`${secondaryButtonClass} text-red-700`}
        disabled={pending}
        onClick={() => window.confirm(t('deleteConfirm', { name })) && run(() => deleteProductAction(id), () => redirectTo && router.push(redirectTo))}
      >
        {pending ? t('deleting') : t('delete')}
      </button>
      {error && <p role="alert" className="text-sm text-red-700">{error}</p>}
    </>
  );
}
