'use server';

import { revalidatePath, updateTag } from 'next/cache';
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
import type { FormState } from '@/lib/actions/form-state';
import { zodFailure } from '@/lib/actions/messages';
import type { ActionResult } from '@/lib/actions/result';
import { adminAction, staffFormState, STAFF_MESSAGES, type StaffContext } from '@/lib/actions/staff-action';
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

/**
 * Runs one pickup settings form: the session, the body, the translation, and the form's state with its message; a
 * refusal sends back every text field as typed, so the page posted without JavaScript keeps them too.
 */
async function settingsForm(
  form: FormData,
  body: (staff: StaffContext) => Promise<ActionResult<string>>,
): Promise<FormState> {
  const result = await adminAction(async (staff) => {
    const answer = await body(staff);
    if (answer.ok) revalidatePath(PAGE);
    return answer.ok ? { ok: true, data: staff.t(`BackofficePickupSettings.${answer.data}` as never) } : answer;
  }, MESSAGES);
  const submitted = Object.fromEntries(
    [...form.entries()].filter(([name, value]) => typeof value === 'string' && !name.startsWith('$ACTION')),
  );
  return staffFormState(result, { message: result.ok ? result.data : undefined, submitted });
}

/** Saves a place's address, slot length, capacity, minimum notice, active flag and weekly hours. */
export async function savePickupPlaceAction(_state: FormState, form: FormData): Promise<FormState> {
  return settingsForm(form, async ({ audit }) => {
    const raw = pickupPlaceFromForm(form);
    const parsed = pickupPlaceSchema.safeParse(raw);
    if (!parsed.success) return invalidSettings(parsed.error, raw.hours);
    const key = await savePickupPlace(prisma, parsed.data);
    if (!key) return { ok: false, error: 'placeNotFound' };
    const { slotMinutes, capacity, minNoticeMinutes, active } = parsed.data;
    audit('pickup.settings.update', `pickup-place:${key}`, {
      slotMinutes,
      capacity,
      minNoticeMinutes,
      active,
      ranges: parsed.data.hours.length,
    });
    updateTag(PICKUP_PLACES_TAG); // the shop's pickup texts list the active places
    return { ok: true, data: 'saved' };
  });
}

/** Closes a place on a day (public holiday, staff day off): the checkout stops offering it. */
export async function addClosedDateAction(_state: FormState, form: FormData): Promise<FormState> {
  return settingsForm(form, async ({ audit }) => {
    const parsed = closedDateSchema.safeParse({
      placeId: form.get('placeId'),
      date: form.get('date') ?? '',
      note: form.get('note') ?? '',
    });
    if (!parsed.success) return invalidSettings(parsed.error);
    const key = await addClosedDate(prisma, parsed.data);
    if (!key) return { ok: false, error: 'placeNotFound' };
    audit('pickup.closed-date.add', `pickup-place:${key}`, { date: parsed.data.date });
    return { ok: true, data: 'closedDateAdded' };
  });
}

/** Opens a place on a public holiday (docs/pickup-slots.md "Public holidays"): the checkout offers that day. */
export async function openHolidayAction(_state: FormState, form: FormData): Promise<FormState> {
  return settingsForm(form, async ({ audit }) => {
    const parsed = closedDateSchema.safeParse({ placeId: form.get('placeId'), date: form.get('date') ?? '', note: '' });
    if (!parsed.success) return invalidSettings(parsed.error);
    const key = await addClosedDate(prisma, { ...parsed.data, open: true });
    if (!key) return { ok: false, error: 'placeNotFound' };
    audit('pickup.holiday.open', `pickup-place:${key}`, { date: parsed.data.date });
    return { ok: true, data: 'holidayOpened' };
  });
}

/** Opens a closed date again, or closes again a holiday staff had opened. */
export async function removeClosedDateAction(_state: FormState, form: FormData): Promise<FormState> {
  return settingsForm(form, async ({ audit }) => {
    const parsed = closedDateIdSchema.safeParse({ id: form.get('id') });
    if (!parsed.success) return { ok: false, error: 'closedDateNotFound' };
    const removed = await removeClosedDate(prisma, parsed.data.id);
    if (!removed) return { ok: false, error: 'closedDateNotFound' };
    audit(removed.open ? 'pickup.holiday.close' : 'pickup.closed-date.remove', `pickup-place:${removed.key}`, {
      date: removed.date,
    });
    return { ok: true, data: removed.open ? 'holidayClosed' : 'closedDateRemoved' };
  });
}

/** Adds a pickup place (not yet offered at checkout). Retiring one is unticking "Offered at checkout". */
export async function createPickupPlaceAction(_state: FormState, form: FormData): Promise<FormState> {
  return settingsForm(form, async ({ audit }) => {
    const parsed = newPickupPlaceSchema.safeParse({
      name: form.get('name') ?? '',
      address: form.get('address') ?? '',
      municipality: form.get('municipality') ?? '',
    });
    if (!parsed.success) return invalidSettings(parsed.error);
    const key = await createPickupPlace(prisma, parsed.data);
    if (!key) return { ok: false, error: 'fixErrors', fieldErrors: { name: 'placeNameTaken' } };
    audit('pickup.place.create', `pickup-place:${key}`, { municipality: parsed.data.municipality });
    return { ok: true, data: 'placeCreated' };
  });
}
