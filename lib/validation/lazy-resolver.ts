import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z from './zod';

/** A form's react-hook-form resolver whose schema loads on demand, with `preload` to start that load early. */
export type LazyResolver<Input extends FieldValues, Output> = Resolver<Input, unknown, Output> & {
  /** Loads the schema, zod and the zod resolver (a dynamic `import()`); resolves when they are ready. */
  preload: () => Promise<unknown>;
};

/**
 * react-hook-form's resolver for a form whose zod schema is loaded after the page (docs/decisions/15-framework-ratios.md §2): `loadSchema` is
 * the schema module's dynamic `import()`, so zod/mini, the schema and the zod resolver leave the page's first-load
 * JavaScript. Call `preload` once the page has hydrated (useIdlePreload); a submit before that waits for the load.
 * The form still posts to its server action, which validates with the same schema: if the load fails (offline),
 * the browser lets the values through and the server answers with its messages. Keep the result at module level,
 * so the schema loads once per page.
 * @param loadSchema `() => import('@/lib/inbox/contact-schema').then((m) => m.contactMessageSchema)`
 */
export function lazyFormResolver<Input extends FieldValues, Output>(
  loadSchema: () => Promise<z.core.$ZodType<Output, Input>>,
): LazyResolver<Input, Output> {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  const preload = () =>
    (loading ??= Promise.all([loadSchema(), import('./resolver')])
      .then(([schema, { formResolver }]) => formResolver(schema))
      .catch((error: unknown) => {
        loading = undefined;
        throw error;
      }));
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => {
    const resolve = await preload().catch(() => null);
    if (!resolve) return { values: values as unknown as Output, errors: {} };
    return resolve(values, context, options);
  };
  return Object.assign(resolver, { preload });
}
