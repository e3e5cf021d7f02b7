import type { Db } from '@/lib/db';
import type { Locale } from '@/lib/i18n/routing';
import { lastBookingDate, lisbonToday } from '@/lib/time';
import { publicHolidays } from '@/lib/shop/pickup/pickup-holidays';
import type { PickupPlaceInput } from '@/lib/shop/pickup/pickup-settings-schema';

/*
 * Staff's side of pickup slots (docs/decisions/13-pickup-order-journey.md §3): every place's rules, weekly hours and closed dates, read and written
 * for /backoffice/pickup-settings. The checkout reads the same rows (lib/shop/pickup/pickup-places.ts) at each request,
 * so a change applies to the next guest; orders already placed keep their slot.
 */

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Every pickup place (active or not) in checkout order, with its weekly hours (by weekday, then opening time), the
 * days staff closed from today on ("YYYY-MM-DD", Lisbon) and its public holidays of the coming year, each with the
 * id of the row that opens it (`openedBy`, null while closed; docs/pickup-slots.md "Public holidays"). Holiday
 * names in `locale`. Call through the staff read getPickupSettings.
 */
export async function listPickupSettings(db: Db, locale: Locale, now: Date = new Date()) {
  const places = await db.pickupPlace.findMany({
    orderBy: [{ position: 'asc' }, { id: 'asc' }],
    include: {
      hours: { orderBy: [{ weekday: 'asc' }, { opensAt: 'asc' }] },
      closedDates: { where: { date: { gte: new Date(`${lisbonToday(now)}T00:00:00Z`) } }, orderBy: { date: 'asc' } },
    },
  });
  return places.map((place) => {
    const days = place.closedDates.map((day) => ({ ...day, date: dayOf(day.date) }));
    const holidays = publicHolidays(place.municipality, lisbonToday(now), lastBookingDate(now), locale).map(
      (holiday) => ({
        ...holiday,
        openedBy: days.find((day) => day.open && day.date === holiday.date)?.id ?? null,
      }),
    );
    return { ...place, closedDates: days.filter((day) => !day.open), holidays };
  });
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
    await tx.pickupPlace.update({
      where: { id: input.placeId },
      data: { address, slotMinutes, capacity, minNoticeMinutes, active },
    });
    await tx.pickupHours.deleteMany({ where: { placeId: input.placeId } });
    await tx.pickupHours.createMany({
      data: input.hours.map(({ weekday, opensAt, closesAt }) => ({
        placeId: input.placeId,
        weekday,
        opensAt,
        closesAt,
      })),
    });
    return place.key;
  });
}

/**
 * Closes a place on a Lisbon day ("YYYY-MM-DD"), or with `open` opens it on that day although it is a public
 * holiday; the same day again replaces the earlier choice and note.
 * @returns the place's key, or null when no place has that id.
 */
export async function addClosedDate(
  db: Db,
  { placeId, date, note, open = false }: { placeId: number; date: string; note: string; open?: boolean },
): Promise<string | null> {
  const place = await db.pickupPlace.findUnique({ where: { id: placeId }, select: { key: true } });
  if (!place) return null;
  const day = new Date(`${date}T00:00:00Z`);
  await db.pickupClosedDate.upsert({
    where: { placeId_date: { placeId, date: day } },
    create: { placeId, date: day, note, open },
    update: { note, open },
  });
  return place.key;
}

/**
 * Removes a day row: a closed day opens again, a holiday staff opened closes again.
 * @returns the place's key and the day, or null when there is no such row.
 */
export async function removeClosedDate(
  db: Db,
  id: number,
): Promise<{ key: string; date: string; open: boolean } | null> {
  const closed = await db.pickupClosedDate.findUnique({ where: { id }, include: { place: { select: { key: true } } } });
  if (!closed) return null;
  await db.pickupClosedDate.delete({ where: { id } });
  return { key: closed.place.key, date: dayOf(closed.date), open: closed.open };
}

/**
 * Adds a pickup place, not offered at checkout until staff give it hours and tick "Offered at checkout"
 * (docs/pickup-slots.md "Adding and retiring places"). Its name is its key; it comes after the other places.
 * @returns the new place's key, or null when a place already has that name.
 */
export async function createPickupPlace(
  db: Db,
  { name, address, municipality }: { name: string; address: string; municipality: string | null },
): Promise<string | null> {
  const last = await db.pickupPlace.aggregate({ _max: { position: true } });
  const created = await db.pickupPlace.createManyAndReturn({
    data: [{ key: name, address, municipality, active: false, position: (last._max.position ?? 0) + 1 }],
    skipDuplicates: true,
    select: { key: true },
  });
  return created[0]?.key ?? null;
}
