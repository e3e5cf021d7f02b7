'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useRef, useState } from 'react';
import { usePathname } from '@/lib/i18n/navigation';
import { preloadOnIntent } from '@/lib/ui/use-idle-preload';

const loadPanel = () => import('./side-menu-panel');
const SideMenuPanel = lazy(() => loadPanel().then((module) => ({ default: module.SideMenuPanel })));

/**
 * Hamburger and left side menu (docs/spec.md §2 Shell behaviour). The menu itself (a Radix dialog) is loaded when the guest
 * reaches for the button (pointer over it, a touch, keyboard focus) or on the first click, never while the page is
 * idle (docs/performance.md, "What loads at idle").
 */
export function SideMenu() {
  const t = useTranslations('Header');
  const pathname = usePathname();
  const hamburger = useRef<HTMLButtonElement>(null);
  // The menu is open for the path it was opened on, so any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  // Mounted from the first open on, so that Radix closes it and returns focus as usual.
  const [opened, setOpened] = useState(false);

  return (
    <>
      <button
        ref={hamburger}
        type="button"
        data-js-only
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={t('openMenu')}
        {...preloadOnIntent(loadPanel)}
        onClick={() => {
          setOpened(true);
          setOpenOn(pathname);
        }}
        className="inline-flex h-11 w-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-6 w-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
        </svg>
      </button>
      {opened && (
        <Suspense fallback={null}>
          <SideMenuPanel
            open={open}
            onOpenChange={(value) => setOpenOn(value ? pathname : null)}
            returnFocusTo={hamburger}
          />
        </Suspense>
      )}
    </>
  );
}
