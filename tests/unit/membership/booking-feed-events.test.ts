// docs/membership.md "Booking feeds", the mapping: a feed's text as a rental platform writes it, parsed by node-ical,
// gives each reservation's stay (DTEND the departure day), leaves blocked dates out, counts reservations without an
// e-mail or with details a card refuses, and refuses a text that is not an iCalendar calendar.
import { describe, expect, it } from 'vitest';
import { feedStays } from '@/lib/membership/stays/booking-feed-events';

const FEED = { locale: 'fr', property: 'Villa Sol' };
const calendar = (...events: string[][]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', ...events.flat(), 'END:VCALENDAR', ''].join('\r\n');
const event = (...lines: string[]) => ['BEGIN:VEVENT', 'DTSTAMP:20300101T000000Z', ...lines, 'END:VEVENT'];

describe('a feed read as stays', () => {
  it('takes the e-mail and name from an ATTENDEE, the party from a "Guests:" line and DTEND as the departure', () => {
    const text = calendar(
      event(
        'UID:a1@rentals.example',
        'DTSTART;VALUE=DATE:20300803',
        'DTEND;VALUE=DATE:20300810',
        'SUMMARY:Reserved',
        'ATTENDEE;CN="Ana Silva":mailto:Ana@Example.com',
        'DESCRIPTION:Guests: 4\\nPhone: +351 900 000 000',
      ),
    );
    expect(feedStays(text, FEED)).toEqual({
      stays: [
        {
          line: 1,
          bookingRef: 'a1@rentals.example',
          cancelled: false,
          stay: {
            guestName: 'Ana Silva',
            email: 'Ana@Example.com',
            locale: 'fr',
            arrival: '2030-08-03',
            departure: '2030-08-10',
            partySize: 4,
            property: 'Villa Sol',
          },
        },
      ],
      uids: ['a1@rentals.example'],
      noEmail: 0,
      invalid: 0,
    });
  });

  it('reads an "E-mail:" line of the DESCRIPTION, the SUMMARY as the name, 1 guest, STATUS:CANCELLED, and a date-time as its Lisbon day', () => {
    const text = calendar(
      event(
        'UID:b2',
        'DTSTART:20300802T230000Z',
        'DTEND:20300809T090000Z',
        'SUMMARY:Jean Dupont',
        'DESCRIPTION:E-mail: jean@example.com (main)',
        'STATUS:CANCELLED',
      ),
    );
    expect(feedStays(text, FEED)?.stays).toMatchObject([
      {
        bookingRef: 'b2',
        cancelled: true,
        stay: {
          guestName: 'Jean Dupont',
          email: 'jean@example.com',
          arrival: '2030-08-03',
          departure: '2030-08-09',
          partySize: 1,
        },
      },
    ]);
  });

  it('leaves blocked dates out and counts reservations without an e-mail or with details a card refuses', () => {
    const text = calendar(
      event('UID:c1', 'DTSTART;VALUE=DATE:20300801', 'DTEND;VALUE=DATE:20300805', 'SUMMARY:Airbnb (Not available)'),
      event('UID:c2', 'DTSTART;VALUE=DATE:20300801', 'DTEND;VALUE=DATE:20300805', 'SUMMARY:Blocked'),
      event('UID:c3', 'DTSTART;VALUE=DATE:20300801', 'DTEND;VALUE=DATE:20300805', 'SUMMARY:Reserved'),
      event(
        'UID:c4',
        'DTSTART;VALUE=DATE:20300801',
        'DTEND;VALUE=DATE:20301231',
        'SUMMARY:Long stay',
        'ATTENDEE:mailto:long@example.com',
      ),
    );
    expect(feedStays(text, FEED)).toEqual({ stays: [], uids: ['c3', 'c4'], noEmail: 1, invalid: 1 });
  });

  it('refuses a text that is not an iCalendar calendar', () => {
    expect(feedStays('<html><body>Sign in</body></html>', FEED)).toBeNull();
    expect(feedStays('', FEED)).toBeNull();
    expect(feedStays('BEGIN:VEVENT\r\nUID:x\r\nDTSTART:nonsense\r\n', FEED)).toBeNull();
  });
});
