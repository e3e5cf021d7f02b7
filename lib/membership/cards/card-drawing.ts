import { cardCode, cardQrText, fromBase64Url } from './card-code';
import { cardProof, type CardProofKey } from './card-proof';
import { qrDataUrl } from './qr-image';

/** What a card's page needs to draw its code offline (lib/membership/queries.ts getCardPage). */
export type CardSecrets = { cardId: string; credential: string; codeSecret: string; proofKey: CardProofKey };

/**
 * What a card's page shows at `now` (docs/membership.md "The card"): the 6-digit code a counter types, and the QR
 * code (an SVG data URL) of the credential with the proof of that moment. The same on the server and in the browser.
 */
export async function drawCard(card: CardSecrets, now: Date): Promise<{ code: string; qr: string }> {
  const [code, proof] = await Promise.all([
    cardCode(fromBase64Url(card.codeSecret), now),
    cardProof(card.proofKey, card.cardId, now),
  ]);
  return { code, qr: await qrDataUrl(cardQrText(card.credential, proof)) };
}
