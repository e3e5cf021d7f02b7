'use client';

import { useEffect } from 'react';
import { OFFLINE_SCRIPT_PATH, OFFLINE_SHELL_IMAGE_PATH } from '@/lib/membership/cards/offline-assets';

/** The caches the service worker keeps pages in (app/sw.ts). */
export const PAGE_CACHES = ['member-pages', 'member-pages-rsc'];

/** Drops every page the service worker kept (the counter's, with its partner's data), as signing out does. */
export async function dropKeptPages(): Promise<void> {
  if ('caches' in window) await Promise.all(PAGE_CACHES.map((name) => caches.delete(name)));
}

/**
 * Asks the service worker to keep this page, every script it has loaded so far (again after a script loaded later,
 * such as the QR decoder) and the header's logo and flags. Only on a page that renders OfflinePage, which registers
 * the service worker.
 */
export async function keepOffline(): Promise<void> {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  // Resolves once the page's registration (OfflinePage) is active.
  const worker = (await navigator.serviceWorker.ready).active;
  const files = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin)
    .filter(({ pathname }) => OFFLINE_SCRIPT_PATH.test(pathname) || OFFLINE_SHELL_IMAGE_PATH.test(pathname))
    .map((url) => url.href);
  worker?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: [location.href, ...files] } });
}

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
        await keepOffline();
      } catch (error) {
        console.error('Offline mode unavailable', error);
      }
    })();
  }, []);
  return null;
}
