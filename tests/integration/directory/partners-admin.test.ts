import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONNECTION_ADDRESS_HEADER } from '@/lib/ops/connection-address.mjs';

// next-intl's server helpers need a Next request; the staff language's messages are what they would give.
vi.mock('next-intl/server', async () => {
  const { translatorFor } = await import('@/lib/i18n/translator');
  return {
    getTranslations: async ({ locale, namespace }: { locale: 'en' | 'fr' | 'pt'; namespace?: string }) => {
      const t = translatorFor(locale);
      const scoped = (key: string, values?: Record<string, unknown>) =>
        t((namespace ? `${namespace}.${key}` : key) as never, values as never);
      return Object.assign(scoped, { has: (key: string) => t.has((namespace ? `${namespace}.${key}` : key) as never) });
    },
  };
});
const updatedTags: string[] = [];
vi.mock(import('next/cache'), async (original) => ({
  ...(await original()),
  updateTag: (tag: string) => void updatedTags.push(tag),
  revalidatePath: () => {},
}));

const { request } = await import('../../fixtures/next-request');
const { createPrismaClient } = await import('@/lib/db');
const { upsertStaffAccount } = await import('@/lib/staff/auth/accounts');
const { partnerSchema, emptyPartnerForm, partnerFiltersSchema } = await import('@/lib/directory/partner-schemas');
const { closedWeek, createDraftFromRequest, createPartner, deleteOrHidePartner, updatePartner } =
  await import('@/lib/directory/staff-partner-writes');
const { missingLanguages } = await import('@/lib/directory/staff-partner-reads');
const { partnerCommandAction, savePartnerAction } = await import('@/lib/directory/staff-partner-actions');
const { seedDirectory } = await import('@/prisma/seed/directory');
const { saveCategoryAction, saveTownAction } = await import('@/lib/directory/staff-settings-actions');
const { SESSION_COOKIE, staffSessionToken } = await import('../../fixtures/staff-session');

const db = createPrismaClient();
afterAll(() => db.$disconnect());

const media = { openingHours: closedWeek(), seasons: [], photos: [], logo: null };
const valid = {
  ...emptyPartnerForm,
  name: 'Test Kayaks',
  categorySlug: 'activities' as const,
  offerValue: '10',
  descriptionEn: 'Kayaks',
  descriptionFr: 'Kayaks',
  descriptionPt: 'Caiaques',
};
const parse = (values: object) => partnerSchema.safeParse({ ...valid, ...values });
const fieldsOf = (values: object) => {
  const result = parse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
};
const data = (values: object = {}) => {
  const result = parse(values);
  if (!result.success) throw new Error(JSON.stringify(result.error.issues));
  return result.data;
};

let admin: { id: number };
beforeAll(async () => {
  await seedDirectory(db);
  admin = await upsertStaffAccount(db, `partners-${Date.now().toString(36)}@example.com`, 'correct horse battery');
});
beforeEach(async () => {
  request.cookies.clear();
  request.cookies.set(SESSION_COOKIE, await staffSessionToken(admin.id));
  request.headers = new Headers({ [CONNECTION_ADDRESS_HEADER]: '203.0.113.9' });
});

