import { createSerwistRoute } from '@serwist/turbopack';

/*
 * The service worker of the member card and the partner counter (docs/membership.md "Offline"), built from
 * app/sw.ts with esbuild when `next build` prerenders this route, and served at /serwist/sw.js with
 * Service-Worker-Allowed: /. Nothing is precached but Next's build manifest: a page caches what it loaded itself
 * (components/membership/offline-pages.tsx), so a guest who never opens a card downloads nothing more.
 */
export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute({
  swSrc: 'app/sw.ts',
  useNativeEsbuild: true,
  globPatterns: ['.next/static/**/_buildManifest.js'],
});
