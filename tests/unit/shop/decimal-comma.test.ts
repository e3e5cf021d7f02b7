import { describe, expect, it } from 'vitest';
import { emptyPartnerForm, partnerSchema } from '@/lib/directory/partner-schemas';
import { emptyProduct } from '@/components/shop/staff/product-form';
import { productSchema } from '@/lib/shop/staff-schemas';

// docs/architecture.md "One action toolkit": amounts typed by Portuguese and French staff take a decimal comma, in
// the schemas the forms and their actions share.
const product = (price: string) =>
  productSchema.safeParse({ ...emptyProduct, nameEn: 'Salt', nameFr: 'Sel', namePt: 'Sal', price });
const offer = (offerType: string, offerValue: string) =>
  partnerSchema.safeParse({ ...emptyPartnerForm, name: 'Bistro', offerType, offerValue });

describe('a decimal comma in an amount', () => {
  it.each([
    ['12,50', '12.50'],
    ['12.50', '12.50'],
    [' 12,5 ', '12.5'],
    ['12', '12'],
  ])('reads the price %j as %j', (typed, stored) => {
    expect(product(typed).data?.price).toBe(stored);
  });

  it.each(['12,505', '12,50,1', '1.234,50', ',50', '12,', 'doze'])('refuses the price %j with its message', (typed) => {
    const issues = product(typed).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path[0], issue.message])).toEqual([['price', 'price']]);
  });

  it.each([
    ['fixed', '12,50', '12.50'],
    ['fixed', '12.50', '12.50'],
    ['percentage', '12,5', '12.5'],
  ])('reads the %s offer value %j as %j', (type, typed, stored) => {
    expect(offer(type, typed).data?.offerValue).toBe(stored);
  });

  it.each([
    ['fixed', '12,505'],
    ['percentage', '150'],
    ['percentage', '1,2,3'],
  ])('refuses the %s offer value %j on its field', (type, typed) => {
    expect(offer(type, typed).error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['offerValue', 'offerValue'],
    ]);
  });
});
