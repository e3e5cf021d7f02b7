// Canaries for the staff-data tests: one row of every kind of staff data, each carrying a word of its own
// (`canary-<kind>-<run>`) that no public page shows. An answer that holds one has read staff data.
import { randomUUID } from 'node:crypto';
import { lisbonDay } from '../support/shop';
import { e2ePartnerNumber, type e2eDatabase } from '../support/e2e-database';

type Db = ReturnType<typeof e2eDatabase>;

export const CANARY_KINDS = [
  'order',
  'owner',
  'email',
  'draft',
  'hidden',
  'review',
  'booking',
  'partnership',
  'contact',
  'staff',
  'activity',
  'insight',
  'settings',
  'product',
  'member',
  'feed',
] as const;
export type CanaryKind = (typeof CANARY_KINDS)[number];

/** The rows planted, by kind, and the ids the staff URLs take. */
export type Canaries = {
  words: Record<CanaryKind, string>;
  ids: Record<
    | 'order'
    | 'email'
    | 'draft'
    | 'hidden'
    | 'product'
    | 'review'
    | 'booking'
    | 'partnership'
    | 'contact'
    | 'staff'
    | 'place'
    | 'closed'
    | 'counterUser'
    | 'feed',
    number
  > & { card: string; ownerCard: string };
};

