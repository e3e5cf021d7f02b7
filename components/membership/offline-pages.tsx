'use client';

import { useEffect } from 'react';

/** The caches the service worker keeps pages in (app/sw.ts). */
export const PAGE_CACHES = ['member-pages', 'member-pages-rsc'];

/**
 * Makes the page it is on work offline (docs/membership.md "Offline"): registers the service worker, then asks it
 * to keep this page and the scripts it loaded, so it opens without a connection from the first visit on. Only the
 * member card and the partner counter render it. Production only (the development server rebuilds its scripts).
 */
export function OfflinePage() {
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    void (async () => {
      try {
        await navigator.serviceWorker.register('/serwist/sw.js', { scope: '/' });
        const worker = (await navigator.serviceWorker.ready).active;
        const scripts = performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((url) => new URL(url).pathname.startsWith('/_next/static/'));
        worker?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: [location.href, ...scripts] } });
      } catch (error) {
        console.error('Offline mode unavailable', error);
      }
    })();
  }, []);
  return null;
}
