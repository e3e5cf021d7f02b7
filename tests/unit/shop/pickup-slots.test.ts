import { describe, expect, it } from 'vitest';
import {
  freeSlots,
  pickupTimeRange,
  slotRefusal,
  slotStart,
  slotTimesOn,
  type PickupRules,
} from '@/lib/shop/pickup/pickup-slots';

// docs/decisions/13-pickup-order-journey.md §3: the slot rules, without the database (tests/integration/shop/pickup-slots.test.ts has the rest).

/** The seeded Quarteira office: weekdays with a lunch break, Saturday mornings, closed on Christmas Day. */
const quarteira: PickupRules = {
  key: 'quarteira-office',
  slotMinutes: 30,
  capacity: 2,
  minNoticeMinutes: 120,
  hours: [1, 2, 3, 4, 5]
    .flatMap((weekday) => [
      { weekday, opensAt: '10:00', closesAt: '13:00' },
      { weekday, opensAt: '14:00', closesAt: '18:30' },
    ])
    .concat([{ weekday: 6, opensAt: '10:00', closesAt: '13:00' }]),
  closedDates: ['2026-12-25'],
};

describe('slots of a day (Lisbon time)', () => {
  it('cuts each opening range into slots that end by closing time, none over lunch, on Sundays or closed dates', () => {
    expect(slotTimesOn(quarteira, '2026-11-28')).toEqual(['10:00', '10:30', '11:00', '11:30', '12:00', '12:30']); // Saturday
    const monday = slotTimesOn(quarteira, '2026-11-30');
    expect(monday).toHaveLength(15);
    expect(monday).not.toContain('13:00');
    expect(monday.at(-1)).toBe('18:00');
    expect(slotTimesOn(quarteira, '2026-11-29')).toEqual([]); // Sunday
    expect(slotTimesOn(quarteira, '2026-12-25')).toEqual([]); // a Friday, closed date
    // 45-minute slots: 10:00-10:45, 10:45-11:30, 11:30-12:15, 12:15-13:00.
    expect(slotTimesOn({ ...quarteira, slotMinutes: 45 }, '2026-11-28')).toEqual(['10:00', '10:45', '11:30', '12:15']);
  });

  it('keeps Lisbon wall-clock times across the hour changes (29 March and 25 October 2026)', () => {
    const everyday = {
      ...quarteira,
      hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opensAt: '10:00', closesAt: '11:00' })),
    };
    expect(slotTimesOn(everyday, '2026-03-29')).toEqual(['10:00', '10:30']);
    expect(slotStart('2026-03-29', '10:00').toISOString()).toBe('2026-03-29T09:00:00.000Z'); // summer time, UTC+1
    expect(slotStart('2026-10-25', '10:00').toISOString()).toBe('2026-10-25T10:00:00.000Z'); // winter time, UTC+0
    expect(pickupTimeRange('2026-10-25', '10:30', 30)).toBe('10:30–11:00');
    expect(pickupTimeRange('2026-10-25', '10:30', null)).toBe('10:30');
  });
});

describe('which slots are offered, and why one is refused', () => {
  const now = new Date('2026-11-30T10:10:00Z'); // Monday 10:10 in Lisbon (UTC+0 in winter)

  it('offers only open slots at least the minimum notice ahead and not full', () => {
    const booked = [
      { date: '2026-11-30', time: '14:00' },
      { date: '2026-11-30', time: '14:00' },
      { date: '2026-11-30', time: '14:30' },
    ];
    const [today, tomorrow] = freeSlots(quarteira, booked, now);
    expect(today.date).toBe('2026-11-30');
    // 10:10 + 2 hours: 12:30 is the first slot; 14:00 is full; 14:30 has one place left.
    expect(today.slots.slice(0, 3)).toEqual([
      { time: '12:30', end: '13:00', left: 2 },
      { time: '14:30', end: '15:00', left: 1 },
      { time: '15:00', end: '15:30', left: 2 },
    ]);
    expect(tomorrow.date).toBe('2026-12-01');
    const dates = freeSlots(quarteira, booked, now).map((day) => day.date);
    expect(dates).not.toContain('2026-12-06'); // Sunday
    expect(dates).not.toContain('2026-12-25');
  });

  it('names the reason', () => {
    expect(slotRefusal(quarteira, { date: '2026-11-30', time: '12:30' }, 0, now)).toBeNull();
    expect(slotRefusal(quarteira, { date: '2026-11-30', time: '12:00' }, 0, now)).toBe('tooSoon');
    expect(slotRefusal(quarteira, { date: '2026-11-30', time: '13:00' }, 0, now)).toBe('closed'); // lunch
    expect(slotRefusal(quarteira, { date: '2026-11-30', time: '14:15' }, 0, now)).toBe('closed'); // not a slot start
    expect(slotRefusal(quarteira, { date: '2026-12-25', time: '10:00' }, 0, now)).toBe('closed');
    expect(slotRefusal(quarteira, { date: '2027-02-26', time: '10:00' }, 0, now)).toBe('tooFar');
    expect(slotRefusal(quarteira, { date: '2026-12-01', time: '10:00' }, 1, now)).toBeNull();
    expect(slotRefusal(quarteira, { date: '2026-12-01', time: '10:00' }, 2, now)).toBe('full');
  });
});
