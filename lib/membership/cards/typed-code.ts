import { verify } from 'otplib';
import type { Db } from '@/lib/db';
import { storedDay } from '@/lib/time';
import { checkCardQr, type CardRefusal } from './credential';
import { cardCodeSecret, cardQrText, CODE_TOLERANCE_SECONDS } from './card-code';
import { cardKeys, cardProofKey, signCardCredential } from './card-signing';
import { cardProof } from './card-proof';

/*
 * The typed fallback of the QR code (docs/membership.md "Partners verify and redeem"): the card shows its number (the
 * first 8 characters of its id) beside its 6-digit code; a counter without a camera types both and the server, which
 * holds every card, answers what the QR code holds. Online only.
 */

/** Why a typed number and code give no card: "wrong-code" for a number that names no single card or a wrong code. */
export type TypedCodeRefusal = CardRefusal | 'wrong-code';

/**
 * The QR text of the card a typed number and code name, when the code is right now: `{ qr }`, or `{ reason }`:
 * "wrong-code" for a number that names no single card or a wrong code (the counter asks for the current code: a
 * real guest may have misread it), then "revoked", then checkCardQr's reasons.
 */
export async function typedCodeQr(
  db: Db,
  typedNumber: string,
  code: string,
  now: Date = new Date(),
): Promise<{ qr: string } | { reason: TypedCodeRefusal }> {
  const prefix = typedNumber.replace(/[\s-]/g, '').toLowerCase();
  if (!/^[0-9a-f]{8}$/.test(prefix) || !/^\d{6}$/.test(code.trim())) return { reason: 'wrong-code' };
  const cards = await db.$queryRaw<
    {
      id: string;
      kind: 'stay' | 'owner';
      guest_name: string;
      party_size: number;
      arrival: Date;
      departure: Date;
      revoked: boolean;
    }[]
  >`
    SELECT id::text, kind::text, guest_name, party_size, arrival, departure, revoked_at IS NOT NULL AS revoked
    FROM member_cards WHERE id::text LIKE ${`${prefix}%`} LIMIT 2`;
  if (cards.length !== 1) return { reason: 'wrong-code' };
  const [card] = cards;
  const keys = await cardKeys();
  // The code first: a wrong one reads like an unknown number, so guessing says nothing about a card or its stay.
  const secret = await cardCodeSecret(keys.codeKey, card.id);
  const epoch = Math.floor(now.getTime() / 1000);
  const right = await verify({ secret, token: code.trim(), epoch, epochTolerance: CODE_TOLERANCE_SECONDS }).catch(
    () => null,
  );
  if (!right?.valid) return { reason: 'wrong-code' };
  if (card.revoked) return { reason: 'revoked' };
  const credential = await signCardCredential({
    id: card.id,
    kind: card.kind,
    guestName: card.guest_name,
    partySize: card.party_size,
    arrival: storedDay(card.arrival),
    departure: storedDay(card.departure),
  });
  // The proof the card's page would show now: the server holds every card's proof key.
  const qr = cardQrText(credential, await cardProof((await cardProofKey(card.id)).privateJwk, card.id, now));
  const check = await checkCardQr(qr, { publicKey: keys.publicJwk }, now);
  return check.ok ? { qr } : { reason: check.reason };
}
