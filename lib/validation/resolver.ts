import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z from './zod';

/**
 * react-hook-form's resolver for a form schema. It parses synchronously, as the server does: in an asynchronous
 * parse zod/mini's transforms answer with a promise (classic zod's did not), so a union would take its first
 * synchronous match rather than its first match (the product form's empty position would come out as 0, not null)
 * and transformed keys would move to the end of the values.
 */
export function formResolver<Input extends FieldValues, Output>(
  schema: z.core.$ZodType<Output, Input>,
): Resolver<Input, unknown, Output> {
  return zodResolver(schema, undefined, { mode: 'sync' });
}
