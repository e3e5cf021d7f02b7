'use client';

import { useEffect } from 'react';
import { usePathname } from '@/lib/i18n/navigation';

/** Scrolls to the top on each path change (docs/spec.md §2 Shell behaviour). */
export function ScrollToTop() {
  const pathname = usePathname();
  useEffect(() => {
    // Braces matter: newer browsers return a Promise from scrollTo, which React would take for a clean-up.
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
