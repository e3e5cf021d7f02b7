import { describe, expect, it } from 'vitest';
import type { Season } from '@/lib/opening-hours/hours';
import { openingHoursSchema, parseHoursFields, seasonsSchema } from '@/lib/opening-hours/schema';
import { week } from '@/prisma/seed/directory/types';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};
const messages = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('opening hours schema (docs/decisions/12-staff-run-directory.md §2)', () => {
  it('accepts closed, by appointment, 24h, one or two ranges, and ranges past midnight', () => {
    const hours = week('12:00-15:00,19:00-23:00', {
      mon: 'closed',
      tue: 'appointment',
      wed: '24h',
      sat: '22:00-04:00',
      sun: '10:00-14:00,20:00-02:00',
    });
    expect(openingHoursSchema.parse(hours)).toEqual(hours);
  });

  it.each([
    ['a bad time', { kind: 'ranges', ranges: [{ open: '24:00', close: '10:00' }] }, 'time'],
    ['an empty range', { kind: 'ranges', ranges: [{ open: '10:00', close: '10:00' }] }, 'emptyRange'],
    ['no range', { kind: 'ranges', ranges: [] }, 'ranges'],
    [
      'three ranges',
      {
        kind: 'ranges',
        ranges: [
          { open: '08:00', close: '09:00' },
          { open: '10:00', close: '11:00' },
          { open: '12:00', close: '13:00' },
        ],
      },
      'ranges',
    ],
    [
      'overlapping ranges',
      {
        kind: 'ranges',
        ranges: [
          { open: '10:00', close: '15:00' },
          { open: '14:00', close: '18:00' },
        ],
      },
      'overlap',
    ],
    [
      'a late range running into the morning one',
      {
        kind: 'ranges',
        ranges: [
          { open: '08:00', close: '12:00' },
          { open: '20:00', close: '09:00' },
        ],
      },
      'overlap',
    ],
  ])('refuses %s', (_name, day, message) => {
    const result = openingHoursSchema.safeParse({ ...week('closed'), thu: day });
    expect(result.success).toBe(false);
    expect(messages(result)).toContain(
      `thu${message === 'time' ? '.ranges.0.open' : message === 'emptyRange' ? '.ranges.0' : '.ranges'}: ${message}`,
    );
  });

  it('refuses a missing day, an unknown kind and unknown keys', () => {
    const sixDays: Record<string, unknown> = { ...week('closed') };
    delete sixDays.sun;
    expect(openingHoursSchema.safeParse(sixDays).success).toBe(false);
    expect(openingHoursSchema.safeParse({ ...week('closed'), mon: { kind: 'sometimes' } }).success).toBe(false);
    expect(openingHoursSchema.safeParse({ ...week('closed'), xyz: { kind: 'closed' } }).success).toBe(false);
  });
});

describe('seasons schema (docs/decisions/12-staff-run-directory.md §2)', () => {
  const summer: Season = { kind: 'hours', from: '06-01', to: '09-15', hours: week('10:00-19:00') };
  const winter: Season = { kind: 'closed', from: '11-01', to: '03-31' };

  it('accepts hours and closed seasons, wrapping the new year, 29 February, and a closure inside a season', () => {
    const seasons: Season[] = [
      summer,
      winter,
      { kind: 'closed', from: '08-15', to: '08-15' },
      { kind: 'closed', from: '02-29', to: '02-29' },
    ];
    expect(seasonsSchema.parse(seasons)).toEqual(seasons);
  });

  it('refuses days that do not exist, two hours seasons on one day, and more than 12 seasons', () => {
    expect(messages(seasonsSchema.safeParse([{ kind: 'closed', from: '04-31', to: '05-01' }]))).toEqual([
      '0.from: date',
    ]);
    expect(messages(seasonsSchema.safeParse([{ kind: 'closed', from: '2026-04-01', to: '05-01' }]))).toEqual([
      '0.from: date',
    ]);
    expect(messages(seasonsSchema.safeParse([summer, { ...summer, from: '12-01', to: '06-01' }]))).toEqual([
      ': seasonsOverlap',
    ]);
    expect(seasonsSchema.safeParse([summer, { ...summer, from: '12-01', to: '05-31' }]).success).toBe(true);
    expect(messages(seasonsSchema.safeParse(Array(13).fill(winter)))).toContain(': tooManySeasons');
  });
});

describe('parseHoursFields (the hours editor’s hidden JSON fields)', () => {
  const hours = week('10:00-18:00', { mon: 'closed' });

  it('reads both fields into validated values; no seasons field means no seasons', () => {
    const seasons = [{ kind: 'closed', from: '11-01', to: '03-31' }];
    expect(parseHoursFields(form({ openingHours: JSON.stringify(hours), seasons: JSON.stringify(seasons) }))).toEqual({
      success: true,
      data: { openingHours: hours, seasons },
    });
    expect(parseHoursFields(form({ openingHours: JSON.stringify(hours) }))).toEqual({
      success: true,
      data: { openingHours: hours, seasons: [] },
    });
  });

  it('answers zod issues under the field name for broken JSON, a missing field or bad content', () => {
    expect(messages(parseHoursFields(form({ openingHours: '{oops', seasons: '[]' })))).toEqual([
      'openingHours: invalidJson',
    ]);
    expect(messages(parseHoursFields(form({ seasons: '[]' })))).toEqual(['openingHours: invalidJson']);
    expect(
      messages(
        parseHoursFields(
          form({ openingHours: JSON.stringify(hours), seasons: '[{"kind":"closed","from":"13-01","to":"01-02"}]' }),
        ),
      ),
    ).toEqual(['seasons.0.from: date']);
  });

  it('reads other field names', () => {
    const result = parseHoursFields(form({ h: JSON.stringify(hours), s: '[]' }), { hours: 'h', seasons: 's' });
    expect(result.success).toBe(true);
  });
});
