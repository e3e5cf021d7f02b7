/** The backoffice sidebar (SPEC §2, plus Pickups, Reviews, Inbox and E-mails). */
export const backofficeNavItems = [
  { href: '/backoffice', label: 'Dashboard' },
  { href: '/backoffice/products', label: 'Products' },
  { href: '/backoffice/orders', label: 'Orders' },
  { href: '/backoffice/pickups', label: 'Pickups' },
  { href: '/backoffice/reviews', label: 'Reviews' },
  { href: '/backoffice/inbox', label: 'Inbox' },
  { href: '/backoffice/emails', label: 'E-mails' },
  { href: '/backoffice/analytics', label: 'Analytics' },
  { href: '/backoffice/insights', label: 'Insights' },
  { href: '/backoffice/activity', label: 'Activity' },
] as const;
