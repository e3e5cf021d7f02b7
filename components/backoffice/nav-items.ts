/** The backoffice sidebar (SPEC §2, plus Pickups, Reviews, Inbox and E-mails). */
export const backofficeNavItems = [
  { href: '/backoffice', label: 'Dashboard' },
  { href: '/backoffice/products', label: 'Products' },
  { href: '/backoffice/orders', label: 'Orders' },
  { href: '/backoffice/pickups', label: 'Pickups' },
  { href: '/backoffice/partners', label: 'Partners' },
  { href: '/backoffice/directory', label: 'Categories and towns' },
  { href: '/backoffice/reviews', label: 'Reviews' },
  { href: '/backoffice/inbox', label: 'Inbox' },
  { href: '/backoffice/emails', label: 'E-mails' },
  { href: '/backoffice/analytics', label: 'Analytics' },
  { href: '/backoffice/activity', label: 'Activity' },
] as const;
