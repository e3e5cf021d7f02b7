import { describe, expect, it } from 'vitest';
import { translatorFor } from '@/lib/i18n/translator';
import { billingAddressLine } from '@/lib/shop/orders/billing-address';
import { pickupPlaceLine } from '@/lib/shop/pickup/pickup';

const address = 'Marina de Vilamoura, 8125-409 Quarteira, Portugal';

describe('the pickup place on one line (e-mails, calendar file, Order Complete)', () => {
  it.each([
    ['en', 'Vilamoura office, Marina de Vilamoura, 8125-409 Quarteira, Portugal'],
    ['fr', 'Bureau de Vilamoura, Marina de Vilamoura, 8125-409 Quarteira, Portugal'],
    ['pt', 'Escritório de Vilamoura, Marina de Vilamoura, 8125-409 Quarteira, Portugal'],
  ] as const)('names the place, then its street once (%s)', (locale, line) => {
    expect(pickupPlaceLine(translatorFor(locale), 'vilamoura-office', address)).toBe(line);
  });

  it('is the name alone for an order without a stored address, the stored text for a place without a name', () => {
    const t = translatorFor('pt');
    expect(pickupPlaceLine(t, 'quarteira-office', null)).toBe('Escritório de Quarteira');
    expect(pickupPlaceLine(t, 'Loja do Porto', 'Rua A 1')).toBe('Loja do Porto, Rua A 1');
  });
});

describe('billingAddressLine', () => {
  const empty = { customerAddress: '', customerPostalCode: '', customerCity: '', customerCountry: '' };
  it('is null when the guest left the billing details out, never ", ,"', () => {
    expect(billingAddressLine(empty)).toBeNull();
    expect(billingAddressLine({ ...empty, customerAddress: '  ' })).toBeNull();
  });
  it('joins the parts given, skipping the empty ones', () => {
    expect(
      billingAddressLine({
        customerAddress: 'Rua do Sol 3',
        customerPostalCode: '8125-409',
        customerCity: 'Quarteira',
        customerCountry: 'Portugal',
      }),
    ).toBe('Rua do Sol 3, 8125-409 Quarteira, Portugal');
    expect(billingAddressLine({ ...empty, customerCity: 'Faro' })).toBe('Faro');
    expect(billingAddressLine({ ...empty, customerAddress: 'Rua do Sol 3', customerCountry: 'Portugal' })).toBe(
      'Rua do Sol 3, Portugal',
    );
  });
});
