import 'server-only';
import { createECDH, createPrivateKey, createPublicKey, hkdfSync, type KeyObject } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, SignJWT, type JWK } from 'jose';
import { readAuthSecret } from '@/lib/secret-check';
import type { CardProofKey } from './card-proof';
import { CARD_ISSUER, WALLET_SOURCE } from './credential';
import { firstName } from './first-name';
import { cardValidity } from './card-validity';

/*
 * The member card keys and the signing of card credentials (docs/membership.md "Keys"): an Ed25519 key pair that signs card credentials, from
 * MEMBER_CARD_PRIVATE_KEY (a PKCS #8 PEM, `openssl genpkey -algorithm ed25519`), or, when that is not set, derived
 * from AUTH_SECRET. From its seed (HKDF-SHA256) come each card's proof key (ECDSA P-256: the card's page signs its
 * QR code with it, counters check it with the public half in the credential) and the code key that turns a card id
 * into the secret of the 6-digit code typed at a counter without a camera. Both stay on the server and the card's
 * own page: no partner counter holds a secret. The public key is published at /.well-known/member-card-keys.json.
 */

type Keys = { privateKey: KeyObject; publicJwk: JWK & { kid: string }; codeKey: Uint8Array; seed: Buffer };
let cached: { source: string; keys: Promise<Keys> } | null = null;

// An Ed25519 private key in PKCS #8 DER is this prefix followed by its 32-byte seed (RFC 8410).
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

function privateKeyFrom(source: string): KeyObject {
  if (source.startsWith('-----BEGIN')) {
    const key = createPrivateKey(source);
    if (key.asymmetricKeyType !== 'ed25519') throw new Error('MEMBER_CARD_PRIVATE_KEY is not an Ed25519 key');
    return key;
  }
  const seed = Buffer.from(hkdfSync('sha256', source, 'algarve-rewards', 'member-card-key v1', 32));
  return createPrivateKey({ key: Buffer.concat([PKCS8_ED25519_PREFIX, seed]), format: 'der', type: 'pkcs8' });
}

async function buildKeys(source: string): Promise<Keys> {
  const privateKey = privateKeyFrom(source);
  const jwk = await exportJWK(createPublicKey(privateKey));
  const kid = await calculateJwkThumbprint(jwk);
  const seed = privateKey.export({ format: 'der', type: 'pkcs8' }).subarray(-32);
  // v2: the v1 key was held by every partner counter until 28 November, so it must be taken as known.
  const codeKey = new Uint8Array(hkdfSync('sha256', seed, 'algarve-rewards', 'member-card-code v2', 32));
  return { privateKey, publicJwk: { ...jwk, kid, alg: 'EdDSA', use: 'sig' }, codeKey, seed };
}

/**
 * The card keys of this environment, built once per process (and again when the environment changes).
 * @throws Error when MEMBER_CARD_PRIVATE_KEY is set but not an Ed25519 PEM, or when neither it nor AUTH_SECRET is usable.
 */
export function cardKeys(): Promise<Keys> {
  const source = process.env.MEMBER_CARD_PRIVATE_KEY?.trim().replace(/\\n/g, '\n') || readAuthSecret();
  if (cached?.source !== source) cached = { source, keys: buildKeys(source) };
  return cached.keys;
}

/**
 * A card's proof key (docs/membership.md "Keys"): the private JWK its page signs its QR code with, and the public
 * half (the uncompressed P-256 point, base64url) that its credential carries. Derived from the card key and the card
 * id (HKDF-SHA256; a derived scalar outside the curve's range, 1 in 2^32, takes the next counter), so nothing is stored.
 */
export async function cardProofKey(cardId: string): Promise<{ privateJwk: CardProofKey; publicKey: string }> {
  const { seed } = await cardKeys();
  const ecdh = createECDH('prime256v1');
  for (let attempt = 0; ; attempt += 1) {
    const scalar = Buffer.from(
      hkdfSync('sha256', seed, 'algarve-rewards', `member-card-proof v1:${cardId}:${attempt}`, 32),
    );
    try {
      ecdh.setPrivateKey(scalar);
    } catch {
      continue;
    }
    const point = ecdh.getPublicKey();
    const base64 = (bytes: Buffer) => bytes.toString('base64url');
    return {
      privateJwk: {
        kty: 'EC',
        crv: 'P-256',
        d: base64(scalar),
        x: base64(point.subarray(1, 33)),
        y: base64(point.subarray(33)),
      },
      publicKey: base64(point),
    };
  }
}

/**
 * A card's signed credential (compact JWS, EdDSA): issuer, card id, first name, party size, stay dates (an owner's
 * card: start and renewal date, marked `ow: 1`) and its validity (cardValidity), and for a card's page its public proof key (`ck`). The guest's full name and e-mail are never in it. With `source: 'wallet'` it is an Apple
 * Wallet pass's credential, good at a counter without a rotating code (docs/membership.md "Apple Wallet").
 */
export async function signCardCredential(
  card: {
    id: string;
    kind?: 'stay' | 'owner';
    guestName: string;
    partySize: number;
    arrival: string;
    departure: string;
  },
  source: 'card' | 'wallet' = 'card',
): Promise<string> {
  const { privateKey, publicJwk } = await cardKeys();
  const { validFrom, validUntil } = cardValidity(card.arrival, card.departure);
  const claims = {
    fn: firstName(card.guestName),
    ps: card.partySize,
    st: [card.arrival, card.departure],
    ...(card.kind === 'owner' ? { ow: 1 } : {}),
  };
  // A card's page proves each read with its proof key (`ck`, the public half); a Wallet pass has no proof.
  return new SignJWT(
    source === 'wallet'
      ? { ...claims, src: WALLET_SOURCE }
      : { ...claims, ck: (await cardProofKey(card.id)).publicKey },
  )
    .setProtectedHeader({ alg: 'EdDSA', kid: publicJwk.kid })
    .setIssuer(CARD_ISSUER)
    .setSubject(card.id)
    .setNotBefore(Math.floor(validFrom.getTime() / 1000))
    .setExpirationTime(Math.floor(validUntil.getTime() / 1000))
    .sign(privateKey);
}