describe('the partner schema (docs/decisions/12-staff-run-directory.md §1), shared by the form and the action', () => {
  it('accepts a full partner and reads its texts, lines, numbers and towns', () => {
    const parsed = data({
      offerLinesEn: ' 10% off \n\n drinks included ',
      locationIds: ['3', '3', '8'],
      priceRange: '2',
      cardInfo: 'book-through-team',
      latitude: '37.07',
      longitude: '-8.1',
    });
    expect(parsed.offerLinesEn).toEqual(['10% off', 'drinks included']);
    expect(parsed.locationIds).toEqual([3, 8]);
    expect([parsed.priceRange, parsed.cardInfo, parsed.latitude, parsed.longitude]).toEqual([
      2,
      'book-through-team',
      37.07,
      -8.1,
    ]);
  });

  it('allows no town (a chef at home)', () => {
    expect(data({ categorySlug: 'chef-at-home', locationIds: [] }).locationIds).toEqual([]);
  });

  it('takes only http(s) links', () => {
    for (const field of ['website', 'facebook', 'instagram', 'menuUrl', 'redirectUrl']) {
      for (const url of [
        'javascript:alert(1)',
        'data:text/html,x',
        '//evil.example',
        'ftp://example.com/menu.pdf',
        'www.example.com',
      ]) {
        expect(fieldsOf({ [field]: url }), `${field} ${url}`).toEqual({ [field]: 'url' });
      }
      expect(fieldsOf({ [field]: 'https://example.com/a?b=1' })).toEqual({});
      expect(fieldsOf({ [field]: 'http://example.com' })).toEqual({});
    }
  });

  it('takes a map only from the maps host the page may frame, or coordinates (both)', () => {
    expect(fieldsOf({ mapsUrl: 'https://www.google.com/maps?q=Vilamoura&output=embed' })).toEqual({});
    expect(fieldsOf({ mapsUrl: 'https://www.google.com/maps/embed?pb=1' })).toEqual({});
    for (const url of [
      'https://evil.example/maps?q=x',
      'http://www.google.com/maps?q=x',
      'https://www.google.com.evil.example/maps',
      'https://www.google.com/search?q=x',
      'javascript:alert(1)',
    ]) {
      expect(fieldsOf({ mapsUrl: url }), url).toEqual({ mapsUrl: 'mapsUrl' });
    }
    expect(fieldsOf({ latitude: '37.1' })).toEqual({ longitude: 'coordinates' });
    expect(fieldsOf({ latitude: '91', longitude: '0' })).toEqual({ latitude: 'coordinates' });
  });

  it('follows the project rules for e-mail and phone, both optional', () => {
    expect(fieldsOf({ email: 'not-an-email' })).toEqual({ email: 'email' });
    expect(fieldsOf({ phone: '12' })).toEqual({ phone: 'phone' });
    expect(fieldsOf({ email: 'info@kayaks.example', phone: '+351 289 000 000' })).toEqual({});
    expect(fieldsOf({ email: '', phone: '' })).toEqual({});
  });

  it('checks the offer value against its type and the price range 1-3', () => {
    expect(fieldsOf({ offerType: 'percentage', offerValue: '120' })).toEqual({ offerValue: 'offerValue' });
    expect(fieldsOf({ offerType: 'fixed', offerValue: '12.505' })).toEqual({ offerValue: 'offerValue' });
    expect(fieldsOf({ offerType: 'fixed', offerValue: '12.50' })).toEqual({});
    expect(fieldsOf({ offerType: 'other', offerValue: '' })).toEqual({});
    expect(fieldsOf({ priceRange: '4' })).toEqual({ priceRange: 'priceRange' });
    expect(fieldsOf({ name: '  ', categorySlug: 'golf' })).toEqual({ name: 'required', categorySlug: 'option' });
  });

  it('reads the list filters: an empty town is any town, not town 0 (Tavira)', () => {
    expect(
      partnerFiltersSchema.parse({ q: '', category: '', town: '', visibility: '', draft: '' }).town,
    ).toBeUndefined();
    expect(partnerFiltersSchema.parse({ town: '0', draft: 'draft', category: 'nope' })).toMatchObject({
      town: 0,
      draft: 'draft',
      category: undefined,
    });
  });

  it('flags the languages whose texts are missing', () => {
    expect(
      missingLanguages({
        descriptionEn: 'x',
        descriptionFr: '',
        descriptionPt: 'y',
        offerLines: { en: ['a'], fr: [], pt: [] },
      }),
    ).toEqual(['fr', 'pt']);
    expect(
      missingLanguages({
        descriptionEn: 'x',
        descriptionFr: 'x',
        descriptionPt: 'y',
        offerLines: {},
        seasonalNoteEn: 'Summer only',
      }),
    ).toEqual(['fr', 'pt']);
  });
});

