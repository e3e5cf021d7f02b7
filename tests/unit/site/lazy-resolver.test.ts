import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { contactMessageSchema, type ContactMessageValues } from '@/lib/inbox/contact-schema';
import { lazyFormResolver } from '@/lib/validation/lazy-resolver';

// docs/decisions/15-framework-ratios.md §2: a public form's schema loads after the page; the browser checks the same rules once it is there.
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<ContactMessageValues>;
const filled: ContactMessageValues = {
  name: ' Ana ',
  phone: '',
  email: 'ana@example.com',
  subject: 'Boat',
  message: 'Hello',
  website: '',
};

describe('lazyFormResolver', () => {
  it('checks the values with the loaded schema, loading it once', async () => {
    const load = vi.fn(async () => contactMessageSchema);
    const resolver = lazyFormResolver(load);
    expect(load).not.toHaveBeenCalled();
    await resolver.preload();
    const refused = await resolver({ ...filled, name: ' ', email: 'ana' }, undefined, options);
    expect(refused.errors).toMatchObject({ name: { message: 'required' }, email: { message: 'email' } });
    const passed = await resolver(filled, undefined, options);
    expect(passed).toEqual({ values: { ...filled, name: 'Ana' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('lets the values through to the server when the schema cannot load, and tries again on the next check', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(contactMessageSchema);
    const resolver = lazyFormResolver<ContactMessageValues, unknown>(load);
    const invalid = { ...filled, name: '' };
    expect(await resolver(invalid, undefined, options)).toEqual({ values: invalid, errors: {} });
    expect((await resolver(invalid, undefined, options)).errors).toMatchObject({ name: { message: 'required' } });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
