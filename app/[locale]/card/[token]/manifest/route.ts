import { getTranslations } from 'next-intl/server';
import { isLocale, routing } from '@/lib/i18n/routing';
import { cardIdOfLinkToken } from '@/lib/membership/cards/card-link';

/**
 * The web app manifest of one member card (docs/membership.md "The card"): added to the home screen, the card opens
 * as an app at its own link, in the card page's language, and offline too (the service worker keeps the page). Only
 * for a correctly signed link; the manifest names no guest.
 */
export async function GET(_request: Request, { params }: RouteContext<'/[locale]/card/[token]/manifest'>) {
  const { locale, token } = await params;
  if (!isLocale(locale) || !cardIdOfLinkToken(token)) return new Response('Not found', { status: 404 });
  const t = await getTranslations({ locale, namespace: 'MemberCard' });
  const start = `${locale === routing.defaultLocale ? '' : `/${locale}`}/card/${token}`;
  const manifest = {
    id: start,
    name: t('appName'),
    short_name: t('appShortName'),
    lang: locale,
    dir: 'ltr',
    start_url: start,
    scope: start,
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#0b6e99',
    icons: [192, 512].map((size) => ({
      src: `/brand/app-icon-${size}.png`,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose: 'any',
    })),
  };
  return new Response(JSON.stringify(manifest), {
    headers: { 'content-type': 'application/manifest+json', 'cache-control': 'private, max-age=86400' },
  });
}
