import { describe, expect, it } from 'vitest';
import { generateOrderNumber } from '@/lib/shop/orders/orders';

describe('generateOrderNumber (docs/spec.md §9)', () => {
  it('is CD + base-36 time + 5 random base-36 characters, upper-cased', () => {
    const now = Date.UTC(2026, 10, 21, 12);
    const number = generateOrderNumber(now);
    const time = now.toString(36).toUpperCase();
    expect(number).toMatch(new RegExp(`^CD${time}[0-9A-Z]{5}$`));
  });

  it('differs between calls in the same millisecond', () => {
    const numbers = new Set(Array.from({ length: 200 }, () => generateOrderNumber(1)));
    expect(numbers.size).toBeGreaterThan(195);
  });
});
