// docs/membership.md "Open during my stay": the days of a stay a partner is open (weekly hours, seasons, closed for
// the season) and those its member offer applies (weekdays, blackout dates), and the stay's range as the URL gives it.
import { describe, expect, it } from 'vitest';
import { MAX_STAY_DAYS, parseStay } from '@/lib/directory/filter-params';
import { parseDay, weekdays, type OpeningHours, type Season } from '@/lib/opening-hours/hours';
import { offerDays, openDays, stayDays } from '@/lib/directory/stay-plan';

/** Open 10:00-18:00 except on the weekdays given, which are closed. */
const hoursClosedOn = (...closed: string[]): OpeningHours =>
  Object.fromEntries(
    weekdays.map((day) => [day, parseDay(closed.includes(day) ? 'closed' : '10:00-18:00')]),
  ) as OpeningHours;

describe('a stay', () => {
  it('is every day from arrival to departure, across months and the new year', () => {
    expect(stayDays({ from: '2026-12-30', to: '2027-01-02' })).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    // Across the change to summer time (28 March 2027 in Lisbon): still one entry a day.
    expect(stayDays({ from: '2027-03-27', to: '2027-03-29' })).toEqual(['2027-03-27', '2027-03-28', '2027-03-29']);
  });

  it('reads from the URL: to defaults to from, backwards is swapped, a long range is cut, nonsense is no range', () => {
    expect(parseStay('2027-07-12', '2027-07-19')).toEqual({ from: '2027-07-12', to: '2027-07-19' });
    expect(parseStay('2027-07-12', '')).toEqual({ from: '2027-07-12', to: '2027-07-12' });
    expect(parseStay('2027-07-19', '2027-07-12')).toEqual({ from: '2027-07-12', to: '2027-07-19' });
    const long = parseStay('2027-07-01', '2027-12-31')!;
    expect(stayDays(long)).toHaveLength(MAX_STAY_DAYS);
    expect(long).toEqual({ from: '2027-07-01', to: '2027-07-31' });
    for (const [from, to] of [
      ['', ''],
      ['', '2027-07-12'],
      ['2027-02-30', ''],
      ['12/07/2027', ''],
      ['2027-07-12', 'soon'],
    ])
      expect(parseStay(from, to), `${from} ${to}`).toBeNull();
  });
});

describe('open days', () => {
  it('follow the weekly hours: a partner closed on Mondays is open the other days of the week', () => {
    // 12 July 2027 is a Monday.
    const days = stayDays({ from: '2027-07-11', to: '2027-07-14' });
    expect(openDays({ hours: hoursClosedOn('mon'), seasons: [] }, days)).toEqual([
      '2027-07-11',
      '2027-07-13',
      '2027-07-14',
    ]);
  });

  it('a partner closed for the season (5 January - 10 February) opens again on 11 February', () => {
    const seasons: Season[] = [{ kind: 'closed', from: '01-05', to: '02-10' }];
    const days = stayDays({ from: '2027-02-08', to: '2027-02-13' });
    expect(openDays({ hours: hoursClosedOn(), seasons }, days)).toEqual(['2027-02-11', '2027-02-12', '2027-02-13']);
    // A stay wholly inside the closure: no open day, so the listing leaves the partner out.
    expect(openDays({ hours: hoursClosedOn(), seasons }, stayDays({ from: '2027-01-20', to: '2027-01-27' }))).toEqual(
      [],
    );
  });

  it("a winter season's hours across the new year, and by-appointment days count as open", () => {
    const winter = hoursClosedOn('sat', 'sun');
    const seasons: Season[] = [{ kind: 'hours', from: '11-01', to: '03-31', hours: winter }];
    // 1-3 January 2027: Friday, Saturday, Sunday; the weekly hours would open all three.
    const days = stayDays({ from: '2027-01-01', to: '2027-01-03' });
    expect(openDays({ hours: hoursClosedOn(), seasons }, days)).toEqual(['2027-01-01']);
    const appointments = { ...hoursClosedOn(), sat: parseDay('appointment') };
    expect(openDays({ hours: appointments, seasons: [] }, days)).toEqual(days);
  });
});

describe('offer days', () => {
  it("leave out the offer's blackout dates: Portugal Day, a public holiday, inside a stay", () => {
    // 10 June 2027 (Thursday) is a public holiday; the partner keeps its weekly hours and is open, its offer is not.
    const days = stayDays({ from: '2027-06-08', to: '2027-06-12' });
    const open = openDays({ hours: hoursClosedOn(), seasons: [] }, days);
    expect(open).toContain('2027-06-10');
    expect(offerDays({ blackoutDates: ['2027-06-10'] }, open)).toEqual([
      '2027-06-08',
      '2027-06-09',
      '2027-06-11',
      '2027-06-12',
    ]);
  });

  it("keep only the offer's weekdays, and ignore the rules a counter checks (limits, party size, the stay)", () => {
    const days = stayDays({ from: '2027-06-07', to: '2027-06-13' });
    expect(offerDays({ weekdays: ['fri', 'sat'] }, days)).toEqual(['2027-06-11', '2027-06-12']);
    expect(
      offerDays({ stayOnly: true, maxPerCard: { count: 1, per: 'stay' }, minPartySize: 4, weekdays: [] }, days),
    ).toEqual(days);
  });
});