describe('partner numbers (URLs /{category}/{number})', () => {
  it('gives a new partner the next free number of its category, as a draft', async () => {
    const last = await db.partner.aggregate({ where: { categorySlug: 'wellness' }, _max: { number: true } });
    const [a, b] = await Promise.all([
      createPartner(db, data({ categorySlug: 'wellness' }), media),
      createPartner(db, data({ categorySlug: 'wellness' }), media),
    ]);
    expect([a!.number, b!.number].sort()).toEqual([(last._max.number ?? 0) + 1, (last._max.number ?? 0) + 2]);
    expect((await db.partner.findUniqueOrThrow({ where: { id: a!.id } })).isDraft).toBe(true);
  });

  it('renumbers a partner moved to another category so URLs stay unique', async () => {
    const created = await createPartner(db, data({ categorySlug: 'wellness' }), media);
    const last = await db.partner.aggregate({ where: { categorySlug: 'boat-tours' }, _max: { number: true } });
    const moved = await updatePartner(db, created!.id, data({ categorySlug: 'boat-tours' }), media);
    expect(moved).toMatchObject({ number: (last._max.number ?? 0) + 1, categorySlugs: ['wellness', 'boat-tours'] });
  });
});

describe('delete or hide (docs/decisions/12-staff-run-directory.md §1)', () => {
  it('deletes a partner nobody wrote about, and hides one with a review or a booking request', async () => {
    const plain = await createPartner(db, data(), media);
    expect(await deleteOrHidePartner(db, plain!.id)).toMatchObject({ outcome: 'deleted' });
    expect(await db.partner.findUnique({ where: { id: plain!.id } })).toBeNull();

    const reviewed = await createPartner(db, data(), media);
    await db.review.create({ data: { partnerId: reviewed!.id, rating: 5, authorName: 'Ana', comment: 'Great' } });
    const booked = await createPartner(db, data(), media);
    await db.bookingRequest.create({
      data: {
        partnerId: booked!.id,
        name: 'Rui',
        email: 'rui@example.com',
        phone: '+351 910 000 000',
        partySize: 2,
        message: 'Hi',
      },
    });
    for (const [partner, counts] of [
      [reviewed, { reviews: 1, bookings: 0 }],
      [booked, { reviews: 0, bookings: 1 }],
    ] as const) {
      expect(await deleteOrHidePartner(db, partner!.id)).toMatchObject({ outcome: 'hidden', ...counts });
      const row = await db.partner.findUniqueOrThrow({
        where: { id: partner!.id },
        include: { _count: { select: { reviews: true, bookingRequests: true } } },
      });
      expect([row.isVisible, row._count.reviews + row._count.bookingRequests]).toEqual([false, 1]);
    }
    expect(await deleteOrHidePartner(db, 2_000_000_000)).toBeNull();
  });

  it('the delete action says the partner was hidden, and records it in the activity log', async () => {
    const reviewed = await createPartner(db, data(), media);
    await db.review.create({ data: { partnerId: reviewed!.id, rating: 4, authorName: 'Ana', comment: 'Nice' } });
    const form = new FormData();
    form.set('id', String(reviewed!.id));
    form.set('command', 'delete');
    const state = await partnerCommandAction({ status: 'idle' }, form);
    expect(state).toMatchObject({ status: 'done', message: expect.stringMatching(/1 avaliação/) }); // the account's language: pt
    expect(
      await db.staffActivity.findFirst({ where: { adminId: admin.id, target: `partner:${reviewed!.id}` } }),
    ).toMatchObject({ action: 'partner.hide' });
  });
});

