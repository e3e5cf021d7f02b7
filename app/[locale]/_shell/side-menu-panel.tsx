'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import type { RefObject } from 'react';
import { cartCount, useCart } from '@/lib/shop/cart/cart-store';
import { useCartDrawer } from '@/lib/shop/cart/cart-drawer';
import { useHydrated } from '@/lib/shop/cart/use-cart-hydrated';
import { Link } from '@/lib/i18n/navigation';
import { categorySlugs } from '@/lib/site-config';
import { DialogTitleBar } from '@/components/ui/dialog-title-bar';
import { LanguageSwitcher } from './language-switcher';
import { NavLinks } from './nav-links';

/**
 * The side menu's content (docs/spec.md §2 Shell behaviour): categories, pages, cart with count, languages. An accessible
 * dialog (Radix): focus moves in and is trapped, Escape closes, focus returns to the hamburger (`returnFocusTo`).
 * Loaded on demand by SideMenu, so Radix is not in every page's first-load JavaScript.
 */
export function SideMenuPanel({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const t = useTranslations('SideMenu');
  const tHeader = useTranslations('Header');
  const tCategories = useTranslations('Categories');
  const count = cartCount(useCart((state) => state.lines));
  const hydrated = useHydrated();
  const openCart = useCartDrawer((state) => state.setOpen);

  const close = () => onOpenChange(false);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            // Radix returns focus to its own Trigger; the hamburger lives outside this lazily loaded panel.
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-y-0 left-0 z-50 flex w-80 max-w-[85vw] flex-col overflow-y-auto bg-white p-5 shadow-xl"
        >
          <DialogTitleBar title={t('title')} closeLabel={t('close')} className="mb-4" />
          <Dialog.Description className="sr-only">{tHeader('tagline')}</Dialog.Description>
          <nav aria-labelledby="side-menu-categories">
            <h2 id="side-menu-categories" className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-600">
              {t('categories')}
            </h2>
            <ul className="mb-6 space-y-1">
              {categorySlugs.map((slug) => (
                <li key={slug}>
                  <Link href={`/${slug}`} onClick={close} className="block rounded px-2 py-2 hover:bg-brand-50">
                    {tCategories(slug)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="side-menu-pages">
            <h2 id="side-menu-pages" className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-600">
              {t('pages')}
            </h2>
            <NavLinks onNavigate={close} className="mb-6 space-y-1 [&_a]:block [&_a]:px-2 [&_a]:py-2" />
          </nav>
          <button
            type="button"
            onClick={() => {
              close();
              openCart(true);
            }}
            className="mb-6 flex items-center justify-between rounded border border-slate-200 px-3 py-2 text-left hover:bg-brand-50"
          >
            <span>{t('cart')}</span>
            <span
              className="rounded-full bg-slate-100 px-2 text-sm"
              aria-label={tHeader('cartCount', { count: hydrated ? count : 0 })}
            >
              {hydrated ? count : 0}
            </span>
          </button>
          <LanguageSwitcher onSwitch={close} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
