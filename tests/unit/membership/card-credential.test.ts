// docs/membership.md "The card": the QR code's credential and rotating code, checked as the counter checks them.
import { generateKeyPair, exportJWK, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { cardKeys, cardProofKey, signCardCredential } from '@/lib/membership/cards/card-signing';
import { cardValidity } from '@/lib/membership/cards/card-validity';
import { checkCardQr } from '@/lib/membership/cards/credential';
import { cardQrText } from '@/lib/membership/cards/card-code';
import { cardProof } from '@/lib/membership/cards/card-proof';

const card = {
  id: '3f1c2a4e-8b7d-4c6e-9a1b-2c3d4e5f6a7b',
  guestName: 'Ana Maria Silva',
  partySize: 4,
  arrival: '2026-08-03',
  departure: '2026-08-10',
};
const during = new Date('2026-08-05T10:00:00Z');

async function qrAt(moment: Date, credential?: string) {
  const proof = await cardProof((await cardProofKey(card.id)).privateJwk, card.id, moment);
  return cardQrText(credential ?? (await signCardCredential(card)), proof);
}

async function check(text: string, now: Date) {
  const { publicJwk } = await cardKeys();
  return checkCardQr(text, { publicKey: publicJwk }, now);
}

describe('member card QR code', () => {
  it('passes during the stay with the current code, naming the first name and party size only', async () => {
    const result = await check(await qrAt(during), during);
    expect(result).toEqual({
      ok: true,
      card: expect.objectContaining({ cardId: card.id, firstName: 'Ana', partySize: 4, arrival: '2026-08-03' }),
    });
    expect(JSON.stringify(result)).not.toContain('Silva');
  });

  it('refuses a code older than 60 seconds (a screenshot), and takes one 30 seconds old', async () => {
    const text = await qrAt(during);
    expect((await check(text, new Date(during.getTime() + 30_000))).ok).toBe(true);
    expect(await check(text, new Date(during.getTime() + 61_000))).toMatchObject({ ok: false, reason: 'stale-code' });
    expect(await check(text, new Date(during.getTime() + 10 * 60_000))).toMatchObject({
      ok: false,
      reason: 'stale-code',
    });
  });

  it("refuses another card's proof and a 6-digit code (what a card page before 28 November put there)", async () => {
    const credential = await signCardCredential(card);
    const otherCard = '0b5e1c1d-6f0a-4c3b-8d2e-1f2a3b4c5d6e';
    const foreignProof = await cardProof((await cardProofKey(otherCard)).privateJwk, otherCard, during);
    expect(await check(cardQrText(credential, foreignProof), during)).toMatchObject({ reason: 'stale-code' });
    expect(await check(cardQrText(credential, '123456'), during)).toMatchObject({ reason: 'stale-code' });
  });

  it('refuses a card before its arrival and after its departure day (Lisbon)', async () => {
    const before = new Date('2026-08-02T22:59:00Z'); // 23:59 on 2 August in Lisbon (UTC+1)
    expect(await check(await qrAt(before), before)).toMatchObject({ ok: false, reason: 'not-yet-valid' });
    const { validUntil } = cardValidity(card.arrival, card.departure);
    expect(validUntil.toISOString()).toBe('2026-08-10T23:00:00.000Z');
    const after = new Date(validUntil.getTime() + 1000);
    expect(await check(await qrAt(after), after)).toMatchObject({ ok: false, reason: 'expired' });
  });

  it('refuses a forged signature, a credential signed by another key and text that is no card', async () => {
    const text = await qrAt(during);
    const [header, payload, signature, code] = text.split('.');
    const otherPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), ps: 12 }),
    ).toString('base64url');
    expect(await check([header, otherPayload, signature, code].join('.'), during)).toEqual({
      ok: false,
      reason: 'forged',
    });
    const stranger = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    const foreign = await new SignJWT({ fn: 'Eve', ps: 2, st: ['2026-08-01', '2026-08-30'] })
      .setProtectedHeader({ alg: 'EdDSA' })
      .setIssuer('algarve-rewards')
      .setSubject(card.id)
      .setNotBefore(0)
      .setExpirationTime(2_000_000_000)
      .sign(stranger.privateKey);
    expect(await check(await qrAt(during, foreign), during)).toEqual({ ok: false, reason: 'forged' });
    expect(await exportJWK(stranger.publicKey)).not.toEqual((await cardKeys()).publicJwk);
    expect(await check('https://example.com/', during)).toEqual({ ok: false, reason: 'unreadable' });
  });

  it("takes an Apple Wallet pass's credential without a code, and never a card's credential without its code", async () => {
    const wallet = await signCardCredential(card, 'wallet');
    expect(await check(wallet, during)).toEqual({
      ok: true,
      card: expect.objectContaining({ cardId: card.id, source: 'wallet' }),
    });
    expect(await check(await qrAt(during), during)).toEqual({
      ok: true,
      card: expect.objectContaining({ source: 'card' }),
    });
    // The card page's QR code with its code cut off is what a screenshot could be made into: refused.
    expect(await check(await signCardCredential(card), during)).toMatchObject({ ok: false, reason: 'stale-code' });
    // A Wallet credential keeps the card's validity.
    const after = new Date(cardValidity(card.arrival, card.departure).validUntil.getTime() + 1000);
    expect(await check(wallet, after)).toMatchObject({ ok: false, reason: 'expired' });
  });
});
