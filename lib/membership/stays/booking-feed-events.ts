import { format } from 'date-fns';
import ical, { type ParameterValue, type VEvent } from 'node-ical';
import { lisbonToday } from '@/lib/time';
import { memberCardSchema } from '@/lib/membership/cards/card-schema';
import type { ImportedStay } from './stay-sync';

/*
 * A booking feed's iCalendar text as stays (docs/membership.md "Booking feeds"), parsed by node-ical: each VEVENT is
 * a reservation whose UID is the booking reference. Blocked dates are not stays; a reservation without the guest's
 * e-mail, or whose details a card refuses, cannot get a card and is counted.
 */

/** The longest booking reference kept (as the export's). */
const MAX_REF_LENGTH = 200;

/** What a feed's text holds: its stays, every reservation's UID, and the reservations left without a card. */
export type FeedStays = { stays: ImportedStay[]; uids: string[]; noEmail: number; invalid: number };

// Events that block dates rather than hold a guest: "Not available", "Airbnb (Not available)", "Blocked", "CLOSED".
const BLOCKED = /\b(not available|unavailable|blocked|closed)\b/i;

const text = (value: ParameterValue<string, unknown> | undefined) =>
  (typeof value === 'string' ? value : (value?.val ?? '')).trim();

// A line "Label: value" of the description, for the first label that matches.
const described = (description: string, label: RegExp) =>
  new RegExp(`^\\s*(?:${label.source})\\s*:\\s*(.+?)\\s*$`, 'im').exec(description)?.[1];

const attendees = (event: VEvent) => (event.attendee ? [event.attendee].flat() : []);

// An all-day date is the day it names; a date-time the Lisbon day of its instant.
const dayOf = (date: unknown) =>
  date instanceof Date && !Number.isNaN(date.getTime())
    ? (date as { dateOnly?: boolean }).dateOnly
      ? format(date, 'yyyy-MM-dd')
      : lisbonToday(date)
    : '';

/** The guest's e-mail: an ATTENDEE's mailto: address, else an "Email:" / "E-mail:" line of the DESCRIPTION. */
function guestEmail(event: VEvent, description: string): string | undefined {
  for (const attendee of attendees(event)) {
    const address = /^mailto:(.+)$/i.exec(text(attendee))?.[1];
    if (address) return address.trim();
  }
  // The line's first word with an @: "Email: ana@example.com (main)" is ana@example.com.
  return described(description, /e-?mail/)
    ?.split(/\s+/)
    .find((word) => word.includes('@'));
}

/**
 * Parses a feed's text. @returns null when it is not an iCalendar calendar (node-ical throws or finds no
 * VCALENDAR), else the reservations as stays for syncStays, in `locale` with `property` on their cards: arrival
 * DTSTART, departure DTEND (the day the guest leaves), cancelled when STATUS:CANCELLED, name an ATTENDEE's CN or the
 * SUMMARY, party size a "Guests:" line of the DESCRIPTION or 1. `uids` lists every reservation (with or without a
 * card), so that one still in the feed is never taken for gone.
 */
export function feedStays(body: string, { locale, property }: { locale: string; property: string }): FeedStays | null {
  let calendar: ReturnType<typeof ical.sync.parseICS>;
  try {
    calendar = ical.sync.parseICS(body);
  } catch {
    return null;
  }
  if (calendar.vcalendar?.type !== 'VCALENDAR') return null;
  const result: FeedStays = { stays: [], uids: [], noEmail: 0, invalid: 0 };
  for (const entry of Object.values(calendar)) {
    if (entry?.type !== 'VEVENT') continue;
    const event = entry as VEvent;
    const summary = text(event.summary);
    if (BLOCKED.test(summary)) continue;
    const uid = String(event.uid ?? '').trim();
    if (!uid || uid.length > MAX_REF_LENGTH) {
      result.invalid += 1;
      continue;
    }
    result.uids.push(uid);
    const description = text(event.description);
    const email = guestEmail(event, description);
    if (!email) {
      result.noEmail += 1;
      continue;
    }
    const named = attendees(event).find((attendee) => typeof attendee !== 'string' && attendee.params.CN);
    const parsed = memberCardSchema.safeParse({
      guestName: (named && typeof named !== 'string' ? String(named.params.CN) : summary).trim(),
      email,
      locale,
      arrival: dayOf(event.start),
      departure: dayOf(event.end ?? event.start),
      partySize: /^\d+$/.exec(described(description, /guests|h[óo]spedes|personnes/) ?? '')?.[0] ?? '1',
      property,
    });
    if (!parsed.success) result.invalid += 1;
    else
      result.stays.push({
        line: result.uids.length,
        stay: parsed.data,
        bookingRef: uid,
        cancelled: event.status === 'CANCELLED',
      });
  }
  return result;
}
