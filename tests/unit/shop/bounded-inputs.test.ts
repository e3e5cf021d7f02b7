import { addDays, addYears, format, parseISO } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { checkoutFormSchema, orderLineSchema } from '@/lib/shop/orders/checkout-schema';
import { lastBookingDate, lisbonToday } from '@/lib/time';
import { bookingFormSchema, bookingSchema, reviewSchema } from '@/lib/directory/schemas';
import { partnerReportMonthSchema } from '@/lib/insights/schemas';
import { ledgerQuerySchema } from '@/lib/membership/partners/ledger-filters';
import { closedDateIdSchema } from '@/lib/shop/pickup/pickup-settings-schema';
import { idSchema } from '@/lib/validation/ids';
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

// An id past what an integer column holds is refused by the schema, so it never reaches a query (where PostgreSQL
// would answer "out of range" and the action a 500). Found by the hostile-input property test.
describe('record ids fit an integer column', () => {
  const largest = 2_147_483_647; // PostgreSQL's integer
  const tooLarge = largest + 1;
  it('a checkout line, a review, a booking, a staff form and a report accept the largest id and refuse the next', () => {
    const partnerForm = { locale: 'pt', website: '' };
    const review = { ...partnerForm, rating: 5, authorName: 'Ana', comment: 'Bom' };
    const accepts = (id: number) => [
      orderLineSchema.safeParse({ productId: id, quantity: 1 }).success,
      reviewSchema.safeParse({ ...review, partnerId: id }).success,
      bookingSchema.safeParse({ ...booking(lastBookingDate()), ...partnerForm, partnerId: id }).success,
      idSchema.safeParse(String(id)).success,
      closedDateIdSchema.safeParse({ id: String(id) }).success,
      partnerReportMonthSchema.safeParse({ partnerId: String(id), month: '2026-11' }).success,
    ];
    expect(accepts(largest)).toEqual([true, true, true, true, true, true]);
    expect(accepts(tooLarge)).toEqual([false, false, false, false, false, false]);
    expect(ledgerQuerySchema.parse({ partnerId: String(tooLarge) }).partnerId).toBeUndefined();
  });
});
