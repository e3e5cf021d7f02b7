import { addDays, addYears, format, parseISO } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { checkoutFormSchema } from '@/lib/validation/checkout';
import { bookingFormSchema, lastBookingDate } from '@/lib/validation/directory';
import { emailApiBodySchema } from '@/lib/validation/email-api';
import { isCalendarDay } from '@/lib/validation/fields';
import { isPickupDayOpen, lisbonToday, openPickupTimes } from '@/lib/shop/pickup';
import { checkoutForm, nextWeekday as next } from '../fixtures/orders';

// Issue 11 §8: dates are real calendar dates, pickups only when the location is open, bookings at most a year ahead.

function issuesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

const booking = (preferredDate: string) => ({
  name: 'Ana', email: 'ana@example.com', phone: '+351 912 345 678', preferredDate, partySize: '2', message: 'Hello', website: '',
});

describe('real calendar dates', () => {
  it.each(['2026-02-28', '2028-02-29', '2026-12-31'])('%s is a calendar day', (day) => {
    expect(isCalendarDay(day)).toBe(true);
  });

  it.each(['2026-02-30', '2026-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-01-00', '2026-1-01', '2026-01-01T00:00', ''])(
    '%s is refused',
    (day) => expect(isCalendarDay(day)).toBe(false),
  );

  it('the checkout refuses 30 February instead of taking it as 2 March', () => {
    const year = Number(lisbonToday().slice(0, 4)) + 1;
    expect(issuesOf(checkoutFormSchema.safeParse(checkoutForm({ pickupDate: `${year}-02-30` })))).toMatchObject({ pickupDate: 'date' });
  });

  it('a booking request refuses 31 April, and the e-mail API refuses 30 February', () => {
    const year = Number(lisbonToday().slice(0, 4));
    expect(issuesOf(bookingFormSchema.safeParse(booking(`${year}-04-31`)))).toMatchObject({ preferredDate: 'date' });
    const body = { orderNumber: 'CDABC123', customerName: 'Ana', customerEmail: 'ana@example.com', status: 'pending', totalAmount: '1.00',
      items: [{ name: 'Salt', quantity: 1, price: '1.00' }], pickupLocation: 'vilamoura-office', pickupDate: '2026-02-30', pickupTime: '10:00' };
    expect(issuesOf(emailApiBodySchema.safeParse(body))).toMatchObject({ pickupDate: 'date' });
    expect(emailApiBodySchema.safeParse({ ...body, pickupDate: '2026-02-28' }).success).toBe(true);
  });
});

describe('pickup only when the location is open', () => {
  it('the Quarteira office is closed on Sundays, New Year and Christmas, for lunch and on Saturday afternoons', () => {
    expect(isPickupDayOpen('quarteira-office', '2026-12-25')).toBe(false);
    expect(isPickupDayOpen('quarteira-office', '2027-01-01')).toBe(false);
    expect(isPickupDayOpen('quarteira-office', '2026-11-29')).toBe(false); // a Sunday
    expect(openPickupTimes('quarteira-office', '2026-11-29')).toEqual([]);
    expect(openPickupTimes('quarteira-office', '2026-11-30')).not.toContain('13:00'); // Monday, lunch
    expect(openPickupTimes('quarteira-office', '2026-11-30')).toContain('14:00');
    expect(openPickupTimes('quarteira-office', '2026-11-28')).toEqual(['10:00', '10:30', '11:00', '11:30', '12:00', '12:30']);
    expect(openPickupTimes('vilamoura-office', '2026-12-25')).toHaveLength(17);
  });

  it('the checkout refuses a pickup on a closed day, with the message on the date', () => {
    const form = checkoutForm({ pickupLocation: 'quarteira-office', pickupDate: next(0), pickupTime: '11:00' });
    expect(issuesOf(checkoutFormSchema.safeParse(form))).toEqual({ pickupDate: 'pickupDayClosed' });
  });

  it('the checkout refuses a pickup time when the location is closed, and accepts an open one', () => {
    const monday = next(1);
    const lunch = checkoutForm({ pickupLocation: 'quarteira-office', pickupDate: monday, pickupTime: '13:30' });
    expect(issuesOf(checkoutFormSchema.safeParse(lunch))).toEqual({ pickupTime: 'pickupTimeClosed' });
    const saturday = checkoutForm({ pickupLocation: 'quarteira-office', pickupDate: next(6), pickupTime: '15:00' });
    expect(issuesOf(checkoutFormSchema.safeParse(saturday))).toEqual({ pickupTime: 'pickupTimeClosed' });
    expect(checkoutFormSchema.safeParse({ ...lunch, pickupTime: '14:00' }).success).toBe(true);
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
