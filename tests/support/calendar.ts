import ical, { type VEvent } from 'node-ical';

/** The single VEVENT of an iCalendar text, parsed back with node-ical (an independent parser). */
export function parseSingleEvent(text: string): VEvent {
  const events = Object.values(ical.sync.parseICS(text)).filter((entry): entry is VEvent => entry?.type === 'VEVENT');
  if (events.length !== 1) throw new Error(`expected one event, found ${events.length}`);
  return events[0];
}