/** Puts one canary of every kind in the e2e database; every word is fresh for this run. */
export async function plantCanaries(db: Db): Promise<Canaries> {
  const run = randomUUID().slice(0, 8);
  const words = Object.fromEntries(CANARY_KINDS.map((kind) => [kind, `canary-${kind}-${run}`])) as Record<
    CanaryKind,
    string
  >;
  const today = new Date(`${lisbonDay()}T00:00:00Z`);

  const order = await db.order.create({
    data: {
      orderNumber: `CD${Date.now().toString(36).toUpperCase()}${run.slice(0, 5).toUpperCase()}`,
      customerName: words.order,
      customerEmail: `${words.order}@example.com`,
      customerPhone: '+351 900 000 001',
      customerAddress: 'Rua 1',
      customerCity: 'Faro',
      customerPostalCode: '8000-001',
      customerCountry: 'Portugal',
      pickupLocation: 'vilamoura-office',
      pickupDate: today,
      pickupTime: '10:00',
      // Confirmed and large, so the analytics' top products (the ten largest) show it too.
      status: 'confirmed',
      totalAmount: '3250.00',
      idempotencyKey: randomUUID(),
      items: { create: { productName: words.order, productPrice: '6.50', quantity: 500, subtotal: '3250.00' } },
      emails: {
        create: {
          template: 'order-new',
          to: `${words.order}@example.com`,
          subject: words.email,
          html: `<p>${words.email}</p>`,
          text: words.email,
          status: 'captured',
        },
      },
    },
    include: { emails: true },
  });

  const model = await db.partner.findFirstOrThrow({
    where: { isVisible: true, isDraft: false },
    omit: { id: true, createdAt: true, updatedAt: true },
  });
  // A number no other partner of the run has had (e2ePartnerNumber): specs side by side never pick the same one.
  const partner = (name: string, flags: { isDraft?: boolean; isVisible?: boolean }) =>
    db.$transaction(async (tx) =>
      tx.partner.create({
        data: {
          ...model,
          offerLines: model.offerLines ?? [],
          openingHours: model.openingHours ?? {},
          seasons: model.seasons ?? [],
          specialDays: model.specialDays ?? [],
          photos: model.photos ?? [],
          offerRules: model.offerRules ?? {},
          number: await e2ePartnerNumber(tx, model.categorySlug),
          name,
          ...flags,
        },
      }),
    );
  const draft = await partner(words.draft, { isDraft: true });
  const hidden = await partner(words.hidden, { isVisible: false });
  const review = await db.review.create({
    data: { partnerId: hidden.id, rating: 2, authorName: words.review, comment: words.review, hidden: true },
  });
  const booking = await db.bookingRequest.create({
    data: {
      partnerId: draft.id,
      name: words.booking,
      email: `${words.booking}@example.com`,
      phone: '+351 900 000 002',
      partySize: 2,
      message: words.booking,
    },
  });
  const partnership = await db.partnershipRequest.create({
    data: {
      businessName: words.partnership,
      contactName: words.partnership,
      email: `${words.partnership}@example.com`,
      phone: '+351 900 000 003',
      businessType: 'other',
      description: words.partnership,
    },
  });
  const contact = await db.contactMessage.create({
    data: {
      name: words.contact,
      email: `${words.contact}@example.com`,
      subject: words.contact,
      message: words.contact,
    },
  });

  // Another staff member's account, seen through what it did, and an entry of the activity log.
  const staff = await db.adminUser.create({
    // An admin with a second factor: the account actions (role, disable, reset the second factor) would change it.
    data: {
      email: `${words.staff}@example.com`,
      passwordHash: 'not-a-hash',
      locale: 'en',
      role: 'admin',
      totpSecret: 'not-a-secret',
      totpEnabledAt: new Date(),
    },
  });
  await db.staffActivity.create({
    data: { adminId: staff.id, action: 'product.update', target: words.activity, detail: { name: words.activity } },
  });

  await db.insightDaily.create({
    data: {
      day: today,
      name: 'pageview',
      path: `/${words.insight}`,
      routeType: 'page',
      locale: 'en',
      referrerClass: 'direct',
      device: 'mobile',
      events: 5,
    },
  });
  const place = await db.pickupPlace.findFirstOrThrow({ orderBy: { position: 'asc' } });
  // A closed day far enough ahead that the checkout tests, which take the first free slots, never meet it.
  const closed = { placeId: place.id, date: new Date(`${lisbonDay(57)}T00:00:00Z`) };
  const closedDate = await db.pickupClosedDate.upsert({
    where: { placeId_date: closed },
    create: { ...closed, note: words.settings },
    update: { note: words.settings },
  });
  const product = await db.product.create({
    data: {
      nameEn: words.product,
      nameFr: words.product,
      namePt: words.product,
      descriptionEn: 'x',
      descriptionFr: 'x',
      descriptionPt: 'x',
      categoryEn: 'x',
      categoryFr: 'x',
      categoryPt: 'x',
      price: '1.00',
      quantity: 1,
      enabled: false,
      images: [],
    },
  });
  // A member card of a guest and a counter user of the draft partner (docs/membership.md).
  const card = await db.memberCard.create({
    data: {
      guestName: words.member,
      email: `${words.member}@example.com`,
      locale: 'en',
      arrival: today,
      departure: today,
      partySize: 2,
    },
  });
  // An owner's year-round card (docs/membership.md "Owners' cards").
  const ownerCard = await db.memberCard.create({
    data: {
      kind: 'owner',
      guestName: words.owner,
      email: `${words.owner}@example.com`,
      locale: 'pt',
      arrival: today,
      departure: new Date(`${lisbonDay(300)}T00:00:00Z`),
      partySize: 2,
    },
  });
  const counterUser = await db.partnerUser.create({
    data: { partnerId: draft.id, email: `${words.member}@example.com` },
  });
  // A booking feed (docs/membership.md "Booking feeds"), at an address where nothing answers.
  const feed = await db.bookingFeed.create({
    data: { property: words.feed, url: `http://127.0.0.1:9/${words.feed}.ics`, locale: 'en' },
  });
  await db.redemption.create({
    data: {
      idempotencyKey: randomUUID(),
      partnerId: draft.id,
      cardId: card.id,
      partySize: 2,
      redeemedAt: new Date(),
      readAt: new Date(),
    },
  });
  return {
    words,
    ids: {
      card: card.id,
      ownerCard: ownerCard.id,
      counterUser: counterUser.id,
      feed: feed.id,
      order: order.id,
      email: order.emails[0].id,
      draft: draft.id,
      hidden: hidden.id,
      product: product.id,
      review: review.id,
      booking: booking.id,
      partnership: partnership.id,
      contact: contact.id,
      staff: staff.id,
      place: place.id,
      closed: closedDate.id,
    },
  };
}

