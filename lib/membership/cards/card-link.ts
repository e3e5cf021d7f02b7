import { createHmac, timingSafeEqual } from 'node:crypto';
import { routing, type Locale } from '@/lib/i18n/routing';
import { readAuthSecret } from '@/lib/secret-check';
import { siteUrl } from '@/lib/seo/site-url';

/*
 * The link to a member card (docs/membership.md "The card"): `/{locale}/card/{card id}~{signature}`, the signature an
 * HMAC-SHA256 of the card id under AUTH_SECRET, so a link cannot be guessed or made from a card id alone. It opens
 * the card for as long as the card exists; a revoked or expired card says so.
 */

const signature = (cardId: string) =>
  createHmac('sha256', readAuthSecret()).update(`member-card-link:${cardId}`).digest('base64url');

/** The token of a card's link: "card id~signature" (no dot: an unprefixed English path with a dot is taken for a file). */
export const cardLinkToken = (cardId: string) => `${cardId}~${signature(cardId)}`;

/** The card id a link token opens, or null when the token is malformed or forged (compared in constant time). */
export function cardIdOfLinkToken(token: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(token);
  } catch {
    return null; // a malformed escape (a stray %): no card
  }
  const match = /^([0-9a-f-]{36})~([\w-]{43})$/.exec(decoded);
  if (!match) return null;
  const expected = Buffer.from(signature(match[1]));
  const actual = Buffer.from(match[2]);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? match[1] : null;
}

/** The card's absolute link on SITE_URL, in its language (English without a prefix). */
export function cardUrl(cardId: string, locale: Locale): string {
  const prefix = locale === routing.defaultLocale ? '' : `/${locale}`;
  return `${siteUrl()}${prefix}/card/${cardLinkToken(cardId)}`;
}
