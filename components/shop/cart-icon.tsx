/** The header's cart icon and button shape, shared by the cart button and its link for browsers without JavaScript. */
export const CART_BUTTON_CLASS =
  'relative inline-flex h-11 w-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100';

export const cartIcon = (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="1.8">
    <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6" strokeLinecap="round" strokeLinejoin="round" />
    <circle cx="10" cy="20" r="1.3" />
    <circle cx="17" cy="20" r="1.3" />
  </svg>
);
