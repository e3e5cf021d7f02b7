/** The cart drawer's panel (a Radix dialog), loaded when the guest reaches for a cart button or opens the drawer. */
export const loadCartDrawerPanel = () => import('./cart-drawer-panel');
