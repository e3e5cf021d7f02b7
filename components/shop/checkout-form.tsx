'use client';

import { useLocale, useTranslations } from 'next-intl';
import { FormAlert } from '@/components/forms/form-parts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useCart } from '@/lib/shop/cart/cart-store';
import { useCartRefresh } from '@/lib/shop/cart/use-cart-refresh';
import { useHydrated } from '@/lib/shop/cart/use-cart-hydrated';
import { Link, useRouter } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { placeOrder } from '@/lib/shop/actions';
import type { CheckoutFormValues } from '@/lib/shop/orders/checkout-schema';
import { lazyFormResolver } from '@/lib/validation/lazy-resolver';
import { preloadOnIntent } from '@/lib/ui/use-idle-preload';
import { CheckoutSummary } from './checkout-summary';
import { FormField, fieldProps } from '@/components/ui/form-field';
import { PickupSlotFields, usePickupSlots } from './pickup-slot-fields';
import { clearCheckoutDraft, useCheckoutDraft } from './use-checkout-draft';

// The schema, zod and the resolver load when the guest reaches for the form or submits it (docs/performance.md,
// "What loads at idle"); the server validates the same way.
const resolver = lazyFormResolver(() =>
  import('@/lib/shop/orders/checkout-schema').then((schemas) => schemas.checkoutFormSchema),
);

/** What pickup needs (docs/decisions/13-pickup-order-journey.md §2), then the optional billing details, collapsed. */
const contactFields = [
  ['firstName', 'given-name', 'text'],
  ['lastName', 'family-name', 'text'],
  ['email', 'email', 'email'],
  ['phone', 'tel', 'tel'],
] as const;
const billingFields = [
  ['address', 'street-address', 'text'],
  ['city', 'address-level2', 'text'],
  ['postalCode', 'postal-code', 'text'],
  ['country', 'country-name', 'text'],
] as const;

/**
 * Stores the order's signed receipt as this browser's HttpOnly cookie, so Order Complete shows the guest's details
 * here only. The order is placed either way: should this fail, Order Complete shows the number without details.
 */
async function keepReceipt(receipt: string, locale: Locale) {
  const body = JSON.stringify({ receipt, locale });
  await fetch('/api/order-receipt', { method: 'POST', headers: { 'content-type': 'application/json' }, body }).catch(
    () => undefined,
  );
}

/** Checkout for pickup (docs/spec.md §2 /checkout, §5): one zod schema on both sides, server decides prices. */
export function CheckoutForm() {
  const t = useTranslations('Checkout');
  const tValidation = useTranslations('Validation');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const hydrated = useHydrated();
  const lines = useCart((state) => state.lines);
  const clear = useCart((state) => state.clear);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [serverError, setServerError] = useState<string | null>(null);
  // Set once the order is placed: the emptied cart must not show "Your cart is empty" while Order Complete loads.
  const [placed, setPlaced] = useState(false);
  useCartRefresh(true);
  const { slots, reload } = usePickupSlots();

  const form = useForm<CheckoutFormValues>({
    resolver,
    defaultValues: { paymentMethod: 'cash', pickupLocation: '', pickupDate: '', pickupTime: '' },
  });
  useCheckoutDraft(form, hydrated && lines.length > 0);
  const { register, handleSubmit, setError, formState } = form;
  const { errors, isSubmitting } = formState;

  async function onSubmit(form: CheckoutFormValues) {
    setServerError(null);
    const items = useCart.getState().lines.map(({ productId, quantity }) => ({ productId, quantity }));
    const result = await placeOrder({ form, items, idempotencyKey, locale }).catch(() => null);
    if (result?.ok) {
      await keepReceipt(result.data.receipt, locale);
      setPlaced(true);
      clearCheckoutDraft();
      clear();
      router.push(`/checkout/complete/${result.data.orderNumber}`);
      return;
    }
    setServerError(result?.error ?? t('failed'));
    for (const [field, message] of Object.entries(result?.fieldErrors ?? {})) {
      setError(field as keyof CheckoutFormValues, { message });
    }
    // A slot that passed or filled while the guest was choosing: offer the slots that are free now.
    if (result?.fieldErrors?.pickupTime || result?.fieldErrors?.pickupLocation) void reload();
  }

  // The cart is in this browser: before hydration, or without JavaScript, there is no form to submit (docs/decisions/11-staff-security.md §7).
  if (!hydrated)
    return (
      <p role="status" className="rounded border border-amber-300 bg-amber-50 p-4">
        {t('needsJavaScript')}
      </p>
    );
  if (lines.length === 0 && !isSubmitting && !placed) {
    return (
      <div className="space-y-4 rounded-lg border border-dashed border-slate-300 p-8 text-center">
        <p>{t('emptyCart')}</p>
        <Link href="/shopping" className="inline-block rounded bg-brand-600 px-4 py-2 font-semibold text-white">
          {t('backToShop')}
        </Link>
      </div>
    );
  }

  const message = (field: keyof CheckoutFormValues) => errors[field]?.message;
  const textField = ([name, autoComplete, type]: (typeof contactFields | typeof billingFields)[number]) => (
    <FormField key={name} id={name} label={t(name)} error={message(name)}>
      <input type={type} autoComplete={autoComplete} {...fieldProps(name, message(name))} {...register(name)} />
    </FormField>
  );
  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      {...preloadOnIntent(resolver.preload)}
      className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]"
    >
      <div className="min-w-0 space-y-8">
        {serverError && <FormAlert>{serverError}</FormAlert>}
        <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2">
          <legend className="mb-3 text-lg font-semibold">{t('contactDetails')}</legend>
          {contactFields.map(textField)}
          <details className="sm:col-span-2" open={billingFields.some(([name]) => errors[name]) || undefined}>
            <summary className="cursor-pointer font-medium text-brand-700">{t('billingDetails')}</summary>
            <p className="mt-2 text-sm text-slate-600">{t('billingHint')}</p>
            <div className="mt-3 grid gap-4 sm:grid-cols-2">{billingFields.map(textField)}</div>
          </details>
        </fieldset>
        <PickupSlotFields form={form} slots={slots} reload={reload} message={message} />
        <fieldset className="space-y-2" aria-describedby={errors.paymentMethod ? 'paymentMethod-error' : undefined}>
          <legend className="mb-3 text-lg font-semibold">{t('paymentMethod')}</legend>
          <label className="flex items-center gap-2">
            <input type="radio" value="cash" {...register('paymentMethod')} /> {t('cash')}
          </label>
          <label className="flex items-center gap-2 text-slate-500">
            <input type="radio" value="card" disabled {...register('paymentMethod')} /> {t('card')}
            <span className="rounded bg-slate-200 px-2 py-0.5 text-xs">{t('comingSoon')}</span>
          </label>
          {errors.paymentMethod && (
            <p id="paymentMethod-error" className="text-sm text-red-700">
              {tValidation.has(errors.paymentMethod.message as never)
                ? tValidation(errors.paymentMethod.message as never)
                : errors.paymentMethod.message}
            </p>
          )}
        </fieldset>
      </div>
      <div className="space-y-4">
        <CheckoutSummary lines={lines} />
        <button
          type="submit"
          disabled={isSubmitting}
          className="w-full rounded bg-brand-600 px-4 py-3 text-lg font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70"
        >
          {isSubmitting ? t('processing') : t('placeOrder')}
        </button>
      </div>
    </form>
  );
}
