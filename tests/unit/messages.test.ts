import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import pt from '@/messages/pt.json';

/** Every leaf key path of a messages object, e.g. "CartDrawer.empty". */
function keys(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('messages', () => {
  const english = keys(en).sort();

  it.each([
    ['fr', fr],
    ['pt', pt],
  ])('%s has exactly the English keys', (_locale, messages) => {
    expect(keys(messages).sort()).toEqual(english);
  });

  it.each([
    ['en', en],
    ['fr', fr],
    ['pt', pt],
  ])('%s has no empty text', (_locale, messages) => {
    const empty = keys(messages).filter((path) => {
      const value = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], messages);
      return typeof value !== 'string' || value.trim() === '';
    });
    expect(empty).toEqual([]);
  });

  it('keeps the spec’s exact checkout messages (SPEC §5)', () => {
    expect(en.Validation.required).toBe('This field is required');
    expect(fr.Validation.required).toBe('Ce champ est obligatoire');
    expect(pt.Validation.required).toBe('Este campo é obrigatório');
    expect(fr.Validation.expiry).toContain('MM/AA');
    expect(pt.Validation.expiry).toContain('MM/AA');
    expect(en.Validation.expiry).toContain('MM/YY');
    expect(en.Checkout.processing).toBe('Processing...');
    expect(en.CartDrawer.clearConfirm).toBe('Are you sure you want to clear your cart?');
  });
});
