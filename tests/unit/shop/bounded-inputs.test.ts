import { addDays, addYears, format, parseISO } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { checkoutFormSchema } from '@/lib/shop/orders/checkout-schema';
import { lastBookingDate, lisbonToday } from '@/lib/time';
import { bookingFormSchema } from '@/lib/directory/schemas';
import { emailApiBodySchema } from '@/lib/shop/orders/email-api-schema';
import { isCalendarDay } from '@/lib/validation/fields';
import { checkoutForm } from '../../fixtures/orders';

// docs/decisions/11-staff-security.md §8: dates are real calendar dates, bookings at most a year ahead. Pickup hours: tests/unit/pickup-slots.test.ts.

function issuesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

const booking = (preferredDate: string) => ({
  name: 'Ana',
  email: 'ana@example.com',
  phone: '+351 912 345 678',
  preferredDate,
  partySize: '2',
  message: 'Hello',
  website: '',
});

describe('real calendar dates', () => {
  it.each(['2026-02-28', '2028-02-29', '2026-12-31'])('%s is a calendar day', (day) => {
    expect(isCalendarDay(day)).toBe(true);
  });

  it.each([
    '2026-02-30',
    '2026-02-29',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-01-00',
    '2026-1-01',
    '2026-01-01T00:00',
    '',
  ])('%s is refused', (day) => expect(isCalendarDay(day)).toBe(false));

  it('the checkout refuses 30 February instead of taking it as 2 March', () => {
    const year = Number(lisbonToday().slice(0, 4)) + 1;
    expect(issuesOf(checkoutFormSchema.safeParse(checkoutForm({ pickupDate: `${year}-02-30` })))).toMatchObject({
      pickupDate: 'date',
    });
  });

  it('a booking request refuses 31 April, and the e-mail API refuses 30 February', () => {
    const year = Number(lisbonToday().slice(0, 4));
    expect(issuesOf(bookingFormSchema.safeParse(booking(`${year}-04-31`)))).toMatchObject({ preferredDate: 'date' });
    const body = {
      orderNumber: 'CDABC123',
      customerName: 'Ana',
      customerEmail: 'ana@example.com',
      status: 'pending',
      totalAmount: '1.00',
      items: [{ name: 'Salt', quantity: 1, price: '1.00' }],
      pickupLocation: 'vilamoura-office',
      pickupDate: '2026-02-30',
      pickupTime: '10:00',
    };
    expect(issuesOf(emailApiBodySchema.safeParse(body))).toMatchObject({ pickupDate: 'date' });
    expect(emailApiBodySchema.safeParse({ ...body, pickupDate: '2026-02-28' }).success).toBe(true);
  });
});

describe('booking dates at most one year ahead', () => {
  it('accepts the last day, refuses the day after', () => {
    const last = lastBookingDate();
    expect(last).toBe(format(addYears(parseISO(lisbonToday()), 1), 'yyyy-MM-dd'));
    expect(bookingFormSchema.safeParse(booking(last)).success).toBe(true);
    const after = format(addDays(parseISO(last), 1), 'yyyy-MM-dd');
    expect(issuesOf(bookingFormSchema.safeParse(booking(after)))).toEqual({ preferredDate: 'dateTooFar' });
  });
});
