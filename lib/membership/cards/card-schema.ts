import { routing } from '@/lib/i18n/routing';
import { calendarDay, emailAddress, optionalText, required } from '@/lib/validation/fields';
import { MAX_PARTY_SIZE } from '@/lib/validation/form-limits';
import * as z from '@/lib/validation/zod';

/*
 * A stay as staff type it or a booking export row brings it (docs/membership.md "Membership for a stay"). Messages
 * are keys of the `Validation` messages, translated where shown.
 */

/** The longest stay a card is issued for, in days. */
export const MAX_STAY_DAYS = 120;

const partySize = z.coerce
  .number('partySize')
  .check(z.int('partySize'), z.minimum(1, 'partySize'), z.maximum(MAX_PARTY_SIZE, 'partySize'));

// A card's columns as a form sends them; each kind of card adds its own rules on the dates.
const cardFields = z.object({
  guestName: required(120),
  email: emailAddress(),
  locale: z.enum(routing.locales, 'language'),
  arrival: calendarDay(),
  departure: calendarDay(),
  partySize,
  property: optionalText(200),
});

/** The fields of a member card: guest name, e-mail, language, arrival and departure (YYYY-MM-DD), party size, property. */
export const memberCardSchema = cardFields.check(
  z.refine((card) => card.departure >= card.arrival, { message: 'departureBeforeArrival', path: ['departure'] }),
  z.refine(
    (card) =>
      (Date.parse(card.departure) - Date.parse(card.arrival)) / 86_400_000 <= MAX_STAY_DAYS ||
      card.departure < card.arrival,
    { message: 'stayTooLong', path: ['departure'] },
  ),
);

export type MemberCardInput = z.infer<typeof memberCardSchema>;

/** The longest term of an owner's card, issued or renewed, in days (two years and a leap day). */
export const MAX_OWNER_TERM_DAYS = 731;

/**
 * An owner's card as staff register it (docs/membership.md "Owners' cards"): the owner's name, e-mail, language,
 * party size and properties, valid from `arrival` to the renewal date `departure` (YYYY-MM-DD, Lisbon), at most
 * MAX_OWNER_TERM_DAYS apart. The same columns as a stay's card.
 */
export const ownerCardSchema = cardFields.check(
  z.refine((card) => card.departure > card.arrival, { message: 'renewalBeforeStart', path: ['departure'] }),
  z.refine(
    (card) =>
      (Date.parse(card.departure) - Date.parse(card.arrival)) / 86_400_000 <= MAX_OWNER_TERM_DAYS ||
      card.departure <= card.arrival,
    { message: 'ownerTermTooLong', path: ['departure'] },
  ),
);

/** The field names, for formFields. */
export const memberCardFields = [
  'guestName',
  'email',
  'locale',
  'arrival',
  'departure',
  'partySize',
  'property',
] as const;

/**
 * The fields a booking export's column can be mapped to (docs/membership.md "Import from a booking export"): the
 * card's, the booking reference, and the booking's status (cancelled or not). `locale`, `property`, `bookingRef` and
 * `status` may be left unmapped.
 */
export const IMPORT_FIELDS = [...memberCardFields, 'bookingRef', 'status'] as const;
