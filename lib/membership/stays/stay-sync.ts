import type { Db, Tx } from '@/lib/db';
import { queueMemberCardEmail } from '@/lib/membership/cards/card-email';
import { storedDay } from '@/lib/time';
import type { MemberCardInput } from '@/lib/membership/cards/card-schema';
import { stayData } from '@/lib/membership/cards/cards';

/*
 * A booking export's valid rows applied to the cards (docs/membership.md "Import from a booking export"), all or none
 * in one transaction. A row with a booking reference follows its booking: the first import issues its card, a later
 * one with changed details updates that card and e-mails it again, a cancelled one revokes it. A row without one is
 * issued unless its guest already has a card for the same stay.
 */

/** One valid row: its line in the file, the stay, its booking reference (trimmed, when the file has the column). */
export type ImportedStay = { line: number; stay: MemberCardInput; bookingRef?: string; cancelled: boolean };

/** What an import did: cards issued, updated (and e-mailed again) and revoked, and the lines it left as they were. */
export type SyncOutcome = {
  issued: string[];
  updated: { id: string; arrival: string; departure: string }[];
  revoked: string[];
  unchanged: number[];
};

const stayKey = (email: string, arrival: string, departure: string) => `${email.toLowerCase()}|${arrival}|${departure}`;

type StoredCard = Awaited<ReturnType<Db['memberCard']['findFirstOrThrow']>>;

// Whether a stored card already says what the row says.
function sameStay(card: StoredCard, stay: MemberCardInput) {
  const data = stayData(stay);
  return (
    card.guestName === data.guestName &&
    card.email === data.email &&
    card.locale === data.locale &&
    storedDay(card.arrival) === stay.arrival &&
    storedDay(card.departure) === stay.departure &&
    card.partySize === data.partySize &&
    card.property === data.property
  );
}

/**
 * Applies the rows (their references unique within the file: staysFromRows refuses repeats) in one transaction and
 * queues the e-mail of every issued or updated card. A card of the same guest and stay without a reference takes the
 * row's reference (nothing sent). Revoked cards are not restored by an import. Up to 1000 rows (two minutes at most).
 */
export function syncStays(db: Db, rows: ImportedStay[]): Promise<SyncOutcome> {
  return db.$transaction((tx) => applyStays(tx, rows), { timeout: 120_000, maxWait: 10_000 });
}

/**
 * syncStays inside the caller's transaction `tx` (a booking feed's read applies its reservations with the rest of
 * its writes, docs/membership.md "Booking feeds"); a cancelled reservation's card is revoked at `now`.
 */
export async function applyStays(tx: Tx, rows: ImportedStay[], now: Date = new Date()): Promise<SyncOutcome> {
  const refs = rows.flatMap(({ bookingRef }) => (bookingRef ? [bookingRef] : []));
  const byRef = new Map(
    (refs.length ? await tx.memberCard.findMany({ where: { bookingRef: { in: refs } } }) : []).map((card) => [
      card.bookingRef,
      card,
    ]),
  );
  const sameGuest = rows.length
    ? await tx.memberCard.findMany({
        where: {
          kind: 'stay',
          OR: rows.map(({ stay }) => ({ email: stay.email.toLowerCase(), arrival: stayData(stay).arrival })),
        },
      })
    : [];
  const known = new Map(
    sameGuest.map((card) => [stayKey(card.email, storedDay(card.arrival), storedDay(card.departure)), card]),
  );
  const outcome: SyncOutcome = { issued: [], updated: [], revoked: [], unchanged: [] };
  for (const { line, stay, bookingRef, cancelled } of rows) {
    const key = stayKey(stay.email, stay.arrival, stay.departure);
    const unreferenced = known.get(key);
    const card =
      (bookingRef && byRef.get(bookingRef)) || (unreferenced && !unreferenced.bookingRef ? unreferenced : undefined);
    if (card && bookingRef && card.bookingRef !== bookingRef)
      await tx.memberCard.update({ where: { id: card.id }, data: { bookingRef } });
    if (cancelled) {
      if (card && !card.revokedAt) {
        await tx.memberCard.update({ where: { id: card.id }, data: { revokedAt: now } });
        outcome.revoked.push(card.id);
      } else outcome.unchanged.push(line);
    } else if (!card && !(unreferenced && !bookingRef)) {
      const created = await tx.memberCard.create({ data: { ...stayData(stay), bookingRef } });
      await queueMemberCardEmail(tx, created);
      known.set(key, created);
      outcome.issued.push(created.id);
    } else if (card && bookingRef && !card.revokedAt && !sameStay(card, stay)) {
      const updated = await tx.memberCard.update({ where: { id: card.id }, data: stayData(stay) });
      await queueMemberCardEmail(tx, updated);
      outcome.updated.push({ id: card.id, arrival: stay.arrival, departure: stay.departure });
    } else outcome.unchanged.push(line);
  }
  return outcome;
}