describe('partner form action', () => {
  it('refuses an unsafe link with a translated field message and stores nothing', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...valid, website: 'javascript:alert(1)' }))
      if (typeof value === 'string') form.set(name, value);
    const before = await db.partner.count();
    form.append('locationIds', '3');
    const state = await savePartnerAction({ status: 'idle' }, form);
    expect(state).toMatchObject({ status: 'refused', fieldErrors: { website: expect.stringMatching(/http/) } });
    expect(await db.partner.count()).toBe(before);
    // What was typed comes back for the form without JavaScript: the towns as a list, even of one or of none.
    expect(state).toMatchObject({ values: { name: valid.name, locationIds: ['3'] } });
    form.delete('locationIds');
    expect(await savePartnerAction({ status: 'idle' }, form)).toMatchObject({ values: { locationIds: [] } });
  });

  it('saves a partner, audits it and refreshes the directory', async () => {
    const created = await createPartner(db, data(), media);
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...valid, name: 'Renamed Kayaks', phone: '+351 289 111 222' }))
      if (typeof value === 'string') form.set(name, value);
    form.set('id', String(created!.id));
    form.append('locationIds', '3');
    form.set('openingHours', JSON.stringify(closedWeek()));
    updatedTags.length = 0;
    expect(await savePartnerAction({ status: 'idle' }, form)).toMatchObject({ status: 'done' });
    const row = await db.partner.findUniqueOrThrow({ where: { id: created!.id }, include: { locations: true } });
    expect([row.name, row.phone, row.locations.map((town) => town.locationId)]).toEqual([
      'Renamed Kayaks',
      '+351 289 111 222',
      [3],
    ]);
    expect(updatedTags.length).toBeGreaterThan(0);
    expect(
      await db.staffActivity.findFirst({
        where: { adminId: admin.id, target: `partner:${created!.id}`, action: 'partner.update' },
      }),
    ).not.toBeNull();
  });

  it("refuses a save over a change made since the form was opened (a manager's hours), and keeps that change", async () => {
    const created = await createPartner(db, data(), media);
    const opened = (await db.partner.findUniqueOrThrow({ where: { id: created!.id } })).updatedAt.toISOString();
    // Meanwhile the partner's manager opens all day on Tuesdays.
    const managed = { ...closedWeek(), tue: { kind: '24h' } };
    await db.partner.update({ where: { id: created!.id }, data: { openingHours: managed } });
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...valid, name: 'Stale Kayaks' }))
      if (typeof value === 'string') form.set(name, value);
    form.set('id', String(created!.id));
    form.set('version', opened);
    form.set('openingHours', JSON.stringify(closedWeek()));
    const state = await savePartnerAction({ status: 'idle' }, form);
    expect(state).toMatchObject({
      status: 'refused',
      error: expect.stringMatching(/^Este parceiro foi alterado entretanto/),
    });
    expect(await db.partner.findUniqueOrThrow({ where: { id: created!.id } })).toMatchObject({
      openingHours: managed,
      name: data().name,
    });
    // With the version it was opened at now, the same save goes through.
    form.set('version', (await db.partner.findUniqueOrThrow({ where: { id: created!.id } })).updatedAt.toISOString());
    expect(await savePartnerAction({ status: 'idle' }, form)).toMatchObject({ status: 'done' });
  });
});

describe('hours and seasons in the partner form (docs/decisions/12-staff-run-directory.md §2)', () => {
  it("stores the editor's weekly hours and seasons, and refuses hours it cannot read, storing nothing", async () => {
    const created = await createPartner(db, data(), media);
    const form = new FormData();
    for (const [name, value] of Object.entries(valid)) if (typeof value === 'string') form.set(name, value);
    form.set('id', String(created!.id));
    const week = { ...closedWeek(), mon: { kind: 'ranges', ranges: [{ open: '10:00', close: '18:00' }] } };
    form.set('openingHours', JSON.stringify(week));
    form.set('seasons', JSON.stringify([{ kind: 'closed', from: '11-01', to: '03-31' }]));
    expect(await savePartnerAction({ status: 'idle' }, form)).toMatchObject({ status: 'done' });
    expect(await db.partner.findUniqueOrThrow({ where: { id: created!.id } })).toMatchObject({
      openingHours: week,
      seasons: [{ kind: 'closed', from: '11-01', to: '03-31' }],
    });

    form.set('name', 'Not saved');
    form.set(
      'openingHours',
      JSON.stringify({ ...week, tue: { kind: 'ranges', ranges: [{ open: '25:00', close: '18:00' }] } }),
    );
    const state = await savePartnerAction({ status: 'idle' }, form);
    expect(state).toMatchObject({ status: 'refused', fieldErrors: { openingHours: expect.any(String) } });
    expect((await db.partner.findUniqueOrThrow({ where: { id: created!.id } })).name).toBe(valid.name);
  });
});

