import { compactVerify, importJWK, type JWK } from 'jose';
import { cardProofValid } from './card-proof';

/*
 * The member card's QR code (docs/membership.md "The card", "Keys"), checked the same way on the server and on the
 * partner's counter page without a network: `<credential>.<proof>`, where the credential is a compact JWS (EdDSA,
 * Ed25519) signed by the site with the card's id, the guest's first name, the party size, the card's validity, `ow: 1`
 * on an owner's card, and the public half of the card's proof key (`ck`), and the proof is the card page's signature of the current
 * 30-second step with that key (./card-proof.ts). A counter checks both with public keys only: it holds nothing
 * that makes a code, and a screenshot stops working once its proof is older than CODE_MAX_AGE_SECONDS.
 * An Apple Wallet pass (docs/membership.md "Apple Wallet") shows a barcode that never changes: its QR code is a
 * credential alone, marked as a Wallet credential when signed, and a card's credential without its proof is refused.
 * Isomorphic: Web Crypto and jose only, no Node module.
 */

/** What a card's credential vouches for. Dates are Europe/Lisbon calendar dates, "YYYY-MM-DD". */
export type CardClaims = {
  cardId: string;
  firstName: string;
  partySize: number;
  arrival: string;
  departure: string;
  /** The credential is good from this instant (the arrival day's start in Lisbon) until `validUntil`. */
  validFrom: Date;
  validUntil: Date;
  /** 'card' when read from the card's page with its rotating code, 'wallet' from an Apple Wallet pass (no code). */
  source: 'card' | 'wallet';
  /** An owner's card (docs/membership.md "Owners' cards"): `departure` is its renewal date. */
  owner: boolean;
};

/** Why a QR code or typed code was refused; each has a message under `Membership.refused.*`. */
export type CardRefusal = 'unreadable' | 'forged' | 'not-yet-valid' | 'expired' | 'stale-code' | 'revoked';

/** A refusal names the card (`cardId`) when its signature was good: a stale code or a date outside the card's validity. */
export type CardCheck = { ok: true; card: CardClaims } | { ok: false; reason: CardRefusal; cardId?: string };

/** The issuer named in every credential. */
export const CARD_ISSUER = 'algarve-rewards';

/** The claim that marks a Wallet pass's credential (`src: "wallet"`): only such a credential is good without a code. */
export const WALLET_SOURCE = 'wallet';

type Payload = {
  iss?: string;
  sub?: string;
  nbf?: number;
  exp?: number;
  fn?: string;
  ps?: number;
  st?: string[];
  src?: string;
  ck?: string;
  ow?: number;
};

/**
 * Checks the text of a card's QR code at `now`: the signature against the published public key, the validity
 * window, then the proof against the card's public proof key ("stale-code" when it is wrong, old, or missing from a
 * card's credential, or the credential carries no proof key; a Wallet pass's credential needs none). Revocation
 * needs the site's list: the caller adds it.
 * @param keys the card public key (JWK, EdDSA).
 */
export async function checkCardQr(text: string, keys: { publicKey: JWK }, now: Date = new Date()): Promise<CardCheck> {
  const match = /^([\w-]+\.[\w-]+\.[\w-]+)(?:\.([\w-]+))?$/.exec(text.trim());
  if (!match) return { ok: false, reason: 'unreadable' };
  let payload: Payload;
  try {
    const key = await importJWK(keys.publicKey, 'EdDSA');
    const { payload: bytes } = await compactVerify(match[1], key, { algorithms: ['EdDSA'] });
    payload = JSON.parse(new TextDecoder().decode(bytes)) as Payload;
  } catch {
    return { ok: false, reason: 'forged' };
  }
  const { sub, nbf, exp, fn, ps, st } = payload;
  if (
    payload.iss !== CARD_ISSUER ||
    typeof sub !== 'string' ||
    typeof nbf !== 'number' ||
    typeof exp !== 'number' ||
    typeof fn !== 'string' ||
    typeof ps !== 'number' ||
    !Array.isArray(st) ||
    st.length !== 2
  )
    return { ok: false, reason: 'forged' };
  const seconds = now.getTime() / 1000;
  if (seconds < nbf) return { ok: false, reason: 'not-yet-valid', cardId: sub };
  if (seconds >= exp) return { ok: false, reason: 'expired', cardId: sub };
  const wallet = payload.src === WALLET_SOURCE;
  if (!wallet) {
    const proven =
      match[2] !== undefined &&
      typeof payload.ck === 'string' &&
      (await cardProofValid(payload.ck, sub, match[2], new Date(seconds * 1000)));
    if (!proven) return { ok: false, reason: 'stale-code', cardId: sub };
  }
  return {
    ok: true,
    card: {
      cardId: sub,
      firstName: fn,
      partySize: ps,
      arrival: st[0],
      departure: st[1],
      validFrom: new Date(nbf * 1000),
      validUntil: new Date(exp * 1000),
      source: wallet ? 'wallet' : 'card',
      owner: payload.ow === 1,
    },
  };
}
