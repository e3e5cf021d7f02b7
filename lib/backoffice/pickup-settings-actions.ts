'use server';

import { revalidatePath, updateTag } from 'next/cache';
import { PICKUP_PLACES_TAG } from '@/lib/shop/queries';
import { prisma } from '@/lib/db';
import { staffLocale } from '@/lib/i18n/staff';
import { translatorFor, type Translator } from '@/lib/i18n/translator';
import {
  closedDateIdSchema,
  closedDateSchema,
  newPickupPlaceSchema,
  pickupPlaceFromForm,
  pickupPlaceSchema,
} from '@/lib/validation/pickup-settings';
import { rangeField } from '@/lib/validation/form-limits';
import type * as z from '@/lib/validation/zod';
import { asAdmin, type ActionResult } from './action-result';
import { addClosedDate, createPickupPlace, removeClosedDate, savePickupPlace } from './pickup-settings';

/*
 * Staff actions of /backoffice/pickup-settings (docs/decisions/13-pickup-order-journey.md §3). Each takes the form's FormData (React form actions:
 * they work before hydration and without JavaScript), checks the session (asAdmin), validates, writes, names the
 * write in the activity log, and answers a message in the staff member's language.
 */

const PAGE = '/backoffice/pickup-settings';

/** What the forms show: a message, and messages per field name. */
export type PickupSettingsState = ActionResult<{ message: string }> | null;

/**
 * `BackofficePickupSettings` messages in the signed-in staff member's language (a plain translator: actions run
 * outside a page); an unknown key (a validation message without its own text) reads as `errors.invalid`.
 */
async function staffMessages() {
  const t: Translator = translatorFor(await staffLocale());
  return (key: string) => {
    const full = `BackofficePickupSettings.${key}` as never;
    return t.has(full) ? t(full) : t('BackofficePickupSettings.errors.invalid');
  };
}
type Translate = Awaited<ReturnType<typeof staffMessages>>;

/** A failed parse as the forms show it: each field's first message, translated; hours issues on their field names. */
function invalidSettings(t: Translate, error: z.core.$ZodError, hours: { weekday: number; range: number }[] = []): ActionResult<never> {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const [first, index, edge] = issue.path;
    const range = first === 'hours' && typeof index === 'number' ? hours[index] : undefined;
    const field = range ? rangeField(edge === 'closesAt' ? 'closes' : 'opens', range.weekday, range.range) : String(first ?? 'form');
    fieldErrors[field] ??= [t(`errors.${issue.message}`)];
  }
  return { ok: false, error: t('fixErrors'), fieldErrors };
}

/** Saves a place's address, slot length, capacity, minimum notice, active flag and weekly hours. */
export async function savePickupPlaceAction(_state: PickupSettingsState, form: FormData): Promise<PickupSettingsState> {
  return asAdmin(async ({ audit }) => {
    const t = await staffMessages();
    const raw = pickupPlaceFromForm(form);
    const parsed = pickupPlaceSchema.safeParse(raw);
    if (!parsed.success) return invalidSettings(t, parsed.error, raw.hours);
    const key = await savePickupPlace(prisma, parsed.data);
    if (!key) return { ok: false, error: t('placeNotFound') };
    const { slotMinutes, capacity, minNoticeMinutes, active } = parsed.data;
    audit('pickup.settings.update', `pickup-place:${key}`, { slotMinutes, capacity, minNoticeMinutes, active, ranges: parsed.data.hours.length });
    revalidatePath(PAGE);
    updateTag(PICKUP_PLACES_TAG); // the shop's pickup texts list the active places
    return { ok: true, data: { message: t('saved') } };
  });
}

/** Closes a place on a day (public holiday, staff day off): the checkout stops offering it. */
export async function addClosedDateAction(_state: PickupSettingsState, form: FormData): Promise<PickupSettingsState> {
  return asAdmin(async ({ audit }) => {
    const t = await staffMessages();
    const parsed = closedDateSchema.safeParse({ placeId: form.get('placeId'), date: form.get('date') ?? '', note: form.get('note') ?? '' });
    if (!parsed.success) return invalidSettings(t, parsed.error);
    const key = await addClosedDate(prisma, parsed.data);
    if (!key) return { ok: false, error: t('placeNotFound') };
    audit('pickup.closed-date.add', `pickup-place:${key}`, { date: parsed.data.date });
    revalidatePath(PAGE);
    return { ok: true, data: { message: t('closedDateAdded') } };
  });
}

/** Opens a place on a public holiday (docs/pickup-slots.md "Public holidays"): the checkout offers that day. */
export async function openHolidayAction(_state: PickupSettingsState, form: FormData): Promise<PickupSettingsState> {
  return asAdmin(async ({ audit }) => {
    const t = await staffMessages();
    const parsed = closedDateSchema.safeParse({ placeId: form.get('placeId'), date: form.get('date') ?? '', note: '' });
    if (!parsed.success) return invalidSettings(t, parsed.error);
    const key = await addClosedDate(prisma, { ...parsed.data, open: true });
    if (!key) return { ok: false, error: t('placeNotFound') };
    audit('pickup.holiday.open', `pickup-place:${key}`, { date: parsed.data.date });
    revalidatePath(PAGE);
    return { ok: true, data: { message: t('holidayOpened') } };
  });
}

/** Opens a closed date again, or closes again a holiday staff had opened. */
export async function removeClosedDateAction(_state: PickupSettingsState, form: FormData): Promise<PickupSettingsState> {
  return asAdmin(async ({ audit }) => {
    const t = await staffMessages();
    const parsed = closedDateIdSchema.safeParse({ id: form.get('id') });
    if (!parsed.success) return { ok: false, error: t('closedDateNotFound') };
    const removed = await removeClosedDate(prisma, parsed.data.id);
    if (!removed) return { ok: false, error: t('closedDateNotFound') };
    audit(removed.open ? 'pickup.holiday.close' : 'pickup.closed-date.remove', `pickup-place:${removed.key}`, { date: removed.date });
    revalidatePath(PAGE);
    return { ok: true, data: { message: t(removed.open ? 'holidayClosed' : 'closedDateRemoved') } };
  });
}

/** Adds a pickup place (not yet offered at checkout). Retiring one is unticking "Offered at checkout". */
export async function createPickupPlaceAction(_state: PickupSettingsState, form: FormData): Promise<PickupSettingsState> {
  return asAdmin(async ({ audit }) => {
    const t = await staffMessages();
    const parsed = newPickupPlaceSchema.safeParse({ name: form.get('name') ?? '', address: form.get('address') ?? '', municipality: form.get('municipality') ?? '' });
    if (!parsed.success) return invalidSettings(t, parsed.error);
    const key = await createPickupPlace(prisma, parsed.data);
    if (!key) return { ok: false, error: t('fixErrors'), fieldErrors: { name: [t('placeNameTaken')] } };
    audit('pickup.place.create', `pickup-place:${key}`, { municipality: parsed.data.municipality });
    revalidatePath(PAGE);
    return { ok: true, data: { message: t('placeCreated') } };
  });
}
