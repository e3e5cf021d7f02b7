import * as z from '@/lib/validation/zod';
import { idSchema } from '@/lib/validation/ids';
import { calendarDay, optionalText, required } from '@/lib/validation/fields';
import { PICKUP_TIME_PATTERN } from '@/lib/shop/orders/checkout-schema';
import { RANGES_PER_DAY, rangeField, WEEKDAYS } from '@/lib/validation/form-limits';
import { MUNICIPALITIES } from '@/lib/shop/pickup/pickup-holidays';

/*
 * What staff edit at /backoffice/pickup-settings (docs/decisions/13-pickup-order-journey.md §3), parsed from the forms' FormData. Messages are keys
 * of the `BackofficePickupSettings` messages, translated by the action into the staff member's language.
 */

const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number<unknown>('wholeNumber')
    .check(z.int('wholeNumber'), z.minimum(min, 'outOfRange'), z.maximum(max, 'outOfRange'));
const time = z.string().check(z.trim(), z.regex(PICKUP_TIME_PATTERN, 'time'));

/** One place's slot rules (the weekly hours as a list of ranges). Limits match the table's CHECK constraints. */
export const pickupPlaceSchema = z
  .object({
    placeId: idSchema,
    address: required(200),
    slotMinutes: wholeNumber(5, 480),
    capacity: wholeNumber(1, 1000),
    minNoticeMinutes: wholeNumber(0, 20160),
    active: z.boolean(),
    hours: z.array(
      z.object({
        weekday: z.number().check(z.int(), z.minimum(0), z.maximum(6)),
        range: z.number(),
        opensAt: time,
        closesAt: time,
      }),
    ),
  })
  .check(
    z.superRefine((place, context) => {
      for (const [index, hours] of place.hours.entries()) {
        const path = [rangeField('closes', hours.weekday, hours.range)];
        if (hours.opensAt >= hours.closesAt)
          context.addIssue({ code: 'custom', path, message: 'closesBeforeOpens', input: hours });
        // Ranges of one day must not overlap (the form lists them in order).
        const previous = place.hours[index - 1];
        if (previous?.weekday === hours.weekday && hours.opensAt < previous.closesAt) {
          context.addIssue({
            code: 'custom',
            path: [rangeField('opens', hours.weekday, hours.range)],
            message: 'overlap',
            input: hours,
          });
        }
      }
    }),
  );
export type PickupPlaceInput = z.infer<typeof pickupPlaceSchema>;

/**
 * The place form's FormData as pickupPlaceSchema reads it: each weekday's ranges in order, a range with neither
 * time left out (closed), a range with one time kept so the schema reports the missing one.
 */
export function pickupPlaceFromForm(form: FormData) {
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const hours = WEEKDAYS.flatMap((weekday) =>
    Array.from({ length: RANGES_PER_DAY }, (_, range) => ({
      weekday,
      range,
      opensAt: text(rangeField('opens', weekday, range)),
      closesAt: text(rangeField('closes', weekday, range)),
    })).filter((hours) => hours.opensAt !== '' || hours.closesAt !== ''),
  );
  return {
    placeId: text('placeId'),
    address: text('address'),
    slotMinutes: text('slotMinutes'),
    capacity: text('capacity'),
    minNoticeMinutes: text('minNoticeMinutes'),
    active: form.get('active') === 'on',
    hours,
  };
}

/** A closed date to add: the place, the Lisbon day, an optional note for staff. */
export const closedDateSchema = z.object({ placeId: idSchema, date: calendarDay('date'), note: optionalText(120) });

/** A closed date to remove, by its id. */
export const closedDateIdSchema = z.object({ id: idSchema });

/**
 * A new pickup place: its name (also its key, shown as is in every language and stored on its orders: at most 60
 * characters, like an order's pickup location), street address and municipality ('' for none).
 */
export const newPickupPlaceSchema = z.object({
  name: required(60),
  address: required(200),
  municipality: z.pipe(
    z.enum(['', ...MUNICIPALITIES], 'invalid'),
    z.transform((value: string) => value || null),
  ),
});
