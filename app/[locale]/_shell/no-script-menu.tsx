import { getTranslations } from 'next-intl/server';
import { ShellLink } from './shell-link';
import { categorySlugs } from '@/lib/site-config';
import { pageLinks } from './page-links';

const hamburger = (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
  </svg>
);

/**
 * The side menu for a browser without JavaScript (README, "How the shop works"): a `<details>` with the same
 * categories and pages as plain links, inside `<noscript>`, where the scripted hamburger and cart button (marked
 * `data-js-only`) are hidden. Browsers that run scripts never show it.
 */
export async function NoScriptMenu() {
  const t = await getTranslations('SideMenu');
  const tNav = await getTranslations('Nav');
  const tCategories = await getTranslations('Categories');
  const links = [
    ...categorySlugs.map((slug) => ({ href: `/${slug}`, label: tCategories(slug) })),
    ...pageLinks.map(({ href, key }) => ({ href, label: tNav(key) })),
  ];
  return (
    <noscript>
      <style>{'[data-js-only]{display:none!important}'}</style>
      <details className="group">
        <summary className="inline-flex h-11 w-11 cursor-pointer list-none items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 [&::-webkit-details-marker]:hidden">
          {hamburger}
          <span className="sr-only">{t('title')}</span>
        </summary>
        <nav
          aria-label={t('title')}
          className="absolute inset-x-0 top-full z-40 max-h-[80vh] overflow-y-auto border-b border-slate-200 bg-white p-4 shadow-lg"
        >
          <ul className="grid gap-1 sm:grid-cols-2">
            {links.map(({ href, label }) => (
              <li key={href}>
                <ShellLink href={href} className="block rounded px-2 py-2 hover:bg-brand-50">
                  {label}
                </ShellLink>
              </li>
            ))}
          </ul>
        </nav>
      </details>
    </noscript>
  );
}
