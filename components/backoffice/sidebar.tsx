'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useLogout } from './use-logout';
import { backofficeNavItems } from './nav-items';

const isActive = (pathname: string, href: string) =>
  href === '/backoffice' ? pathname === href : pathname.startsWith(href);

/** Staff navigation: a sidebar on wide screens, a toggled menu on phones. */
export function Sidebar({ email, admin }: { email: string; admin: boolean }) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const logout = useLogout();
  const t = useTranslations('BackofficeNav');
  return (
    <nav aria-label={t('label')} className="bg-brand-900 text-white md:min-h-screen md:w-56 md:shrink-0">
      <div className="flex items-center justify-between px-4 py-3">
        <span className="font-semibold">{t('brand')}</span>
        <button
          type="button"
          className="rounded px-2 py-1 md:hidden"
          aria-expanded={open}
          aria-controls="backoffice-nav"
          onClick={() => setOpen(!open)}
        >
          {t('menu')}
        </button>
      </div>
      <div id="backoffice-nav" className={`${open ? 'block' : 'hidden'} px-2 pb-3 md:block`}>
        <ul className="flex flex-col gap-1">
          {backofficeNavItems
            .filter((item) => admin || !('adminOnly' in item))
            .map((item) => (
              <li key={item.href}>
                <Link
                  href={item.href}
                  onClick={() => setOpen(false)}
                  aria-current={isActive(pathname, item.href) ? 'page' : undefined}
                  className="block rounded px-3 py-2 hover:bg-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:font-semibold"
                >
                  {t(item.key)}
                </Link>
              </li>
            ))}
          <li>
            <button
              type="button"
              onClick={() => logout()}
              className="w-full rounded px-3 py-2 text-left hover:bg-brand-700"
            >
              {t('logout')}
            </button>
          </li>
        </ul>
        <p className="mt-4 truncate px-3 text-xs text-brand-100" title={email}>
          {email}
        </p>
        <Link
          href="/backoffice/security"
          aria-current={isActive(pathname, '/backoffice/security') ? 'page' : undefined}
          className="mt-1 block px-3 text-xs text-brand-100 underline"
        >
          {t('account')}
        </Link>
      </div>
    </nav>
  );
}