describe('partnership request -> draft (docs/decisions/12-staff-run-directory.md §5)', () => {
  it('creates one draft with the request data, mapped category and linked request', async () => {
    const requestRow = await db.partnershipRequest.create({
      data: {
        businessName: 'Tasca do Mar',
        contactName: 'Rita',
        email: 'rita@tasca.example',
        phone: '+351 912 345 678',
        businessType: 'restaurants',
        description: 'Peixe grelhado',
        locale: 'pt',
      },
    });
    const draft = await createDraftFromRequest(db, requestRow.id);
    expect(draft).toMatchObject({ created: true, categorySlugs: ['gastronomy'] });
    const partner = await db.partner.findUniqueOrThrow({ where: { id: draft!.id } });
    expect(partner).toMatchObject({
      name: 'Tasca do Mar',
      email: 'rita@tasca.example',
      phone: '+351 912 345 678',
      descriptionPt: 'Peixe grelhado',
      descriptionEn: '',
      isDraft: true,
    });
    expect((await db.partnershipRequest.findUniqueOrThrow({ where: { id: requestRow.id } })).partnerId).toBe(
      partner.id,
    );
    expect(await createDraftFromRequest(db, requestRow.id)).toMatchObject({ id: partner.id, created: false });
  });
});

describe('categories and towns (docs/decisions/12-staff-run-directory.md §4)', () => {
  const form = (values: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(values)) data.set(name, value);
    return data;
  };

  it('saves a category and a town, audited; refuses an image from another site', async () => {
    const category = {
      slug: 'wellness',
      titleEn: 'Wellness & spa',
      titleFr: 'Bien-être',
      titlePt: 'Bem-estar',
      descriptionEn: 'Relax',
      descriptionFr: 'Détente',
      descriptionPt: 'Relaxe',
      searchWordsEn: 'spa, massage',
      searchWordsFr: '',
      searchWordsPt: ' spa,\nmassagem , spa,,',
      position: '4',
    };
    expect(
      await saveCategoryAction({ status: 'idle' }, form({ ...category, image: 'https://evil.example/x.jpg' })),
    ).toMatchObject({ status: 'refused', fieldErrors: { image: expect.any(String) } });
    expect(
      await saveCategoryAction(
        { status: 'idle' },
        form({ ...category, image: '/media/0000000000000000000000000000000000000000000000000000000000000000' }),
      ),
    ).toMatchObject({ status: 'refused', fieldErrors: { image: expect.any(String) } });
    const image = (await db.category.findUniqueOrThrow({ where: { slug: 'boat-tours' } })).image;
    expect(await saveCategoryAction({ status: 'idle' }, form({ ...category, image }))).toMatchObject({
      status: 'done',
    });
    expect(await db.category.findUniqueOrThrow({ where: { slug: 'wellness' } })).toMatchObject({
      titleEn: 'Wellness & spa',
      position: 4,
      image,
      searchWordsEn: ['spa', 'massage'],
      searchWordsFr: [],
      searchWordsPt: ['spa', 'massagem'],
    });
    expect(
      await saveCategoryAction(
        { status: 'idle' },
        form({ ...category, image, searchWordsPt: Array.from({ length: 41 }, (_, i) => `w${i}`).join(',') }),
      ),
    ).toMatchObject({ status: 'refused', fieldErrors: { searchWordsPt: 'No máximo 40 palavras' } });
    expect(
      await saveTownAction(
        { status: 'idle' },
        form({
          id: '3',
          name: 'Vilamoura',
          descriptionEn: 'Marina',
          descriptionFr: 'Marina',
          descriptionPt: 'Marina',
          image: (await db.location.findUniqueOrThrow({ where: { id: 3 } })).image,
        }),
      ),
    ).toMatchObject({ status: 'done' });
    const actions = await db.staffActivity.findMany({
      where: { adminId: admin.id, action: { in: ['category.update', 'town.update'] } },
    });
    expect(actions.map((row) => [row.action, row.target])).toEqual(
      expect.arrayContaining([
        ['category.update', 'category:wellness'],
        ['town.update', 'town:3'],
      ]),
    );
  });
});
