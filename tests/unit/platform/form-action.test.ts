import { describe, expect, it } from 'vitest';
import { formAction, noField, type FormGuard } from '@/lib/actions/form-action';
import { typedFields } from '@/lib/actions/form-state';
import { translatorFor, type Translator } from '@/lib/i18n/translator';
import { wholeNumber } from '@/lib/validation/ids';
import * as z from '@/lib/validation/zod';

// The one form action core (docs/architecture.md "One action toolkit"), with a guard that lets the post through in
// English, or refuses it as a guard without a session would.
const t = translatorFor('en');
const signedIn: FormGuard<{ t: Translator }> = (_formData, body) => body({ t });
const refusedSession: FormGuard<{ t: Translator }> = async () => ({ ok: false, error: 'no session' });

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

const countSchema = z.object({ id: wholeNumber(), count: wholeNumber('wholeNumber') });

describe('formAction', () => {
  it('runs the write with the parsed input only after the guard, and shows `done` in the poster’s language', async () => {
    const seen: unknown[] = [];
    const action = formAction(signedIn, {
      fields: ['id', 'count'],
      schema: countSchema,
      done: 'BackofficeProducts.stockSaved',
      run: async (input) => {
        seen.push(input);
        return { ok: true, data: null };
      },
    });
    const state = await action(
      { status: 'idle' },
      form([
        ['id', '7'],
        ['count', '3'],
        ['$ACTION_ID_1', 'x'],
      ]),
    );
    expect(seen).toEqual([{ id: 7, count: 3 }]);
    expect(state).toEqual({ status: 'done', message: t('BackofficeProducts.stockSaved') });

    const shut = formAction(refusedSession, {
      fields: ['id'],
      schema: countSchema,
      run: async () => {
        seen.push('ran');
        return { ok: true, data: null };
      },
    });
    expect(await shut({ status: 'idle' }, form([['id', '7']]))).toMatchObject({
      status: 'refused',
      error: 'no session',
    });
    expect(seen).toHaveLength(1);
  });

  it('names the wrong field, sends every typed field back (ticked boxes as a list), and writes nothing', async () => {
    let ran = false;
    const action = formAction(signedIn, {
      fields: ['id', 'count'],
      schema: countSchema,
      keepTyped: true,
      run: async () => {
        ran = true;
        return { ok: true, data: null };
      },
    });
    const state = await action(
      { status: 'idle' },
      form([
        ['id', '7'],
        ['count', '1.5'],
        ['day', 'mon'],
        ['day', 'tue'],
      ]),
    );
    expect(ran).toBe(false);
    expect(state).toEqual({
      status: 'refused',
      error: 'fixFields',
      fieldErrors: { count: 'wholeNumber' },
      values: { id: '7', count: '1.5', day: ['mon', 'tue'] },
    });
  });

  it('answers a tampered hidden field as one invalid request, or as `invalid` says', async () => {
    const run = async () => ({ ok: true as const, data: null });
    const hidden = formAction(signedIn, { fields: ['id', 'count'], schema: countSchema, fieldOf: noField, run });
    expect(
      await hidden(
        { status: 'idle' },
        form([
          ['id', 'x'],
          ['count', '1'],
        ]),
      ),
    ).toMatchObject({
      status: 'refused',
      error: 'invalidRequest',
    });
    const gone = formAction(signedIn, {
      fields: ['id', 'count'],
      schema: countSchema,
      invalid: () => ({ ok: false, error: 'productNotFound' }),
      run,
    });
    expect(
      await gone(
        { status: 'idle' },
        form([
          ['id', 'x'],
          ['count', '1'],
        ]),
      ),
    ).toMatchObject({
      error: 'productNotFound',
    });
  });

  it('opens `redirectTo` once done, shows a message the write answers, and keeps its data when asked', async () => {
    const opens = formAction(signedIn, {
      fields: ['id', 'count'],
      schema: countSchema,
      run: async ({ id }) => ({ ok: true, data: { id: id + 1 } }),
      redirectTo: (_input, saved) => `/backoffice/products/edit/${saved.id}`,
    });
    const redirect = await opens(
      { status: 'idle' },
      form([
        ['id', '7'],
        ['count', '1'],
      ]),
    ).catch((error: { digest?: string }) => error.digest);
    expect(redirect).toContain('/backoffice/products/edit/8');

    const says = formAction(signedIn, {
      fields: ['id', 'count'],
      schema: countSchema,
      keepData: true,
      run: async ({ count }) => ({ ok: true, data: { message: `${count} saved`, count } }),
    });
    expect(
      await says(
        { status: 'idle' },
        form([
          ['id', '7'],
          ['count', '2'],
        ]),
      ),
    ).toEqual({
      status: 'done',
      message: '2 saved',
      data: { message: '2 saved', count: 2 },
    });
  });
});

describe('a refused form’s typed fields', () => {
  it('come back as the form reader read them: a list of ticked boxes stays a list, of one or of none', async () => {
    const action = formAction(signedIn, {
      fields: (formData) => ({ id: String(formData.get('id') ?? ''), towns: formData.getAll('towns').map(String) }),
      schema: z.object({ id: wholeNumber(), towns: z.array(z.string()) }),
      keepTyped: true,
      run: async () => ({ ok: true, data: null }),
    });
    const one = await action(
      { status: 'idle' },
      form([
        ['id', 'x'],
        ['towns', '3'],
        ['stayOnly', 'on'],
      ]),
    );
    expect(one).toMatchObject({ values: { id: 'x', towns: ['3'], stayOnly: 'on' } });
    const none = await action({ status: 'idle' }, form([['id', 'x']]));
    expect(none).toMatchObject({ values: { id: 'x', towns: [] } });
  });
});

describe('typedFields', () => {
  it('leaves out files and React’s own entries', () => {
    const data = form([
      ['name', 'Ana'],
      ['$ACTION_REF_1', ''],
    ]);
    data.append('file', new File(['x'], 'x.txt'));
    expect(typedFields(data)).toEqual({ name: 'Ana' });
  });
});
