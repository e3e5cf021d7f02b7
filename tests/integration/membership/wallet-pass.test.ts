// docs/membership.md "Apple Wallet": a member card as a signed Wallet pass, offered only with certificates configured,
// and redeemed at a counter from its fixed QR code.
import { createHash, randomUUID } from 'node:crypto';
import { unzipSync } from 'fflate';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPrismaClient, type Db } from '@/lib/db';
import { calendarDay } from '@/lib/i18n/format';
import { cardLinkToken } from '@/lib/membership/card-link';
import { cardKeys } from '@/lib/membership/card-keys';
import { cardNumber } from '@/lib/membership/card-number';
import { checkCardQr } from '@/lib/membership/credential';
import { recordRedemptions } from '@/lib/membership/redemptions';
import { walletPassEnabled, walletPassFor } from '@/lib/membership/wallet-pass';
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

/** A card for a stay from yesterday to `nights` days from today (Lisbon), for 3 people. */
async function newCard(nights = 5) {
  const day = (offset: number) => lisbonToday(new Date(Date.now() + offset * 86_400_000));
  return db.memberCard.create({
    data: {
      guestName: 'Inês Marques',
      email: `ines-${randomUUID()}@example.com`,
      locale: 'pt',
      arrival: calendarDay(day(-1)),
      departure: calendarDay(day(nights)),
      partySize: 3,
    },
  });
}

const unzip = (pass: Buffer) => unzipSync(new Uint8Array(pass));
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('Apple Wallet passes', () => {
  it('are not offered without the certificates: no button, no pass', async () => {
    const card = await newCard();
    expect(walletPassEnabled()).toBe(false);
    expect(await walletPassFor(cardLinkToken(card.id), 'pt')).toBeNull();
    configure();
    delete process.env.APPLE_WALLET_WWDR_CERTIFICATE;
    expect(walletPassEnabled()).toBe(false);
  });

  it('hold the card, in the language asked, signed over every file, with a QR code a counter accepts', async () => {
    configure();
    expect(walletPassEnabled()).toBe(true);
    const card = await newCard();
    const pass = await walletPassFor(cardLinkToken(card.id), 'pt');
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
    expect(walletSignatureValid(files.signature, files['manifest.json'], certificates.authority)).toBe(true);
    const tampered = text(files['manifest.json']).replace(/"pass.json":"\w/, '"pass.json":"0');
    expect(walletSignatureValid(files.signature, new TextEncoder().encode(tampered), certificates.authority)).toBe(
      false,
    );

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
    expect(new Date(json.expirationDate).getTime()).toBeGreaterThan(Date.now() + 5 * 86_400_000);
    const { publicJwk, counterKey } = await cardKeys();
    const qr = json.barcodes[0].message as string;
    expect(json.barcodes[0]).toMatchObject({ format: 'PKBarcodeFormatQR', altText: cardNumber(card.id) });
    expect(await checkCardQr(qr, { publicKey: publicJwk, counterKey })).toEqual({
      ok: true,
      card: expect.objectContaining({ cardId: card.id, firstName: 'Inês', partySize: 3, source: 'wallet' }),
    });
  });

  it('are refused for a forged link and a revoked or ended card', async () => {
    configure();
    const card = await newCard();
    expect(await walletPassFor(cardLinkToken(card.id).replace(/~./, '~x'), 'en')).toBeNull();
    await db.memberCard.update({ where: { id: card.id }, data: { revokedAt: new Date() } });
    expect(await walletPassFor(cardLinkToken(card.id), 'en')).toBeNull();
    const ended = await newCard(-9);
    expect(await walletPassFor(cardLinkToken(ended.id), 'en')).toBeNull();
  });

  it("redeem at a counter from the pass's fixed QR code, and not once the card is revoked", async () => {
    configure();
    const card = await newCard();
    const qr = JSON.parse(text(unzip((await walletPassFor(cardLinkToken(card.id), 'en'))!)['pass.json'])).barcodes[0]
      .message as string;
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
    const redeem = () => ({
      key: randomUUID(),
      qr,
      partySize: 2,
      billCents: null,
      redeemedAt: new Date().toISOString(),
    });
    const first = redeem();
    expect(await recordRedemptions(db, { partnerId: partner.id, userId: user.id }, [first])).toEqual([
      { key: first.key, status: 'stored' },
    ]);
    await db.memberCard.update({ where: { id: card.id }, data: { revokedAt: new Date() } });
    const second = redeem();
    expect(await recordRedemptions(db, { partnerId: partner.id, userId: user.id }, [second])).toEqual([
      { key: second.key, status: 'refused', card: 'revoked' },
    ]);
  });
});
