import { describe, expect, it } from 'vitest';
import { checkoutFormSchema, placeOrderSchema } from '@/lib/shop/orders/checkout-schema';
import { checkoutForm } from '../../fixtures/orders';

const validForm = checkoutForm;

function messagesFor(form: unknown) {
  const result = checkoutFormSchema.safeParse(form);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('checkout form schema (docs/spec.md §5)', () => {
  it('accepts a complete cash pickup form', () => {
    expect(checkoutFormSchema.safeParse(validForm()).success).toBe(true);
  });

  it('requires what pickup needs, and only that (docs/decisions/13-pickup-order-journey.md §2)', () => {
    const errors = messagesFor({ ...validForm(), firstName: ' ', lastName: '', email: '', phone: '', pickupTime: '' });
    expect(Object.keys(errors).sort()).toEqual(['email', 'firstName', 'lastName', 'phone', 'pickupTime']);
    expect(errors).toMatchObject({ firstName: 'required', lastName: 'required', pickupTime: 'required' });
    const noBilling = checkoutFormSchema.safeParse({
      ...validForm(),
      address: '',
      city: ' ',
      postalCode: undefined,
      country: undefined,
    });
    expect(noBilling.success && noBilling.data).toMatchObject({ address: '', city: '', postalCode: '', country: '' });
    expect(messagesFor({ ...validForm(), address: 'x'.repeat(201) })).toEqual({ address: 'tooLong' });
  });

  it('refuses a bad e-mail and phone', () => {
    expect(messagesFor({ ...validForm(), email: 'ana@', phone: 'call me' })).toMatchObject({
      email: 'email',
      phone: 'phone',
    });
  });

  it('refuses a pickup date in the past (Lisbon time) and card payment (coming soon)', () => {
    expect(messagesFor({ ...validForm(), pickupDate: '2020-01-01', paymentMethod: 'card' })).toMatchObject({
      pickupDate: 'pickupDatePast',
      paymentMethod: 'cardComingSoon',
    });
  });

  it('refuses unknown keys such as a client-sent price', () => {
    const input = {
      form: validForm(),
      items: [{ productId: 1, quantity: 1, price: '0.01' }],
      idempotencyKey: crypto.randomUUID(),
      locale: 'en',
    };
    expect(placeOrderSchema.safeParse(input).success).toBe(false);
  });

  it.each([0, -1, 1.5, 100])('refuses quantity %s', (quantity) => {
    const input = {
      form: validForm(),
      items: [{ productId: 1, quantity }],
      idempotencyKey: crypto.randomUUID(),
      locale: 'en',
    };
    expect(placeOrderSchema.safeParse(input).success).toBe(false);
  });
});
