'use client';

import { useTranslations } from 'next-intl';
import type { FieldValues, Path } from 'react-hook-form';
import { usePublicForm, type FormAction } from '@/components/forms/use-public-form';
import type { LazyResolver } from '@/lib/validation/lazy-resolver';

/**
 * The directory forms' state: usePublicForm (posts to the server action before hydration, validates in the
 * browser after), with a field's message translated from the directory's own `DirectoryValidation` keys
 * (`Validation` keys and the server's texts are handled by FormField).
 */
export function useDirectoryForm<Values extends FieldValues>(
  resolver: LazyResolver<Values, unknown>,
  action: FormAction,
  defaults: Values,
) {
  const t = useTranslations('DirectoryForms');
  const tValidation = useTranslations('DirectoryValidation');
  const publicForm = usePublicForm(resolver, action, defaults, t('offline'));
  const error = (name: Path<Values>) => {
    const key = publicForm.errorOf(name);
    return key && tValidation.has(key as never) ? tValidation(key as never) : key;
  };
  return { ...publicForm, error };
}
