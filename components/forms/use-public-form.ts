'use client';

import { useLocale } from 'next-intl';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { formResolver } from '@/lib/validation/resolver';
import type * as z from '@/lib/validation/zod';
import type { FormResult } from '@/lib/forms/submit';

/**
 * A public form's state (issue 5 §5): validates with the shared zod schema, sends the values with the page's
 * language to the server action, shows the translated success or error, and keeps the person's input on any
 * failure (cleared only after success).
 */
export function usePublicForm<Values extends FieldValues>(
  schema: z.ZodMiniType<Values, FieldValues>,
  action: (raw: unknown) => Promise<FormResult>,
  defaultValues: DefaultValues<Values>,
  failedMessage: string,
) {
  const locale = useLocale();
  const [success, setSuccess] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<Values>({ resolver: formResolver(schema) as Resolver<Values>, defaultValues });

  const onSubmit = form.handleSubmit(async (values) => {
    setSuccess(false);
    setServerError(null);
    const result = await action({ ...values, locale }).catch(() => null);
    if (result?.ok) {
      form.reset(defaultValues);
      setSuccess(true);
      return;
    }
    setServerError(result?.error ?? failedMessage);
    for (const [field, message] of Object.entries(result?.fieldErrors ?? {})) form.setError(field as Path<Values>, { message });
  });
  return { form, onSubmit, success, serverError };
}
