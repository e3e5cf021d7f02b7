/// <reference lib="webworker" />
import type { PrecacheEntry, SerwistGlobalConfig } from 'serwist';
import {
  CacheableResponsePlugin,
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  Serwist,
  StaleWhileRevalidate,
} from 'serwist';
import { OFFLINE_SCRIPT_PATH, OFFLINE_SHELL_IMAGE_PATH } from '@/lib/membership/cards/offline-assets';

/*
 * The service worker (docs/membership.md "Offline"): the member card and the partner counter keep working without a
 * connection once opened. Their pages are fetched from the network first and the last good copy is served offline
 * (5 s timeout on a hanging connection); Next's hashed scripts and the header's logo and flags are kept once fetched
 * (the pictures refreshed from the network when online). Nothing else is touched.
 */

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}
declare const self: ServiceWorkerGlobalScope;

/** The pages that work offline: a card (any language) and the partner counter. */
const OFFLINE_PAGE = /^\/(?:(?:en|fr|pt)\/)?(?:card\/[\w~%-]+|partner)\/?$/;
const MONTH = 30 * 24 * 60 * 60;

const pageCache = (cacheName: string) =>
  new NetworkFirst({
    cacheName,
    networkTimeoutSeconds: 5,
    plugins: [
      // Only real pages: a redirect (to the sign-in page) must not replace the good copy.
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 10, maxAgeSeconds: MONTH }),
    ],
  });

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // Chunks carry ?dpl=<deployment id> when NEXT_DEPLOYMENT_ID is set.
  precacheOptions: { ignoreURLParametersMatching: [/^utm_/, /^dpl$/] },
  skipWaiting: true,
  clientsClaim: true,
  runtimeCaching: [
    {
      matcher: ({ request, sameOrigin, url }) =>
        sameOrigin && request.headers.get('RSC') === '1' && OFFLINE_PAGE.test(url.pathname),
      handler: pageCache('member-pages-rsc'),
    },
    {
      matcher: ({ request, sameOrigin, url }) =>
        sameOrigin && request.method === 'GET' && OFFLINE_PAGE.test(url.pathname),
      handler: pageCache('member-pages'),
    },
    {
      matcher: ({ sameOrigin, url }) => sameOrigin && OFFLINE_SCRIPT_PATH.test(url.pathname),
      handler: new CacheFirst({
        cacheName: 'member-scripts',
        plugins: [
          new CacheableResponsePlugin({ statuses: [200] }),
          // The site's scripts once a card was opened: room for all of them, so browsing never evicts the card's.
          new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: MONTH }),
        ],
      }),
    },
    {
      // Not hashed: the kept copy is shown at once and replaced by the network's when there is one.
      matcher: ({ sameOrigin, url }) => sameOrigin && OFFLINE_SHELL_IMAGE_PATH.test(url.pathname),
      handler: new StaleWhileRevalidate({
        cacheName: 'member-shell-images',
        plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 20 })],
      }),
    },
  ],
});

serwist.addEventListeners();
