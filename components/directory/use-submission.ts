'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { FieldValues, UseFormSetError, Path } from 'react-hook-form';
import type { SubmissionResult } from '@/lib/directory/submission';

/**
 * Shared state of the directory forms: sends through a server action, keeps the guest's input on failure, shows
 * server field errors on their fields, and gives the message for a field (own `DirectoryValidation` keys
 * translated here; `Validation` keys and server texts are handled by FormField).
 */
export function useSubmission<T extends FieldValues>(setError: UseFormSetError<T>) {
  const t = useTranslations('DirectoryForms');
  const tValidation = useTranslations('DirectoryValidation');
  const [status, setStatus] = useState<{ kind: 'idle' } | { kind: 'done' } | { kind: 'error'; message: string }>({ kind: 'idle' });

  async function send(action: () => Promise<SubmissionResult>): Promise<boolean> {
    setStatus({ kind: 'idle' });
    const result = await action().catch(() => null);
    if (result?.ok) {
      setStatus({ kind: 'done' });
      return true;
    }
    setStatus({ kind: 'error', message: result?.error ?? t('offline') });
    for (const [field, message] of Object.entries(result?.fieldErrors ?? {})) setError(field as Path<T>, { message });
    return false;
  }
  const translate = (key?: string) => (key && tValidation.has(key as never) ? tValidation(key as never) : key);
  return { status, send, translate };
}
