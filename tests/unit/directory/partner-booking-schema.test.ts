// bookingAnswerSchema (lib/directory/partner-booking-schema.ts): a partner proposes another day today or later in
// Lisbon, on a clock the test sets (late in the evening, when the UTC day and Lisbon's differ in summer).
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { bookingAnswerSchema } from '@/lib/directory/partner-booking-schema';

const proposal = (date: string) => ({ id: '7', answer: 'proposed', note: '', date, time: '21:30' });
const dateError = (date: string) => {
  const parsed = bookingAnswerSchema.safeParse(proposal(date));
  return parsed.success ? undefined : parsed.error.issues.find((issue) => issue.path[0] === 'date')?.message;
};

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());

it('takes today and later days in Lisbon, and refuses an earlier day with its own message', () => {
  vi.setSystemTime(new Date('2026-08-01T22:30:00Z')); // 23:30 on 1 August in Lisbon (UTC+1)
  expect(dateError('2026-08-01')).toBeUndefined();
  expect(dateError('2026-08-15')).toBeUndefined();
  expect(dateError('2026-07-31')).toBe('dayPast');
  // Lisbon's day has turned although UTC's has not: the 1st is now past.
  vi.setSystemTime(new Date('2026-08-01T23:30:00Z'));
  expect(dateError('2026-08-01')).toBe('dayPast');
  expect(dateError('2026-08-02')).toBeUndefined();
});

it('answers a day that does not exist as before, and needs no day to accept or decline', () => {
  vi.setSystemTime(new Date('2026-08-01T10:00:00Z'));
  expect(dateError('2026-02-30')).toBe('date');
  expect(bookingAnswerSchema.safeParse({ id: '7', answer: 'accepted', note: '' }).success).toBe(true);
});
