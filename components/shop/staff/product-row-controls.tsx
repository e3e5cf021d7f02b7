'use client';

import { useTranslations } from 'next-intl';
import { useOptimistic, useRef, startTransition } from 'react';
import { adjustStockAction, deleteProductAction, setProductEnabledAction } from '@/lib/shop/staff-actions';
import { secondaryButtonClass } from '@/components/ui/buttons';
import { FormOutcome, useActionForm } from '@/components/ui/action-form';

/**
 * Shows or hides a product in the public shop, from the list: a form posting the new value. With JavaScript the
 * checkbox sends it at once (and shows it while saving); without, the Apply button beside it does.
 */
export function EnabledToggle({ id, name, enabled }: { id: number; name: string; enabled: boolean }) {
  const t = useTranslations('BackofficeProducts');
  const [state, action, pending] = useActionForm(setProductEnabledAction);
  // Shows the new state while saving; falls back to the server's state if the change is refused.
  const [shown, setShown] = useOptimistic(enabled);
  const form = useRef<HTMLFormElement>(null);
  return (
    <form
      ref={form}
      action={action}
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        startTransition(() => {
          setShown(data.get('enabled') === 'true');
          action(data);
        });
      }}
    >
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="enabled" value={String(!shown)} />
      <label className="inline-flex items-center gap-2">
        <input
          type="checkbox"
          checked={shown}
          disabled={pending}
          onChange={() => form.current?.requestSubmit()}
          aria-label={t('enabledFor', { name })}
          className="h-4 w-4"
        />
        <span className="text-sm">{shown ? t('enabled') : t('disabled')}</span>
      </label>
      <noscript>
        <button type="submit" className={secondaryButtonClass}>
          {t('applyEnabled')}
        </button>
      </noscript>
      {state.status === 'refused' && <FormOutcome state={state} />}
    </form>
  );
}

/** Adds or removes units; the server refuses a result below 0 with the available stock. */
export function StockAdjuster({ id, name }: { id: number; name: string }) {
  const t = useTranslations('BackofficeProducts');
  const [state, action, pending, keep] = useActionForm(adjustStockAction);
  const inputId = `stock-${id}`;
  const refused = state.status === 'refused';
  return (
    // The field is emptied once the change is done, and kept as typed when refused (useActionForm; without JavaScript
    // the action sends it back).
    <form action={action} onSubmit={keep} className="flex flex-wrap items-center gap-1">
      <input type="hidden" name="productId" value={id} />
      <label htmlFor={inputId} className="sr-only">
        {t('stockChangeFor', { name })}
      </label>
      <input
        id={inputId}
        name="delta"
        type="number"
        step={1}
        required
        placeholder="±0"
        defaultValue={refused && state.values ? String(state.values.delta ?? '') : undefined}
        aria-invalid={refused ? true : undefined}
        aria-describedby={refused ? `${inputId}-error` : undefined}
        className="w-20 rounded border border-slate-300 px-2 py-1 text-sm"
      />
      <button type="submit" className={secondaryButtonClass} disabled={pending}>
        {pending ? t('saving') : t('adjust')}
      </button>
      {refused && (
        <p id={`${inputId}-error`} role="alert" className="w-full text-sm text-red-700">
          {state.fieldErrors?.delta ?? state.error}
        </p>
      )}
    </form>
  );
}

/** Deletes a product after a confirmation (with JavaScript); orders keep their item snapshot. Then the product list. */
export function DeleteProductButton({ id, name }: { id: number; name: string }) {
  const t = useTranslations('BackofficeProducts');
  const [state, action, pending] = useActionForm(deleteProductAction);
  return (
    <form action={action} onSubmit={(event) => !window.confirm(t('deleteConfirm', { name })) && event.preventDefault()}>
      <input type="hidden" name="id" value={id} />
      <button type="submit" className={`${secondaryButtonClass} text-red-700`} disabled={pending}>
        {pending ? t('deleting') : t('delete')}
      </button>
      <FormOutcome state={state} />
    </form>
  );
}
