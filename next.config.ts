import { withSerwist } from '@serwist/turbopack';
import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { englishRewrites, savedLanguageRedirects } from './lib/i18n/entry-routing';
import { counterPermissions } from './lib/ops/security-headers.mjs';

// Messages are compiled at build time (`precompile`), so the browser gets next-intl's small formatter instead of
// its ICU message parser (about 10 kB gzip less on every page). Every import of messages/*.json is compiled.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

// Every build installs cache-handler.mjs and keeps no cache of Next's own: with REDIS_URL, every server process shares
// one cache in Redis (docs/decisions/14-several-servers.md §1), so a tag revalidated by one process is revalidated for all; without it, each keeps
// an in-memory LRU. Either way a page that answered 404 is not stored, so made-up URLs cannot push real pages out
// (lib/cache/shared-cache.mjs). `next start` and the standalone server read REDIS_URL when they start.
const standalone = process.env.NEXT_OUTPUT === 'standalone';
const sharedCache: NextConfig = { cacheHandler: path.resolve('cache-handler.mjs'), cacheMaxMemorySize: 0 };

/** Largest server action body: a staff form with a few photos posted without JavaScript (docs/decisions/12-staff-run-directory.md §3). */
const MAX_FORM_UPLOAD = '40mb';

// The public stylesheet is compiled before the build (scripts/build-stylesheet.mjs) and sent once inside the HTML
// (app/[locale]/_shell/site-stylesheet.tsx; docs/performance.md, "The stylesheet once"). `next dev` imports it through
// Next's own CSS pipeline instead, so that a class added while developing shows at once.
const development = process.env.NODE_ENV === 'development';
const devStylesheet = { '@/app/[locale]/_shell/site-stylesheet': './app/[locale]/_shell/site-stylesheet.dev.tsx' };

const nextConfig: NextConfig = {
  poweredByHeader: false,
  ...(development ? { turbopack: { resolveAlias: devStylesheet } } : {}),
  // No ETags on pages: Next hashes the whole HTML of every answer for one, 19% of a cached category page's server CPU
  // in a profile; off, the same build served category pages 0.47-0.48x the bare page against 0.36-0.39x (docs/decisions/15-framework-ratios.md
  // §3, docs/performance.md). What they saved: a 304 instead of the page when a browser reloads a URL it holds. Routes
  // that set their own (the uploaded images, /media/...) keep theirs.
  generateEtags: false,
  // `npm test` runs the same `tsc --noEmit` just before it builds (scripts/test.ts): the build skips its second type
  // check only then. Every other build checks types as usual.
  typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === '1' },
  ...(standalone ? { output: 'standalone' } : {}),
  ...sharedCache,
  // Several machines building the same commit must agree (docs/deploy.md): the build id keys the shared cache, the
  // deployment id lets browsers on an older deployment reload instead of calling actions that no longer exist.
  // Unset, Next picks a random build id and no deployment id, as before.
  generateBuildId: async () => process.env.NEXT_BUILD_ID || null,
  ...(process.env.NEXT_DEPLOYMENT_ID ? { deploymentId: process.env.NEXT_DEPLOYMENT_ID } : {}),
  experimental: {
    // Cached pages and reads live in memory only (an LRU of 50 MB, Next's default), never on disk: every unknown URL
    // (a 404) is cached too, and on disk nothing would ever remove them. A restart starts with empty caches, which
    // also means a swapped database is never served from old cached pages.
    isrFlushToDisk: false,
    // A staff form posted without JavaScript carries its photos (each at most 10 MB; docs/media.md). Staff pages go
    // through proxy.ts, which would otherwise pass on only the first 10 MB of a body.
    serverActions: { bodySizeLimit: MAX_FORM_UPLOAD },
    proxyClientMaxBodySize: MAX_FORM_UPLOAD,
    // The staff pages' stylesheet comes inside the HTML as a <style>: the first paint does not wait for a second
    // round trip (about 0.6 s on a slow phone link). Next also copies its text into the inline RSC payload
    // (docs/performance.md, "On a throttled phone"); NEXT_INLINE_CSS=0 at build time sends it as a file instead. The
    // public pages send theirs once, whatever this says (SiteStylesheet above). The security headers allow inline styles.
    inlineCss: process.env.NEXT_INLINE_CSS !== '0',
  },
  // Uploaded images (/media/...) are stored as WebP at fixed widths: the loader picks the nearest, and leaves every
  // other src to Next's optimizer (`loader` stays 'default', so /_next/image keeps running; docs/media.md).
  // WebP only: the optimizer keeps no cache while isrFlushToDisk is off (nginx keeps its answers in the deployed
  // topology: deploy/nginx.conf), so a process encodes on every request it gets, and an
  // AVIF encode costs 7-30 times a WebP one (docs/decisions/15-framework-ratios.md §5; docs/performance.md).
  images: { formats: ['image/webp'], dangerouslyAllowSVG: false, loaderFile: './lib/media/image-loader.ts' },
  async headers() {
    // The pictures' renditions (/_img/..., docs/media.md) keep their names across deploys: a day, not a year.
    const renditions = { source: '/_img/:path*', headers: [{ key: 'Cache-Control', value: 'public, max-age=86400' }] };
    // The public stylesheet as a file (scripts/build-stylesheet.mjs) is named by its text: kept for a year.
    const stylesheet = {
      source: '/_site/:path*',
      headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
    };
    // The request guard gives every response the security headers (lib/ops/security-headers.mjs) it has not set
    // itself: the counter pages keep the camera this rule allows.
    const counter = { source: '/:locale(en|fr|pt)?/partner', headers: [counterPermissions] };
    return [renditions, stylesheet, counter];
  },
  // Where the proxy does not run (proxy.ts): the saved language and the English pages without prefix (docs/decisions/15-framework-ratios.md §3).
  async redirects() {
    return savedLanguageRedirects;
  },
  async rewrites() {
    // The member card public key at its well-known address (docs/membership.md "Keys").
    const cardKeys = { source: '/.well-known/member-card-keys.json', destination: '/api/member-card/keys' };
    return { beforeFiles: [cardKeys, ...englishRewrites], afterFiles: [], fallback: [] };
  },
};

// withSerwist: the service worker's bundler (esbuild) stays out of the server bundle (app/serwist/[path]/route.ts).
export default withNextIntl(withSerwist(nextConfig));
