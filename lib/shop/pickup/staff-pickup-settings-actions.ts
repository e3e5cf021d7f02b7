'use server';

import { updateTag } from 'next/cache';
import { PICKUP_PLACES_TAG } from '@/lib/shop/queries';
import { prisma } from '@/lib/db';
import {
  closedDateIdSchema,
  closedDateSchema,
  newPickupPlaceSchema,
  pickupPlaceFromForm,
  pickupPlaceSchema,
} from '@/lib/shop/pickup/pickup-settings-schema';
import { rangeField } from '@/lib/validation/form-limits';
import type * as z from '@/lib/validation/zod';
import { formFields } from '@/lib/actions/form-state';
import { zodFailure } from '@/lib/actions/messages';
import { STAFF_MESSAGES } from '@/lib/actions/staff-action';
import { staffForm } from '@/lib/actions/staff-form';
import { addClosedDate, createPickupPlace, removeClosedDate, savePickupPlace } from './pickup-settings';

/*
 * Staff actions of /backoffice/pickup-settings (docs/decisions/13-pickup-order-journey.md §3). Each takes the form's FormData (React form actions:
 * they work before hydration and without JavaScript), checks the session and the admin role (adminAction: settings
 * are an admin's, docs/decisions/11-staff-security.md §12), validates, writes, names the
 * write in the activity log, and answers a message in the staff member's language.
 */

const PAGE = '/backoffice/pickup-settings';

/** Where the pickup settings' refusals are looked up: their own messages first. */
const MESSAGES = ['BackofficePickupSettings.errors', 'BackofficePickupSettings', ...STAFF_MESSAGES];

/** A failed parse as the forms show it: each field's first message key; hours issues on their field names. */
function invalidSettings(error: z.core.$ZodError, hours: { weekday: number; range: number }[] = []) {
  return zodFailure(error, {
    fixFields: 'fixErrors',
    fieldOf: ([first, index, edge]) => {
      const range = first === 'hours' && typeof index === 'number' ? hours[index] : undefined;
      return range
        ? rangeField(edge === 'closesAt' ? 'closes' : 'opens', range.weekday, range.range)
        : String(first ?? 'form');
    },
  });
}

/** What every pickup settings form shares: an admin's, its own messages first, the typed fields kept, the page refreshed. */
const settings = {
  role: 'admin',
  namespaces: MESSAGES,
  keepTyped: true,
  refresh: () => PAGE,
} as const;

/** Saves a place's address, slot length, capacity, minimum notice, active flag and weekly hours. */
export const savePickupPlaceAction = staffForm({
  ...settings,
  fields: pickupPlaceFromForm,
  schema: pickupPlaceSchema,
  invalid: (error, submitted) => invalidSettings(error, (submitted as ReturnType<typeof pickupPlaceFromForm>).hours),
  done: 'BackofficePickupSettings.saved',
  run: async (place, { audit }) => {
    const key = await savePickupPlace(prisma, place);
    if (!key) return { ok: false, error: 'placeNotFound' };
    const { slotMinutes, capacity, minNoticeMinutes, active } = place;
    audit('pickup.settings.update', `pickup-place:${key}`, {
      slotMinutes,
      capacity,
      minNoticeMinutes,
      active,
      ranges: place.hours.length,
    });
    updateTag(PICKUP_PLACES_TAG); // the shop's pickup texts list the active places
    return { ok: true, data: key };
  },
});

/** Closes a place on a day (public holiday, staff day off): the checkout stops offering it. */
export const addClosedDateAction = staffForm({
  ...settings,
  fields: ['placeId', 'date', 'note'],
  schema: closedDateSchema,
  invalid: (error) => invalidSettings(error),
  done: 'BackofficePickupSettings.closedDateAdded',
  run: async (closed, { audit }) => {
    const key = await addClosedDate(prisma, closed);
    if (!key) return { ok: false, error: 'placeNotFound' };
    audit('pickup.closed-date.add', `pickup-place:${key}`, { date: closed.date });
    return { ok: true, data: key };
  },
});

/** Opens a place on a public holiday (docs/pickup-slots.md "Public holidays"): the checkout offers that day. */
export const openHolidayAction = staffForm({
  ...settings,
  fields: (form) => ({ ...formFields(form, ['placeId', 'date']), note: '' }),
  schema: closedDateSchema,
  invalid: (error) => invalidSettings(error),
  done: 'BackofficePickupSettings.holidayOpened',
  run: async (day, { audit }) => {
    const key = await addClosedDate(prisma, { ...day, open: true });
    if (!key) return { ok: false, error: 'placeNotFound' };
    audit('pickup.holiday.open', `pickup-place:${key}`, { date: day.date });
    return { ok: true, data: key };
  },
});

/** Opens a closed date again, or closes again a holiday staff had opened. */
export const removeClosedDateAction = staffForm({
  ...settings,
  fields: ['id'],
  schema: closedDateIdSchema,
  invalid: () => ({ ok: false, error: 'closedDateNotFound' }),
  run: async ({ id }, { audit, t }) => {
    const removed = await removeClosedDate(prisma, id);
    if (!removed) return { ok: false, error: 'closedDateNotFound' };
    audit(removed.open ? 'pickup.holiday.close' : 'pickup.closed-date.remove', `pickup-place:${removed.key}`, {
      date: removed.date,
    });
    return {
      ok: true,
      data: t(removed.open ? 'BackofficePickupSettings.holidayClosed' : 'BackofficePickupSettings.closedDateRemoved'),
    };
  },
});

/** Adds a pickup place (not yet offered at checkout). Retiring one is unticking "Offered at checkout". */
export const createPickupPlaceAction = staffForm({
  ...settings,
  fields: ['name', 'address', 'municipality'],
  schema: newPickupPlaceSchema,
  invalid: (error) => invalidSettings(error),
  done: 'BackofficePickupSettings.placeCreated',
  run: async (place, { audit }) => {
    const key = await createPickupPlace(prisma, place);
    if (!key) return { ok: false, error: 'fixErrors', fieldErrors: { name: 'placeNameTaken' } };
    audit('pickup.place.create', `pickup-place:${key}`, { municipality: place.municipality });
    return { ok: true, data: key };
  },
});
