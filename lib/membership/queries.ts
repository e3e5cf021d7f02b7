import 'server-only';
import { prisma } from '@/lib/db';
import type { Locale } from '@/lib/i18n/routing';
import { cardIdOfLinkToken } from './card-link';
import { cardKeys, cardValidity, signCardCredential } from './card-keys';
import { getCard } from './cards';
import { cardCodeSecret } from './card-code';
import { memberOffers } from './offers';

/**
 * What a member card's own page shows (docs/membership.md "The card"), or null when the link is forged or the card
 * is gone: the card (dates "YYYY-MM-DD"), its signed credential and the secret of its rotating code (base64url; the
 * page computes the code every 30 s, offline too), the instant it stops opening, and the offers in `locale`.
 * A revoked card comes back with `revoked` set and no credential.
 */
export async function getCardPage(token: string, locale: Locale) {
  const id = cardIdOfLinkToken(token);
  const card = id ? await getCard(prisma, id) : null;
  if (!card) return null;
  const [offers, keys] = await Promise.all([memberOffers(prisma, locale), cardKeys()]);
  const { validUntil } = cardValidity(card.arrival, card.departure);
  const usable = !card.revoked && validUntil.getTime() > Date.now();
  return {
    card,
    offers,
    validUntil: validUntil.toISOString(),
    credential: usable ? await signCardCredential(card) : null,
    codeSecret: usable ? Buffer.from(await cardCodeSecret(keys.counterKey, card.id)).toString('base64url') : null,
  };
}
