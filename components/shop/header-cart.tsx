import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { CartButton } from './cart-button';
import { CART_BUTTON_CLASS, cartIcon } from './cart-icon';

/**
 * The header's cart (docs/spec.md §2 Shell behaviour): the button that opens the cart drawer and, for a browser
 * without JavaScript, a link to checkout in its place. The layout hands it to the shell's Header.
 */
export async function HeaderCart() {
  const t = await getTranslations('Header');
  return (
    <>
      <CartButton />
      <noscript>
        <Link
          href="/checkout"
          aria-label={t('cartNeedsJavaScript')}
          title={t('cartNeedsJavaScript')}
          className={CART_BUTTON_CLASS}
        >
          {cartIcon}
        </Link>
      </noscript>
    </>
  );
}
