/**
 * The same-origin files a page that works offline keeps besides itself (docs/membership.md "Offline"): Next's hashed
 * scripts, and the header's logo and language flags (without them the offline card and counter showed broken images).
 * Read by the service worker (app/sw.ts) to route them and by the page (keepOffline) to ask for them.
 */
export const OFFLINE_SCRIPT_PATH = /^\/_next\/static\//;
export const OFFLINE_SHELL_IMAGE_PATH = /^\/(?:brand|flags)\/[\w.@-]+\.(?:svg|png)$/;
