/**
 * The spec's page links in its order (docs/spec.md §2 Shell behaviour: desktop nav), for the scripted navigation and the
 * menu without JavaScript. A plain module: a server component cannot read a list exported by a client one.
 */
export const pageLinks = [
  { href: '/all', key: 'all' },
  { href: '/shopping', key: 'shopping' },
  { href: '/access', key: 'access' },
  { href: '/partnership', key: 'partnership' },
  { href: '/about', key: 'about' },
  { href: '/contact', key: 'contact' },
] as const;
