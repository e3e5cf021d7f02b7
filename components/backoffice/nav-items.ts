/** The backoffice sidebar (SPEC §2). The e-mail issue adds Inbox and E-mails here. */
export const backofficeNavItems = [
  { href: '/backoffice', label: 'Dashboard' },
  { href: '/backoffice/products', label: 'Products' },
  { href: '/backoffice/orders', label: 'Orders' },
  { href: '/backoffice/reviews', label: 'Reviews' },
  { href: '/backoffice/analytics', label: 'Analytics' },
] as const;
