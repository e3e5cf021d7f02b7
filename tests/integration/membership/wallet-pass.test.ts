// docs/membership.md "Apple Wallet": a member card as a signed Wallet pass, offered only with certificates configured,
// and redeemed at a counter from its fixed QR code.
import { createHash, randomUUID } from 'node:crypto';
import { unzipSync } from 'fflate';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPrismaClient, type Db } from '@/lib/db';
import { calendarDay } from '@/lib/i18n/format';
import { cardLinkToken } from '@/lib/membership/cards/card-link';
import { cardKeys } from '@/lib/membership/cards/card-signing';
import { cardValidity } from '@/lib/membership/cards/card-validity';
import { cardNumber } from '@/lib/membership/cards/card-number';
import { checkCardQr } from '@/lib/membership/cards/credential';
import { recordRedemptions } from '@/lib/membership/partners/redemptions';
import { walletPassEnabled, walletPassFor } from '@/lib/membership/cards/wallet-pass';
import { lisbonToday } from '@/lib/time';
import { makeWalletTestCertificates, walletSignatureValid } from '../../support/wallet-certificates';

let db: Db;
const certificates = makeWalletTestCertificates();
beforeAll(() => {
  db = createPrismaClient();
});
afterAll(() => db.$disconnect());
afterEach(() => {
  for (const name of Object.keys(certificates.env)) delete process.env[name];
});
const configure = () => Object.assign(process.env, certificates.env);

const day = (offset: number) => lisbonToday(new Date(Date.now() + offset * 86_400_000));

/** A card for 3 people, in Portuguese, for a stay between two days counted from today (Lisbon). */
async function newCard(arrival = -1, departure = 5) {
  return db.memberCard.create({
    data: {
      guestName: 'Inês Marques',
      email: `ines-${randomUUID()}@example.com`,
      locale: 'pt',
      arrival: calendarDay(day(arrival)),
      departure: calendarDay(day(departure)),
      partySize: 3,
    },
  });
}

/** `text` with its first character after `at` changed to another (a tampered or forged copy). */
const changedAfter = (text: string, at: string) => {
  const index = text.indexOf(at) + at.length;
  return text.slice(0, index) + (text[index] === '0' ? '1' : '0') + text.slice(index + 1);
};

const unzip = (pass: Buffer) => unzipSync(new Uint8Array(pass));
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

/** A public partner with a member offer and one counter user: what recordRedemptions is given. */
async function newPartner() {
  const slug = `wallet-${randomUUID().slice(0, 8)}`;
  await db.category.create({
    data: {
      slug,
      position: 99,
      image: 'x.jpg',
      ...{ titleEn: 'T', titleFr: 'T', titlePt: 'T', descriptionEn: 'D', descriptionFr: 'D', descriptionPt: 'D' },
    },
  });
  const partner = await db.partner.create({
    data: {
      ...{ categorySlug: slug, number: 1, name: 'Bistro', offerType: 'percentage', openingHours: {} },
      ...{ descriptionEn: 'D', descriptionFr: 'D', descriptionPt: 'D', offerLines: { en: ['10%'], fr: [], pt: [] } },
    },
  });
  const user = await db.partnerUser.create({ data: { partnerId: partner.id, email: `${slug}@example.com` } });
  return { partnerId: partner.id, userId: user.id };
}

const passQr = async (cardId: string) =>
  JSON.parse(text(unzip((await walletPassFor(cardLinkToken(cardId), 'en'))!)['pass.json'])).barcodes[0]
    .message as string;
const redemptionOf = (qr: string) => ({
  key: randomUUID(),
  qr,
  partySize: 2,
  billCents: null,
  redeemedAt: new Date().toISOString(),
});

