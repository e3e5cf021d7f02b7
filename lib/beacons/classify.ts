import { isLocale, routing, type Locale } from '@/lib/i18n/routing';
import { categorySlugs } from '@/lib/site-config';

/*
 * What a beacon's path, referrer and viewport say, reduced to the classes Insights stores (docs/decisions/16-insights.md §1). Pure
 * functions: no request, no database. Full referrer URLs and exact viewport sizes are never kept.
 */

export const routeTypes = [
  'home',
  'listing',
  'category',
  'partner',
  'shop',
  'product',
  'checkout',
  'order-complete',
  'member-card',
  'page',
  'other',
] as const;
export type RouteType = (typeof routeTypes)[number];

/** A public path as Insights sees it: its language, route type, and the category / partner number / product it shows. */
export type RouteInfo = {
  locale: Locale;
  routeType: RouteType;
  /** Normalised path without the language prefix and query, e.g. "/boat-tours/3". */
  path: string;
  categorySlug?: string;
  /** The partner's number within its category (its URL id), not its database id. */
  partnerNumber?: number;
  productId?: number;
};

const pages = new Set(['access', 'partnership', 'about', 'contact', 'privacy']);
const isCategory = (segment: string) => (categorySlugs as readonly string[]).includes(segment);
const positiveInt = (value: string | undefined) => (value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : undefined);

/**
 * Classifies a public path (docs/spec.md §2 routes, with or without the /fr or /pt prefix).
 * @example classifyPath('/pt/boat-tours/3') -> { locale: 'pt', routeType: 'partner', path: '/boat-tours/3', categorySlug: 'boat-tours', partnerNumber: 3 }
 */
export function classifyPath(rawPath: string): RouteInfo {
  const segments = rawPath
    .split(/[?#]/)[0]
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.toLowerCase());
  const locale = isLocale(segments[0]) ? (segments.shift() as Locale) : routing.defaultLocale;
  const path = `/${segments.join('/')}`.slice(0, 200);
  const [first, second, third] = segments;
  const info = (routeType: RouteType, extra: Partial<RouteInfo> = {}): RouteInfo => ({
    locale,
    routeType,
    path,
    ...extra,
  });
  if (!first) return info('home');
  if (first === 'all' && !second) return info('listing');
  if (first === 'shopping') {
    if (!second) return info('shop');
    const productId = second === 'item' && !segments[3] ? positiveInt(third) : undefined;
    return productId ? info('product', { productId }) : info('other');
  }
  if (first === 'checkout')
    return second === 'complete' ? info('order-complete', { path: '/checkout/complete' }) : info('checkout');
  if (pages.has(first) && !second) return info('page');
  // A member card's link is a secret of its guest: never stored (docs/membership.md); the counter's pages as one.
  if (first === 'card') return info('member-card', { path: '/card' });
  if (first === 'partner') return info('other', { path: '/partner' });
  // A booking request's status link is a secret of its guest too (docs/membership.md "Booking requests to the partner").
  if (first === 'booking') return info('other', { path: '/booking' });
  if (isCategory(first)) {
    if (!second) return info('category', { categorySlug: first });
    const partnerNumber = !third ? positiveInt(second) : undefined;
    if (partnerNumber) return info('partner', { categorySlug: first, partnerNumber });
  }
  return info('other');
}

export const referrerClasses = ['search', 'social', 'direct', 'internal', 'other'] as const;
export type ReferrerClass = (typeof referrerClasses)[number];

// Host fragments of search engines and social networks; the name is what staff see.
const searchEngines: [RegExp, string][] = [
  [/(^|\.)google\./, 'google'],
  [/(^|\.)bing\.com$/, 'bing'],
  [/(^|\.)duckduckgo\.com$/, 'duckduckgo'],
  [/(^|\.)search\.yahoo\./, 'yahoo'],
  [/(^|\.)ecosia\.org$/, 'ecosia'],
  [/(^|\.)qwant\.com$/, 'qwant'],
  [/(^|\.)yandex\./, 'yandex'],
  [/(^|\.)baidu\.com$/, 'baidu'],
  [/(^|\.)search\.brave\.com$/, 'brave'],
  [/(^|\.)startpage\.com$/, 'startpage'],
];
const socialNetworks: [RegExp, string][] = [
  [/(^|\.)(facebook\.com|fb\.me)$/, 'facebook'],
  [/(^|\.)instagram\.com$/, 'instagram'],
  [/(^|\.)(t\.co|twitter\.com|x\.com)$/, 'x'],
  [/(^|\.)(linkedin\.com|lnkd\.in)$/, 'linkedin'],
  [/(^|\.)pinterest\./, 'pinterest'],
  [/(^|\.)tiktok\.com$/, 'tiktok'],
  [/(^|\.)(youtube\.com|youtu\.be)$/, 'youtube'],
  [/(^|\.)(whatsapp\.com|wa\.me)$/, 'whatsapp'],
  [/(^|\.)reddit\.com$/, 'reddit'],
  [/(^|\.)tripadvisor\./, 'tripadvisor'],
];

/**
 * The class of a referrer URL (docs/decisions/16-insights.md §1): empty -> direct, our own host -> internal, a search engine or a
 * social network -> search / social with its name, anything else -> other (its host is not kept).
 */
export function classifyReferrer(
  referrer: string | undefined,
  ownHost: string,
): { referrerClass: ReferrerClass; referrerName?: string } {
  if (!referrer) return { referrerClass: 'direct' };
  let host: string;
  try {
    host = new URL(referrer).hostname.toLowerCase();
  } catch {
    return { referrerClass: 'other' };
  }
  if (host === ownHost.toLowerCase().split(':')[0]) return { referrerClass: 'internal' };
  const search = searchEngines.find(([pattern]) => pattern.test(host));
  if (search) return { referrerClass: 'search', referrerName: search[1] };
  const social = socialNetworks.find(([pattern]) => pattern.test(host));
  if (social) return { referrerClass: 'social', referrerName: social[1] };
  return { referrerClass: 'other' };
}

export type DeviceClass = 'mobile' | 'tablet' | 'desktop';

/** Device class from the viewport width in CSS pixels: below 640 mobile, below 1024 tablet, else desktop. */
export function deviceClass(width: number | undefined): DeviceClass {
  if (!width || width < 640) return 'mobile';
  return width < 1024 ? 'tablet' : 'desktop';
}

/** The visitor's country from a proxy header (Cloudflare, CloudFront, Vercel, or INSIGHTS_COUNTRY_HEADER), or undefined. */
export function countryFrom(
  headers: Pick<Headers, 'get'>,
  configured = process.env.INSIGHTS_COUNTRY_HEADER,
): string | undefined {
  const names = [configured, 'cf-ipcountry', 'cloudfront-viewer-country', 'x-vercel-ip-country', 'x-country-code'];
  for (const name of names) {
    const value = name ? headers.get(name)?.trim().toUpperCase() : undefined;
    if (value && /^[A-Z]{2}$/.test(value) && value !== 'XX') return value;
  }
  return undefined;
}
