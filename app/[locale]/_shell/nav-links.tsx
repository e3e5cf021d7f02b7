'use client';

import { useTranslations } from 'next-intl';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { LinkPending } from './link-pending';
import { pageLinks } from './page-links';

export function NavLinks({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const t = useTranslations('Nav');
  const tErrors = useTranslations('Errors');
  const pathname = usePathname();
  return (
    <ul className={className}>
      {pageLinks.map(({ href, key }) => {
        const current = pathname === href || pathname.startsWith(`${href}/`);
        return (
          <li key={href}>
            <Link
              href={href}
              onClick={onNavigate}
              aria-current={current ? 'page' : undefined}
              className="rounded px-1 py-1 hover:text-brand-700 aria-[current=page]:text-brand-700 aria-[current=page]:underline"
            >
              {t(key)}
              <LinkPending label={tErrors('loading')} />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
