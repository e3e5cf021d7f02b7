import 'server-only';
import { prisma } from '@/lib/db';
import type { Locale } from '@/lib/i18n/routing';
import { cardIdOfLinkToken } from './cards/card-link';
import { cardKeys, cardProofKey, signCardCredential } from './cards/card-signing';
import { cardValidity } from './cards/card-validity';
import { getCard } from './cards/cards';
import { cardCodeSecret } from './cards/card-code';
import { memberOffers } from './partners/offers';

/**
 * The card a link token names (docs/membership.md "The card"), the instant it stops opening (the end of its last
 * day, Europe/Lisbon) and whether it can be used now: not revoked and before that instant. Null when the token is
 * forged or the card is gone.
 */
export async function cardOfLink(token: string) {
  const id = cardIdOfLinkToken(token);
  const card = id ? await getCard(prisma, id) : null;
  if (!card) return null;
  const { validFrom, validUntil } = cardValidity(card.arrival, card.departure);
  return { card, validFrom, validUntil, usable: !card.revoked && validUntil.getTime() > Date.now() };
}

/**
 * What a member card's own page shows (docs/membership.md "The card"), or null when the link is forged or the card
 * is gone: the card (dates "YYYY-MM-DD"), its signed credential, its proof key (a private JWK: the page signs its
 * QR code with it) and the secret of its 6-digit code (base64url; the page computes both every 30 s, offline too;
 * docs/membership.md "Keys"), the instants it starts and stops opening (ISO; before the first
 * the page shows "Valid from" and no code, cardPhase), and the offers in `locale`.
 * A revoked card comes back with `revoked` set and no credential.
 */
export async function getCardPage(token: string, locale: Locale) {
  const found = await cardOfLink(token);
  if (!found) return null;
  const { card, validFrom, validUntil, usable } = found;
  const [offers, keys] = await Promise.all([memberOffers(prisma, locale), cardKeys()]);
  return {
    card,
    offers,
    validFrom: validFrom.toISOString(),
    validUntil: validUntil.toISOString(),
    credential: usable ? await signCardCredential(card) : null,
    codeSecret: usable ? Buffer.from(await cardCodeSecret(keys.codeKey, card.id)).toString('base64url') : null,
    proofKey: usable ? (await cardProofKey(card.id)).privateJwk : null,
  };
}
