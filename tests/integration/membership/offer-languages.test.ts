// docs/design.md "A missing translation": a partner's texts in a language staff left empty are taken from the
// requested language, then English, then Portuguese, then French; whether it has an offer never depends on the
// language asked for, at the counter's server check as on the pages.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrismaClient, type Db } from '@/lib/db';
import { findPartnerDetail, findPartnerSummaries, findTaxonomy } from '@/lib/directory/partners';
import { calendarDay } from '@/lib/i18n/format';
import { cardProofKey, signCardCredential } from '@/lib/membership/cards/card-signing';
import { cardQrText } from '@/lib/membership/cards/card-code';
import { cardProof } from '@/lib/membership/cards/card-proof';
import { memberOffers } from '@/lib/membership/partners/offers';
import { recordRedemptions } from '@/lib/membership/partners/redemptions';

let db: Db;
beforeAll(() => {
  db = createPrismaClient();
});
afterAll(() => db.$disconnect());

type Lines = { en?: string[]; fr?: string[]; pt?: string[] };
let count = 0;
/** A published partner in a category of its own, with `offerLines` and texts only in the languages given. */
async function newPartner(offerLines: Lines, texts: Record<string, unknown> = {}) {
  const slug = `langs-${Date.now().toString(36)}-${(count += 1)}`;
  await db.category.create({
    data: {
      slug,
      position: 99,
      image: 'x.jpg',
      titleEn: 'T',
      titleFr: 'T',
      titlePt: 'T',
      descriptionEn: '',
      descriptionFr: '',
      descriptionPt: '',
    },
  });
  const partner = await db.partner.create({
    data: {
      categorySlug: slug,
      number: 1,
      name: 'Tasca do Zé',
      descriptionEn: '',
      descriptionFr: '',
      descriptionPt: '',
      offerType: 'percentage',
      offerLines: { en: [], fr: [], pt: [], ...offerLines },
      openingHours: {},
      ...texts,
    },
  });
  const user = await db.partnerUser.create({ data: { partnerId: partner.id, email: `${slug}@example.com` } });
  return { partnerId: partner.id, userId: user.id };
}

const at = new Date('2026-08-05T10:00:00Z');

/** A redemption the counter queued at `at` for a card of a stay around it. */
async function queuedRedemption() {
  const card = await db.memberCard.create({
    data: {
      guestName: 'Ana Silva',
      email: 'ana@example.com',
      locale: 'fr',
      arrival: calendarDay('2026-08-03'),
      departure: calendarDay('2026-08-10'),
      partySize: 2,
    },
  });
  const credential = await signCardCredential({
    id: card.id,
    guestName: card.guestName,
    partySize: 2,
    arrival: '2026-08-03',
    departure: '2026-08-10',
  });
  const qr = cardQrText(credential, await cardProof((await cardProofKey(card.id)).privateJwk, card.id, at));
  return { key: randomUUID(), qr, partySize: 2, billCents: 4000, redeemedAt: at.toISOString() };
}

const linesOf = async (partnerId: number, locale: 'en' | 'fr' | 'pt') =>
  (await memberOffers(db, locale, partnerId)).map((offer) => offer.lines);

describe('an offer written in one language only', () => {
  it('is the offer in every language, on the card and at the counter', async () => {
    const { partnerId } = await newPartner({ pt: ['10% no jantar'] });
    expect(await linesOf(partnerId, 'en')).toEqual([['10% no jantar']]);
    expect(await linesOf(partnerId, 'fr')).toEqual([['10% no jantar']]);
    expect(await linesOf(partnerId, 'pt')).toEqual([['10% no jantar']]);
  });

  it('is redeemed: the server finds the offer whatever the language', async () => {
    const partner = await newPartner({ pt: ['10% no jantar'] });
    const input = await queuedRedemption();
    expect(await recordRedemptions(db, partner, [input], at)).toEqual([{ key: input.key, status: 'stored' }]);
    expect(await db.redemption.count({ where: { partnerId: partner.partnerId } })).toBe(1);
  });

  it('takes the requested language, then English, then Portuguese, then French', async () => {
    const onlyFr = await newPartner({ fr: ['Un apéritif offert'] });
    expect(await linesOf(onlyFr.partnerId, 'en')).toEqual([['Un apéritif offert']]);
    expect(await linesOf(onlyFr.partnerId, 'pt')).toEqual([['Un apéritif offert']]);

    const ptAndFr = await newPartner({ pt: ['Um aperitivo'], fr: ['Un apéritif'] });
    expect(await linesOf(ptAndFr.partnerId, 'en')).toEqual([['Um aperitivo']]);
    expect(await linesOf(ptAndFr.partnerId, 'fr')).toEqual([['Un apéritif']]);

    const enAndFr = await newPartner({ en: ['A drink'], fr: ['Un apéritif'] });
    expect(await linesOf(enAndFr.partnerId, 'pt')).toEqual([['A drink']]);

    const blank = await newPartner({ en: [''], fr: [' '] });
    expect(await linesOf(blank.partnerId, 'en')).toEqual([]);
  });

  it('fills the public partner page, listing card and town texts in every language by the same rule', async () => {
    const { partnerId } = await newPartner(
      { pt: ['10% no jantar'] },
      {
        descriptionPt: 'Peixe grelhado na marina.',
        restaurantTypePt: 'Marisqueira',
        seasonalNoteFr: 'Fermé en janvier',
        photos: [{ src: '/media/1', alt: { en: '', fr: '', pt: 'A esplanada' } }],
      },
    );
    const detail = await findPartnerDetail(db, partnerId);
    expect(detail?.offer.lines).toEqual({ en: ['10% no jantar'], fr: ['10% no jantar'], pt: ['10% no jantar'] });
    expect(detail?.description.fr).toBe('Peixe grelhado na marina.');
    expect(detail?.restaurantType).toEqual({ en: 'Marisqueira', fr: 'Marisqueira', pt: 'Marisqueira' });
    expect(detail?.seasonalNote?.en).toBe('Fermé en janvier');
    expect(detail?.photos[0].alt.fr).toBe('A esplanada');
    const [card] = await findPartnerSummaries(db, detail?.categorySlug);
    expect(card.offer.lines.en).toEqual(['10% no jantar']);
    const town = await db.location.create({
      data: {
        id: 900 + count,
        name: 'Alte',
        descriptionEn: '',
        descriptionFr: 'Un village',
        descriptionPt: '',
        image: 'x.jpg',
      },
    });
    const { locations } = await findTaxonomy(db);
    expect(locations.find((location) => location.id === town.id)?.description).toEqual({
      en: 'Un village',
      fr: 'Un village',
      pt: 'Un village',
    });
  });
});
