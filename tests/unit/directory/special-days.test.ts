import { describe, expect, it } from 'vitest';
import {
  hoursOn,
  openState,
  readSpecialDays,
  specialOpeningHoursSpecification,
  type Season,
  type SpecialDay,
} from '@/lib/opening-hours/hours';
import { openDays } from '@/lib/directory/stay-plan';
import { week } from '@/prisma/seed/directory/types';

// docs/membership.md "The partner keeps its page": a special day (a holiday, an event) has its own hours or is closed,
// and on its date it wins over the season and the week. Instants are fixed, in Lisbon time.
const weekly = week('10:00-18:00');
const winter: Season = { kind: 'closed', from: '11-01', to: '03-31' };
const christmasEve: SpecialDay = {
  date: '2026-12-24',
  hours: { kind: 'ranges', ranges: [{ open: '10:00', close: '14:00' }] },
};
const liberty: SpecialDay = { date: '2026-04-25', hours: { kind: 'closed' } };
const lateParty: SpecialDay = {
  date: '2026-08-15',
  hours: { kind: 'ranges', ranges: [{ open: '20:00', close: '02:00' }] },
};
const special = [christmasEve, liberty, lateParty];

describe('special days (docs/membership.md "The partner keeps its page")', () => {
  it('win over the season and the week on their date only', () => {
    expect(hoursOn(weekly, [winter], '2026-12-24', special).thu).toEqual(christmasEve.hours);
    expect(hoursOn(weekly, [winter], '2026-12-23', special).wed).toEqual({ kind: 'closed' });
    expect(hoursOn(weekly, [], '2026-04-25', special).sat).toEqual({ kind: 'closed' });
    expect(hoursOn(weekly, [], '2026-04-24', special).fri).toEqual(weekly.fri);
    // A yearly day ('MM-DD') is never a special day's date.
    expect(hoursOn(weekly, [], '04-25', special)).toBe(weekly);
  });

  it('decide "open now", a late range running into the next morning included', () => {
    // 24 December 2026, 12:00 and 15:00 in Lisbon (UTC+0 in winter), inside the closed season.
    expect(openState(weekly, new Date('2026-12-24T12:00:00Z'), [winter], special)).toBe('open');
    expect(openState(weekly, new Date('2026-12-24T15:00:00Z'), [winter], special)).toBe('closed');
    expect(openState(weekly, new Date('2026-12-24T12:00:00Z'), [winter])).toBe('closed');
    // 25 April 2026, 11:00 Lisbon (UTC+1): Liberty Day closed; the day before open.
    expect(openState(weekly, new Date('2026-04-25T10:00:00Z'), [], special)).toBe('closed');
    expect(openState(weekly, new Date('2026-04-24T10:00:00Z'), [], special)).toBe('open');
    // 16 August 2026, 01:00 Lisbon: the party of the 15th still runs.
    expect(openState(weekly, new Date('2026-08-16T00:00:00Z'), [], special)).toBe('open');
    expect(openState(weekly, new Date('2026-08-16T00:00:00Z'), [])).toBe('closed');
  });

  it('count in the open days of a stay', () => {
    const days = ['2026-04-24', '2026-04-25', '2026-04-26'];
    expect(openDays({ hours: weekly, seasons: [], specialDays: special }, days)).toEqual(['2026-04-24', '2026-04-26']);
  });

  it('read from the column: real dates only, sorted; unknown hours read as closed', () => {
    expect(
      readSpecialDays([
        christmasEve,
        { date: '2026-02-30', hours: { kind: 'closed' } },
        { date: 'tomorrow', hours: { kind: 'closed' } },
        { date: '2026-04-25', hours: { kind: 'sometimes' } },
      ]),
    ).toEqual([liberty, christmasEve]);
    expect(readSpecialDays(null)).toEqual([]);
  });

  it('go into specialOpeningHoursSpecification from today on, closed as 00:00-00:00', () => {
    expect(specialOpeningHoursSpecification(special, new Date('2026-08-16T10:00:00Z'))).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2026-12-24',
        validThrough: '2026-12-24',
        opens: '10:00',
        closes: '14:00',
      },
    ]);
    expect(specialOpeningHoursSpecification([liberty], new Date('2026-04-01T10:00:00Z'))).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2026-04-25',
        validThrough: '2026-04-25',
        opens: '00:00',
        closes: '00:00',
      },
    ]);
  });
});
