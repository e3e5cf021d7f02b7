import { decode as decodeBase64Url } from 'jose/base64url';
import { generate } from 'otplib';

/*
 * The rotating 6-digit code of a member card (docs/membership.md "The card"): a TOTP (RFC 6238, 30-second steps)
 * of a per-card secret, computed by the card's page every 30 s, offline too, and typed at a counter without a camera
 * (checked by the server, which alone holds the code key). The QR code carries a proof instead (./card-proof.ts).
 * Kept apart from the credential's signature check (./credential.ts) so the card page does not load the JWS
 * library. Isomorphic: Web Crypto and otplib.
 */

/** TOTP step, seconds. */
export const CODE_STEP_SECONDS = 30;
/** A code is accepted up to one step late or early (clock drift): a code is never good for more than 60 s. */
export const CODE_TOLERANCE_SECONDS = 30;
/** The newest a shown code can be and still pass at a counter whose clock is right. */
export const CODE_MAX_AGE_SECONDS = CODE_STEP_SECONDS + CODE_TOLERANCE_SECONDS;
/**
 * How long after reading a card the partner may press Redeem (typing the bill, the party), milliseconds: 15 minutes
 * (docs/membership.md "Partners verify and redeem"). The code is checked at the read, not at Redeem.
 */
export const READ_WINDOW_MS = 15 * 60_000;

const encoder = new TextEncoder();

/**
 * The TOTP secret of a card: the first 20 bytes of HMAC-SHA256(code key, card id).
 * @param codeKey the server's code key (32 bytes; lib/membership/cards/card-signing.ts).
 */
export async function cardCodeSecret(codeKey: Uint8Array, cardId: string): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', codeKey as BufferSource, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(`member-card:${cardId}`))).slice(0, 20);
}

/** The card's 6-digit code at `now` (what the card page shows under its QR code, for a counter to type). */
export async function cardCode(secret: Uint8Array, now: Date = new Date()): Promise<string> {
  return generate({ secret, epoch: Math.floor(now.getTime() / 1000) });
}

/** The text of the QR code: the credential and the current proof (./card-proof.ts). */
export const cardQrText = (credential: string, proof: string) => `${credential}.${proof}`;

/** Base64url to bytes (the code secret travels as base64url). */
export const fromBase64Url = (value: string): Uint8Array => decodeBase64Url(value);
