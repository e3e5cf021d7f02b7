'use client';

import Image from 'next/image';
import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/routing';
import { exceedsStock, useCart, type CartLine } from '@/lib/shop/cart/cart-store';
import { EUROS, useLocaleFormatter } from '@/lib/i18n/format';

/** One cart line: thumbnail, name, unit price in euros, minus, quantity, plus, remove (docs/spec.md §2 Cart drawer). */
export function CartLineItem({ line, locale }: { line: CartLine; locale: Locale }) {
  const t = useTranslations('CartDrawer');
  const format = useLocaleFormatter();
  const setQuantity = useCart((state) => state.setQuantity);
  const remove = useCart((state) => state.remove);
  const name = line.name[locale];
  const atStock = line.quantity >= line.stock;
  const button =
    'inline-flex h-9 w-9 items-center justify-center rounded border border-slate-300 text-lg hover:bg-slate-100 disabled:opacity-40';

  return (
    <li className="flex gap-3 py-4" aria-label={name}>
      <div className="relative h-16 w-16 shrink-0 overflow-hidden rounded bg-slate-100">
        {line.image && <Image src={line.image} alt="" fill sizes="64px" className="object-cover" />}
      </div>
      <div className="flex flex-1 flex-col gap-2">
        <div className="flex justify-between gap-2">
          <p className="font-medium">{name}</p>
          <p className="whitespace-nowrap text-sm text-slate-700">
            <span className="sr-only">{t('unitPrice')}: </span>
            {format.number(Number(line.price), EUROS)}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <button
            type="button"
            className={button}
            aria-label={t('decrease', { name })}
            onClick={() => setQuantity(line.productId, line.quantity - 1)}
          >
            −
          </button>
          <span
            className="min-w-6 text-center"
            aria-live="polite"
            aria-label={t('quantity', { quantity: line.quantity })}
          >
            {line.quantity}
          </span>
          <button
            type="button"
            className={button}
            aria-label={t('increase', { name })}
            disabled={atStock}
            onClick={() => setQuantity(line.productId, line.quantity + 1)}
          >
            +
          </button>
          <button
            type="button"
            className="ml-auto inline-flex h-9 w-9 items-center justify-center rounded text-red-700 hover:bg-red-50"
            onClick={() => remove(line.productId)}
            aria-label={t('remove', { name })}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-5 w-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
            >
              <path
                d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </button>
        </div>
        {line.stock === 0 ? (
          <p className="text-sm text-red-700">{t('unavailable')}</p>
        ) : exceedsStock(line) ? (
          <p className="text-sm text-red-700">{t('overStock', { count: line.stock })}</p>
        ) : (
          atStock && <p className="text-sm text-slate-600">{t('maxStock', { count: line.stock })}</p>
        )}
      </div>
    </li>
  );
}
