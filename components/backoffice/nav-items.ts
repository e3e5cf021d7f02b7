/**
 * The backoffice sidebar (docs/spec.md §2, plus Pickups, Reviews, Inbox and E-mails); `key` names its `BackofficeNav`
 * label. `adminOnly` items (settings, accounts: docs/decisions/11-staff-security.md §12) are shown to admins only.
 */
export const backofficeNavItems = [
  { href: '/backoffice', key: 'dashboard' },
  { href: '/backoffice/products', key: 'products' },
  { href: '/backoffice/orders', key: 'orders' },
  { href: '/backoffice/pickups', key: 'pickups' },
  { href: '/backoffice/partners', key: 'partners' },
  { href: '/backoffice/members', key: 'members' },
  { href: '/backoffice/feeds', key: 'feeds' },
  { href: '/backoffice/owners', key: 'owners' },
  { href: '/backoffice/redemptions', key: 'redemptions' },
  { href: '/backoffice/directory', key: 'directory' },
  { href: '/backoffice/pickup-settings', key: 'pickupSettings', adminOnly: true },
  { href: '/backoffice/reviews', key: 'reviews' },
  { href: '/backoffice/inbox', key: 'inbox' },
  { href: '/backoffice/emails', key: 'emails' },
  { href: '/backoffice/analytics', key: 'analytics' },
  { href: '/backoffice/insights', key: 'insights' },
  { href: '/backoffice/activity', key: 'activity' },
  { href: '/backoffice/accounts', key: 'accounts', adminOnly: true },
] as const;
