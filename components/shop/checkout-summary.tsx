'use client';

import { useLocale, useTranslations } from 'next-intl';
import { cartTotalCents, type CartLine } from '@/lib/shop/cart/cart-store';
import type { Locale } from '@/lib/i18n/routing';
import { EUROS, useLocaleFormatter } from '@/lib/i18n/format';

/** Order summary (docs/spec.md §3): lines, subtotal and total in euros; no shipping line, the shop is pickup only. */
export function CheckoutSummary({ lines }: { lines: CartLine[] }) {
  const t = useTranslations('Checkout');
  const format = useLocaleFormatter();
  const locale = useLocale() as Locale;
  const euros = (cents: number) => format.number(cents / 100, EUROS);
  const total = cartTotalCents(lines);
  return (
    <section aria-labelledby="checkout-summary" className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="checkout-summary" className="text-lg font-semibold">
        {t('summary')}
      </h2>
      <ul className="divide-y divide-slate-100 text-sm">
        {lines.map((line) => (
          <li key={line.productId} className="flex justify-between gap-2 py-2">
            <span className="min-w-0 break-words">
              {line.name[locale]}
              <span className="block text-slate-600">
                {t('lineQuantity', { quantity: line.quantity, price: euros(Math.round(Number(line.price) * 100)) })}
              </span>
            </span>
            <span>{euros(Math.round(Number(line.price) * 100) * line.quantity)}</span>
          </li>
        ))}
      </ul>
      <dl className="space-y-1 border-t border-slate-200 pt-3 text-sm">
        <div className="flex justify-between">
          <dt>{t('subtotal')}</dt>
          <dd>{euros(total)}</dd>
        </div>
        <div className="flex justify-between text-lg font-bold">
          <dt>{t('total')}</dt>
          <dd data-testid="checkout-total">{euros(total)}</dd>
        </div>
      </dl>
    </section>
  );
}
