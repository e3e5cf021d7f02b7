'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useLocale, useTranslations } from 'next-intl';
import { useRef } from 'react';
import { useCartDrawer } from '@/lib/shop/cart/cart-drawer';
import { cartTotalCents, exceedsStock, useCart } from '@/lib/shop/cart/cart-store';
import { useHydrated } from '@/lib/shop/cart/use-cart-hydrated';
import { useCartRefresh } from '@/lib/shop/cart/use-cart-refresh';
import { Link } from '@/lib/i18n/navigation';
import { DialogTitleBar } from '@/components/ui/dialog-title-bar';
import { CartLineItem } from './cart-line-item';
import { EUROS, useLocaleFormatter } from '@/lib/i18n/format';

/**
 * The cart drawer's content (docs/spec.md §2 Shell behaviour, §4 Cart drawer): lines, total, checkout, Clear Cart. A Radix
 * dialog; focus returns to what opened it. Loaded on demand by CartDrawer, so Radix is not in first-load JavaScript.
 */
export function CartDrawerPanel() {
  const t = useTranslations('CartDrawer');
  const format = useLocaleFormatter();
  const locale = useLocale();
  const { open, setOpen } = useCartDrawer();
  // Here, not in CartDrawer: the refresh's code loads with the panel, outside every page's first-load JavaScript.
  useCartRefresh(open);
  const lines = useCart((state) => state.lines);
  const clear = useCart((state) => state.clear);
  const returnFocus = useRef<HTMLElement | null>(null);
  // Opened before the saved cart was read (its validator still on the way on a slow link): "loading", not "empty".
  const read = useHydrated();
  // A line refreshed below its quantity is flagged here, before the server would refuse it (docs/decisions/13-pickup-order-journey.md §1).
  const blocked = lines.some(exceedsStock);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          onOpenAutoFocus={() => {
            returnFocus.current = document.activeElement as HTMLElement | null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const target = returnFocus.current?.isConnected
              ? returnFocus.current
              : document.querySelector<HTMLElement>('[data-cart-button]');
            target?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-96 max-w-[90vw] flex-col bg-white shadow-xl"
        >
          <DialogTitleBar title={t('title')} closeLabel={t('close')} className="border-b border-slate-200 p-4" />
          {lines.length === 0 && !read ? (
            <div className="flex flex-1 items-center justify-center p-6 text-center" role="status">
              <Dialog.Description>{t('loading')}</Dialog.Description>
            </div>
          ) : lines.length === 0 ? (
            <div className="flex flex-1 flex-col items-center justify-center gap-4 p-6 text-center">
              <Dialog.Description>{t('empty')}</Dialog.Description>
              <Link
                href="/shopping"
                onClick={() => setOpen(false)}
                className="rounded bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
              >
                {t('continueShopping')}
              </Link>
            </div>
          ) : (
            <>
              <Dialog.Description className="sr-only">{t('title')}</Dialog.Description>
              <ul className="flex-1 divide-y divide-slate-100 overflow-y-auto px-4">
                {lines.map((line) => (
                  <CartLineItem key={line.productId} line={line} locale={locale} />
                ))}
              </ul>
              <div className="space-y-3 border-t border-slate-200 p-4">
                <p className="flex justify-between text-lg font-semibold">
                  <span>{t('total')}</span>
                  <span data-testid="cart-total">{format.number(cartTotalCents(lines) / 100, EUROS)}</span>
                </p>
                {blocked ? (
                  <p role="alert" className="rounded border border-red-300 bg-red-50 p-3 text-sm text-red-800">
                    {t('fixLines')}
                  </p>
                ) : (
                  <Link
                    href="/checkout"
                    onClick={() => setOpen(false)}
                    className="block rounded bg-brand-600 px-4 py-3 text-center font-semibold text-white hover:bg-brand-700"
                  >
                    {t('checkout')}
                  </Link>
                )}
                <button
                  type="button"
                  onClick={() => window.confirm(t('clearConfirm')) && clear()}
                  className="block w-full rounded border border-slate-300 px-4 py-2 text-slate-700 hover:bg-slate-50"
                >
                  {t('clear')}
                </button>
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
