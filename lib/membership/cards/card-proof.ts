import { decode as decodeBase64Url, encode as encodeBase64Url } from 'jose/base64url';
import { CODE_STEP_SECONDS, CODE_TOLERANCE_SECONDS } from './card-code';

/*
 * The proof in a card's QR code (docs/membership.md "Keys"): the card's phone signs the current 30-second step with
 * the card's own key (ECDSA P-256, SHA-256, Web Crypto), and a counter checks it with the public half, which the
 * site signed into the card's credential (`ck`). A counter holds no secret: what a partner phone keeps cannot make a
 * card's code, so a leaked or removed counter turns no screenshot into a fresh code, at any partner.
 * Isomorphic: Web Crypto only (P-256, which every browser's Web Crypto has, unlike Ed25519 on older phones).
 */

const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const SIGNATURE = { name: 'ECDSA', hash: 'SHA-256' } as const;
const encoder = new TextEncoder();

/** A card's private proof key as a JWK (kty EC, crv P-256, d, x, y), held by the card's own page only. */
export type CardProofKey = { kty: 'EC'; crv: 'P-256'; d: string; x: string; y: string };

const stepOf = (now: Date) => Math.floor(now.getTime() / 1000 / CODE_STEP_SECONDS);
const message = (cardId: string, step: number) => encoder.encode(`member-card-proof:${cardId}:${step}`);

/**
 * The proof a card's page puts in its QR code at `now`: the ECDSA signature (64 bytes, base64url, 86 characters)
 * of the card id and the current 30-second step.
 */
export async function cardProof(proofKey: CardProofKey, cardId: string, now: Date = new Date()): Promise<string> {
  const key = await crypto.subtle.importKey('jwk', { ...proofKey, ext: true }, ALGORITHM, false, ['sign']);
  return encodeBase64Url(new Uint8Array(await crypto.subtle.sign(SIGNATURE, key, message(cardId, stepOf(now)))));
}

/**
 * Whether `proof` is the card's signature of a step within CODE_TOLERANCE_SECONDS of `now` (so a proof is never good
 * for more than 60 s, like the typed code). @param publicKey the card's public proof key: the uncompressed P-256
 * point (65 bytes), base64url, as the credential's `ck` claim holds it. False for anything that is not one.
 */
export async function cardProofValid(publicKey: string, cardId: string, proof: string, now: Date): Promise<boolean> {
  try {
    const key = await crypto.subtle.importKey('raw', decodeBase64Url(publicKey) as BufferSource, ALGORITHM, false, [
      'verify',
    ]);
    const signature = decodeBase64Url(proof) as BufferSource;
    const steps = CODE_TOLERANCE_SECONDS / CODE_STEP_SECONDS;
    for (let step = stepOf(now) - steps; step <= stepOf(now) + steps; step += 1)
      if (await crypto.subtle.verify(SIGNATURE, key, signature, message(cardId, step))) return true;
    return false;
  } catch {
    return false;
  }
}
