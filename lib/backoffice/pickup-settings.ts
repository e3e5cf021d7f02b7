import type { Db } from '@/lib/db';
import { lisbonToday } from '@/lib/shop/pickup';
import type { PickupPlaceInput } from '@/lib/validation/pickup-settings';

/*
 * Staff's side of pickup slots (issue 13 §3): every place's rules, weekly hours and closed dates, read and written
 * for /backoffice/pickup-settings. The checkout reads the same rows (lib/shop/pickup-places.ts) at each request,
 * so a change applies to the next guest; orders already placed keep their slot.
 */

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Every pickup place (active or not) in checkout order, with its weekly hours (by weekday, then opening time) and
 * its closed dates from today on ("YYYY-MM-DD", Lisbon). Call through the staff read getPickupSettings.
 */
export async function listPickupSettings(db: Db, now: Date = new Date()) {
  const places = await db.pickupPlace.findMany({
    orderBy: [{ position: 'asc' }, { id: 'asc' }],
    include: {
      hours: { orderBy: [{ weekday: 'asc' }, { opensAt: 'asc' }] },
      closedDates: { where: { date: { gte: new Date(`${lisbonToday(now)}T00:00:00Z`) } }, orderBy: { date: 'asc' } },
    },
  });
  return places.map((place) => ({ ...place, closedDates: place.closedDates.map((closed) => ({ ...closed, date: dayOf(closed.date) })) }));
}
export type PickupPlaceSettings = Awaited<ReturnType<typeof listPickupSettings>>[number];

/**
 * Saves one place's rules and replaces its weekly hours, in one transaction (a failure changes nothing).
 * @returns the place's key, or null when no place has that id.
 */
export async function savePickupPlace(db: Db, input: PickupPlaceInput): Promise<string | null> {
  return db.$transaction(async (tx) => {
    const place = await tx.pickupPlace.findUnique({ where: { id: input.placeId }, select: { key: true } });
    if (!place) return null;
    const { address, slotMinutes, capacity, minNoticeMinutes, active } = input;
    await tx.pickupPlace.update({ where: { id: input.placeId }, data: { address, slotMinutes, capacity, minNoticeMinutes, active } });
    await tx.pickupHours.deleteMany({ where: { placeId: input.placeId } });
    await tx.pickupHours.createMany({
      data: input.hours.map(({ weekday, opensAt, closesAt }) => ({ placeId: input.placeId, weekday, opensAt, closesAt })),
    });
    return place.key;
  });
}

/**
 * Closes a place on a Lisbon day ("YYYY-MM-DD"); the same day again only updates its note.
 * @returns the place's key, or null when no place has that id.
 */
export async function addClosedDate(db: Db, { placeId, date, note }: { placeId: number; date: string; note: string }): Promise<string | null> {
  const place = await db.pickupPlace.findUnique({ where: { id: placeId }, select: { key: true } });
  if (!place) return null;
  const day = new Date(`${date}T00:00:00Z`);
  await db.pickupClosedDate.upsert({ where: { placeId_date: { placeId, date: day } }, create: { placeId, date: day, note }, update: { note } });
  return place.key;
}

/** Opens a closed date again. @returns the place's key and the day, or null when there is no such closed date. */
export async function removeClosedDate(db: Db, id: number): Promise<{ key: string; date: string } | null> {
  const closed = await db.pickupClosedDate.findUnique({ where: { id }, include: { place: { select: { key: true } } } });
  if (!closed) return null;
  await db.pickupClosedDate.delete({ where: { id } });
  return { key: closed.place.key, date: dayOf(closed.date) };
}
