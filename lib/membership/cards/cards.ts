import type { MemberCardKind } from '@/generated/prisma/enums';
import type { Db } from '@/lib/db';
import { calendarDay } from '@/lib/i18n/format';
import { storedDay as day } from '@/lib/time';
import { queueMemberCardEmail } from './card-email';
import { MAX_OWNER_TERM_DAYS, MAX_STAY_DAYS, type MemberCardInput } from './card-schema';

/*
 * Member cards, one per stay (docs/membership.md "Membership for a stay"): issued by staff one at a time or from a
 * booking export, revoked, extended, e-mailed again. Each write that e-mails the guest queues the e-mail in its own
 * transaction (docs/mail.md outbox). The staff actions (./staff-actions.ts) check the session and log the activity.
 */

/** A card as the backoffice lists it. Dates "YYYY-MM-DD" (Lisbon); an owner's departure is its renewal date. */
export type MemberCardRow = {
  id: string;
  kind: MemberCardKind;
  guestName: string;
  email: string;
  locale: string;
  arrival: string;
  departure: string;
  partySize: number;
  property: string;
  revoked: boolean;
  redemptions: number;
};

/** A stay's columns as stored: e-mail lower-cased, dates as calendar days. */
export const stayData = (input: MemberCardInput) => ({
  ...input,
  email: input.email.toLowerCase(),
  arrival: calendarDay(input.arrival),
  departure: calendarDay(input.departure),
});

/**
 * Issues cards for stays (or, with `kind` 'owner', owners' cards: docs/membership.md "Owners' cards") and queues each
 * e-mail, all or none (up to 1000 in one transaction: each e-mail is rendered in it, a few ms each).
 * @returns the new cards' ids, in input order.
 */
export async function issueCards(db: Db, stays: MemberCardInput[], kind: MemberCardKind = 'stay'): Promise<string[]> {
  return db.$transaction(
    async (tx) => {
      const ids: string[] = [];
      for (const stay of stays) {
        const card = await tx.memberCard.create({ data: { ...stayData(stay), kind } });
        await queueMemberCardEmail(tx, card);
        ids.push(card.id);
      }
      return ids;
    },
    { timeout: 120_000, maxWait: 10_000 },
  );
}

/** Revokes a card (its link then says so, counters refuse it) or restores it. @returns false when there is no such card. */
export async function setCardRevoked(db: Db, id: string, revoked: boolean): Promise<boolean> {
  const { count } = await db.memberCard.updateMany({ where: { id }, data: { revokedAt: revoked ? new Date() : null } });
  return count === 1;
}

/**
 * Moves a card's departure ("YYYY-MM-DD", not before its arrival) and e-mails the guest the card again.
 * @returns 'done', 'not-found', 'before-arrival', or 'too-long' (more than MAX_STAY_DAYS after arrival; for an
 * owner's card, MAX_OWNER_TERM_DAYS).
 */
export async function extendCard(
  db: Db,
  id: string,
  departure: string,
): Promise<'done' | 'not-found' | 'before-arrival' | 'too-long'> {
  return db.$transaction(async (tx) => {
    const card = await tx.memberCard.findUnique({ where: { id } });
    if (!card) return 'not-found';
    if (departure < day(card.arrival)) return 'before-arrival';
    const longest = card.kind === 'owner' ? MAX_OWNER_TERM_DAYS : MAX_STAY_DAYS;
    if ((Date.parse(departure) - card.arrival.getTime()) / 86_400_000 > longest) return 'too-long';
    const updated = await tx.memberCard.update({ where: { id }, data: { departure: calendarDay(departure) } });
    await queueMemberCardEmail(tx, updated);
    return 'done';
  });
}

/** Queues the card's e-mail again. @returns false when there is no such card. */
export async function resendCardEmail(db: Db, id: string): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const card = await tx.memberCard.findUnique({ where: { id } });
    if (!card) return false;
    await queueMemberCardEmail(tx, card);
    return true;
  });
}

type CardWithCount = Awaited<ReturnType<Db['memberCard']['findFirstOrThrow']>> & { _count: { redemptions: number } };

const rowOf = (card: CardWithCount): MemberCardRow => ({
  id: card.id,
  kind: card.kind,
  guestName: card.guestName,
  email: card.email,
  locale: card.locale,
  arrival: day(card.arrival),
  departure: day(card.departure),
  partySize: card.partySize,
  property: card.property,
  revoked: card.revokedAt !== null,
  redemptions: card._count.redemptions,
});

/** One card as the backoffice shows it, with its booking reference (null without one), or null when there is none. */
export async function findCard(db: Db, id: string): Promise<(MemberCardRow & { bookingRef: string | null }) | null> {
  const card = await db.memberCard.findUnique({
    where: { id },
    include: { _count: { select: { redemptions: true } } },
  });
  return card && { ...rowOf(card), bookingRef: card.bookingRef };
}

/** Page size of the backoffice's card list. */
export const CARDS_PAGE_SIZE = 50;

/**
 * Cards of one kind (stays by default) newest first, 50 a page, optionally those whose guest name, e-mail or property
 * contains `query`. @param page 1-based.
 */
export async function listCards(
  db: Db,
  { query = '', page = 1, kind = 'stay' }: { query?: string; page?: number; kind?: MemberCardKind } = {},
) {
  const where = {
    kind,
    ...(query
      ? {
          OR: (['guestName', 'email', 'property'] as const).map((field) => ({
            [field]: { contains: query, mode: 'insensitive' as const },
          })),
        }
      : {}),
  };
  const [total, cards] = await Promise.all([
    db.memberCard.count({ where }),
    db.memberCard.findMany({
      where,
      orderBy: { createdAt: 'desc' },
      skip: (page - 1) * CARDS_PAGE_SIZE,
      take: CARDS_PAGE_SIZE,
      include: { _count: { select: { redemptions: true } } },
    }),
  ]);
  return { total, cards: cards.map(rowOf) };
}

/** A card as its own page shows it, or null. Dates "YYYY-MM-DD". */
export async function getCard(db: Db, id: string) {
  const card = await db.memberCard.findUnique({ where: { id } });
  if (!card) return null;
  return {
    id: card.id,
    kind: card.kind,
    guestName: card.guestName,
    locale: card.locale,
    arrival: day(card.arrival),
    departure: day(card.departure),
    partySize: card.partySize,
    revoked: card.revokedAt !== null,
  };
}
