'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import type { ReactNode, RefObject } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { categorySlugs } from '@/lib/site-config';
import { DialogTitleBar } from '@/components/ui/dialog-title-bar';
import { LanguageSwitcher } from './language-switcher';
import { NavLinks } from './nav-links';

/**
 * The side menu's content (docs/spec.md §2 Shell behaviour): categories, pages, cart with count, languages. An accessible
 * dialog (Radix): focus moves in and is trapped, Escape closes, focus returns to the hamburger (`returnFocusTo`).
 * Loaded on demand by SideMenu, so Radix is not in every page's first-load JavaScript. `cart` is the shop's entry
 * (MenuCartEntry); choosing it closes the menu.
 */
export function SideMenuPanel({
  open,
  onOpenChange,
  returnFocusTo,
  cart,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
  cart: ReactNode;
}) {
  const t = useTranslations('SideMenu');
  const tHeader = useTranslations('Header');
  const tCategories = useTranslations('Categories');

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
          {/* The entry opens the cart; the click then reaches this wrapper, which closes the menu. */}
          <div onClick={close}>{cart}</div>
          <LanguageSwitcher onSwitch={close} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