/**
 * Every row the canaries and the staff actions aimed at them could change, with all their columns (the audit
 * columns aside), for before/after comparisons; rows of the tests running beside are left out.
 */
export async function canaryState(db: Db, { ids }: Canaries, staffEmails: string[]) {
  const partners = { id: { in: [ids.draft, ids.hidden] } };
  return JSON.stringify(
    await Promise.all([
      db.order.findUnique({ where: { id: ids.order }, include: { items: true, emails: true } }),
      db.partner.findMany({ where: partners, include: { locations: true, reportRuns: true }, orderBy: { id: 'asc' } }),
      // A partner an action would add (createPartnerFromRequestAction takes the canary request's name); the directory
      // tests beside add partners of their own.
      db.partner.count({ where: { name: { contains: 'canary', mode: 'insensitive' } } }),
      db.review.findUnique({ where: { id: ids.review } }),
      db.bookingRequest.findUnique({ where: { id: ids.booking } }),
      db.partnershipRequest.findUnique({ where: { id: ids.partnership } }),
      db.contactMessage.findUnique({ where: { id: ids.contact } }),
      db.adminUser.findMany({
        where: { OR: [{ id: ids.staff }, { email: { in: staffEmails } }] },
        omit: { lastLogin: true },
        orderBy: { id: 'asc' },
      }),
      // The place's own settings are left out: the pickup-slot tests beside change them.
      db.pickupClosedDate.findMany({
        where: { placeId: ids.place, date: { in: [56, 57].map((days) => new Date(`${lisbonDay(days)}T00:00:00Z`)) } },
        orderBy: { id: 'asc' },
      }),
      db.product.findUnique({ where: { id: ids.product }, omit: { updatedAt: true } }),
      db.category.findMany({ orderBy: { slug: 'asc' } }),
      db.location.findMany({ orderBy: { id: 'asc' } }),
      // A place an action would add (createPickupPlaceAction) under its canary name.
      db.pickupPlace.count({ where: { key: { contains: 'canary', mode: 'insensitive' } } }),
      db.memberCard.findUnique({ where: { id: ids.card }, omit: { updatedAt: true } }),
      db.memberCard.findUnique({ where: { id: ids.ownerCard }, omit: { updatedAt: true } }),
      // Cards an action would add, under the canary addresses its arguments use (other tests add cards of their own).
      db.memberCard.count({ where: { email: { contains: 'canary' } } }),
      db.partnerUser.findMany({ where: { partnerId: { in: [ids.draft, ids.hidden] } }, orderBy: { id: 'asc' } }),
      // E-mails an action would queue, to the canary addresses (other tests send cards and invitations of their own).
      db.outboxEmail.count({
        where: {
          template: { in: ['member-card', 'partner-invitation', 'staff-invitation'] },
          to: { contains: 'canary' },
        },
      }),
      // An account an invitation would add (inviteStaffAction) under its canary address, and links to the canary's.
      db.adminUser.count({ where: { email: { contains: 'canary-invite' } } }),
      db.staffAccountLink.count({ where: { adminId: ids.staff } }),
      // What staff set on the canary feed; the outcome of its last read is left out, because the feeds' scheduler of
      // the server under test reads every feed, the canary's too, at its own time (docs/membership.md "Booking
      // feeds"). A feed an action would add, under its canary name (the booking-feed tests beside add their own).
      db.bookingFeed.findUnique({
        where: { id: ids.feed },
        select: { property: true, url: true, locale: true, graceHours: true, cards: { select: { id: true } } },
      }),
      db.bookingFeed.count({ where: { property: { contains: 'canary', mode: 'insensitive' } } }),
    ]),
  );
}
