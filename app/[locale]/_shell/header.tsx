import { getTranslations } from 'next-intl/server';
import { ShellLink } from './shell-link';
import { siteConfig } from '@/lib/site-config';
import { CartButton } from '@/components/shop/cart-button';
import { CART_BUTTON_CLASS, cartIcon } from '@/components/shop/cart-icon';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { NavLinks } from './nav-links';
import { NoScriptMenu } from './no-script-menu';
import { SideMenu } from './side-menu';

/** Site header (docs/spec.md §2 Shell behaviour): menu, logo, languages, navigation, cart, phone and tagline. */
export async function Header() {
  const t = await getTranslations('Header');
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="bg-brand-900 text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 px-4 py-1 text-xs">
          <p>{t('tagline')}</p>
          <p>
            <a
              href={`tel:${siteConfig.phone.replace(/\s/g, '')}`}
              className="font-semibold underline-offset-2 hover:underline"
            >
              {siteConfig.phone}
            </a>{' '}
            <span className="text-brand-100">({t('phoneLabel')})</span>
          </p>
        </div>
      </div>
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:gap-3 sm:px-4">
        <SideMenu />
        <NoScriptMenu />
        <ShellLink href="/" aria-label={t('homeLink')} className="flex shrink-0 items-center">
          {/* Smaller on phones, so the language switcher fits beside it (docs/decisions/13-pickup-order-journey.md §7). */}
          <Logo className="h-8 w-[118px] sm:h-10 sm:w-[148px]" />
        </ShellLink>
        <nav aria-label={t('mainNavigation')} className="ml-4 hidden flex-1 lg:block">
          <NavLinks className="flex gap-5 text-sm font-medium text-slate-700" />
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <LanguageSwitcher compact />
          <CartButton />
          <noscript>
            <ShellLink
              href="/checkout"
              aria-label={t('cartNeedsJavaScript')}
              title={t('cartNeedsJavaScript')}
              className={CART_BUTTON_CLASS}
            >
              {cartIcon}
            </ShellLink>
          </noscript>
        </div>
      </div>
    </header>
  );
}
