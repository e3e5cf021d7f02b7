import { compactVerify, importJWK, type JWK } from 'jose';
import { generate, verify } from 'otplib';

/*
 * The member card's QR code (docs/membership.md "The card"), checked the same way on the server and on the partner's
 * counter page without a network: `<credential>.<code>`, where the credential is a compact JWS (EdDSA, Ed25519)
 * signed by the site with the card's id, the guest's first name, the party size and the card's validity, and the
 * code is a 6-digit TOTP (RFC 6238, 30-second steps) of a per-card secret. The per-card secret is an HMAC of the
 * card id under the counter key, which the site, the card's own page and signed-in partner counters hold: a
 * screenshot of the QR code stops working once its code is older than CODE_MAX_AGE_SECONDS.
 * Isomorphic: Web Crypto and jose/otplib only, no Node module.
 */

/** TOTP step, seconds. */
export const CODE_STEP_SECONDS = 30;
/** A code is accepted up to one step late or early (clock drift): a code is never good for more than 60 s. */
export const CODE_TOLERANCE_SECONDS = 30;
/** The newest a shown code can be and still pass at a counter whose clock is right. */
export const CODE_MAX_AGE_SECONDS = CODE_STEP_SECONDS + CODE_TOLERANCE_SECONDS;

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
};

/** Why a QR code or typed code was refused; each has a message under `Membership.refused.*`. */
export type CardRefusal = 'unreadable' | 'forged' | 'not-yet-valid' | 'expired' | 'stale-code' | 'revoked';

export type CardCheck = { ok: true; card: CardClaims } | { ok: false; reason: CardRefusal };

/** The issuer named in every credential. */
export const CARD_ISSUER = 'algarve-rewards';

const encoder = new TextEncoder();

/**
 * The TOTP secret of a card: the first 20 bytes of HMAC-SHA256(counter key, card id).
 * @param counterKey the counter key (32 bytes; lib/membership/card-keys.ts).
 */
export async function cardCodeSecret(counterKey: Uint8Array, cardId: string): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey(
    'raw',
    counterKey as BufferSource,
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(`member-card:${cardId}`))).slice(0, 20);
}

/** The card's 6-digit code at `now` (what the card page shows beside its QR code and puts in it). */
export async function cardCode(secret: Uint8Array, now: Date = new Date()): Promise<string> {
  return generate({ secret, epoch: Math.floor(now.getTime() / 1000) });
}

/** The text of the QR code: the credential and the current code. */
export const cardQrText = (credential: string, code: string) => `${credential}.${code}`;

/** Base64url to bytes (the counter key travels as base64url). */
export function fromBase64Url(value: string): Uint8Array {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4)), (c) => c.charCodeAt(0));
}

type Payload = { iss?: string; sub?: string; nbf?: number; exp?: number; fn?: string; ps?: number; st?: string[] };

/**
 * Checks the text of a card's QR code at `now`: the signature against the published public key, the validity
 * window, then the rotating code against the card's secret. Revocation needs the site's list: the caller adds it.
 * @param keys the card public key (JWK, EdDSA) and the counter key.
 */
export async function checkCardQr(
  text: string,
  keys: { publicKey: JWK; counterKey: Uint8Array },
  now: Date = new Date(),
): Promise<CardCheck> {
  const match = /^([\w-]+\.[\w-]+\.[\w-]+)\.(\d{6})$/.exec(text.trim());
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
  if (seconds < nbf) return { ok: false, reason: 'not-yet-valid' };
  if (seconds >= exp) return { ok: false, reason: 'expired' };
  const secret = await cardCodeSecret(keys.counterKey, sub);
  const result = await verify({
    secret,
    token: match[2],
    epoch: Math.floor(seconds),
    epochTolerance: CODE_TOLERANCE_SECONDS,
  }).catch(() => null);
  if (!result?.valid) return { ok: false, reason: 'stale-code' };
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
    },
  };
}