describe('Apple Wallet passes', () => {
  it('are not offered without the certificates: no button, no pass', async () => {
    const card = await newCard();
    expect(walletPassEnabled()).toBe(false);
    expect(await walletPassFor(cardLinkToken(card.id), 'pt')).toBeNull();
    configure();
    delete process.env.APPLE_WALLET_WWDR_CERTIFICATE;
    expect(walletPassEnabled()).toBe(false);
  });

  it("hold the card, in the card's language, signed over every file, with a QR code a counter accepts", async () => {
    configure();
    expect(walletPassEnabled()).toBe(true);
    const [card, partner] = [await newCard(), await newPartner()];
    const pass = await walletPassFor(cardLinkToken(card.id));
    expect(pass).not.toBeNull();
    const files = unzip(pass!);
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['pass.json', 'manifest.json', 'signature', 'icon.png', 'icon@2x.png', 'logo.png']),
    );
    // The manifest names every other file with its SHA-1, and the signature covers the manifest.
    const manifest = JSON.parse(text(files['manifest.json'])) as Record<string, string>;
    for (const [name, bytes] of Object.entries(files).filter(
      ([name]) => !['manifest.json', 'signature'].includes(name),
    ))
      expect(manifest[name], name).toBe(createHash('sha1').update(bytes).digest('hex'));
    expect(walletSignatureValid(files.signature, files['manifest.json'], certificates.root)).toBe(true);
    const tampered = changedAfter(text(files['manifest.json']), '"pass.json":"');
    expect(walletSignatureValid(files.signature, new TextEncoder().encode(tampered), certificates.root)).toBe(false);

    const json = JSON.parse(text(files['pass.json']));
    expect(json).toMatchObject({
      passTypeIdentifier: 'pass.example.members',
      teamIdentifier: 'TEAM123456',
      serialNumber: card.id,
      description: 'Cartão de membro',
      generic: {
        primaryFields: [{ value: 'Inês Marques' }],
        secondaryFields: [{ label: 'Estadia' }, { label: 'Grupo', value: '3 pessoas' }],
        auxiliaryFields: [{ value: cardNumber(card.id) }],
      },
    });
    expect(JSON.stringify(json)).not.toContain(card.email);
    expect(new Date(json.expirationDate).getTime()).toBe(cardValidity(day(-1), day(5)).validUntil.getTime());
    // The back: the card's own link (for its rotating code) and each offer with its lines.
    expect(json.generic.backFields[0]).toMatchObject({ label: 'O seu cartão com o código que muda' });
    expect(json.generic.backFields[0].value).toMatch(/\/pt\/card\/[\w-]+~[\w-]+$/);
    expect(json.generic.backFields).toContainEqual(
      expect.objectContaining({ key: `offer-${partner.partnerId}`, label: 'Bistro', value: '10%' }),
    );
    const { publicJwk } = await cardKeys();
    const qr = json.barcodes[0].message as string;
    expect(json.barcodes[0]).toMatchObject({ format: 'PKBarcodeFormatQR', altText: cardNumber(card.id) });
    expect(await checkCardQr(qr, { publicKey: publicJwk })).toEqual({
      ok: true,
      card: expect.objectContaining({ cardId: card.id, firstName: 'Inês', partySize: 3, source: 'wallet' }),
    });
  });

  it('are refused for a forged link and a revoked or ended card', async () => {
    configure();
    const card = await newCard();
    expect(await walletPassFor(changedAfter(cardLinkToken(card.id), '~'), 'en')).toBeNull();
    expect(await walletPassFor(`${card.id}~%E0%A4%A`, 'en')).toBeNull();
    await db.memberCard.update({ where: { id: card.id }, data: { revokedAt: new Date() } });
    expect(await walletPassFor(cardLinkToken(card.id), 'en')).toBeNull();
    const ended = await newCard(-20, -9);
    expect(await walletPassFor(cardLinkToken(ended.id), 'en')).toBeNull();
  });

  it("redeem at a counter from the pass's fixed QR code, once a day, and not once the card is revoked", async () => {
    configure();
    const card = await newCard();
    const qr = await passQr(card.id);
    const partner = await newPartner();
    const first = redemptionOf(qr);
    expect(await recordRedemptions(db, partner, [first])).toEqual([{ key: first.key, status: 'stored' }]);
    // A copy of the pass's fixed code cannot be used again the same day at the same partner.
    const again = redemptionOf(qr);
    expect(await recordRedemptions(db, partner, [again])).toEqual([
      { key: again.key, status: 'refused', rules: [{ rule: 'walletOncePerDay' }] },
    ]);
    await db.memberCard.update({ where: { id: card.id }, data: { revokedAt: new Date() } });
    const second = redemptionOf(qr);
    expect(await recordRedemptions(db, partner, [second])).toEqual([
      { key: second.key, status: 'refused', card: 'revoked' },
    ]);
  });

  it('are refused once staff moved the departure so that the card has ended, whatever dates the pass holds', async () => {
    configure();
    const card = await newCard(-20, 5);
    const qr = await passQr(card.id);
    const partner = await newPartner();
    // The departure is now yesterday: the card's validity ended at the end of that day (Lisbon).
    await db.memberCard.update({ where: { id: card.id }, data: { departure: calendarDay(day(-1)) } });
    const late = redemptionOf(qr);
    expect(await recordRedemptions(db, partner, [late])).toEqual([
      { key: late.key, status: 'refused', card: 'expired' },
    ]);
  });
});
