'use client';

import { useTranslations } from 'next-intl';

/**
 * Translates a form field's message in the browser: the shared zod schemas give message keys (`BackofficeValidation`,
 * or the public `Validation` ones); a message the server already translated is shown as it is.
 */
export function useFieldMessage() {
  const t = useTranslations();
  return (message: string | undefined) => {
    if (!message) return undefined;
    const key = [`BackofficeValidation.${message}`, `Validation.${message}`].find((candidate) =>
      t.has(candidate as never),
    );
    return key ? t(key as never) : message;
  };
}
