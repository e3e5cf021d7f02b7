import type { Translator } from '@/lib/i18n/translator';

/*
 * What staff actions answer, in the staff member's language (docs/decisions/12-staff-run-directory.md §7). Actions and schemas answer message keys
 * (`BackofficeErrors`, `BackofficeValidation`, or the public `Validation` keys of the shared field rules); the shop
 * services keep the spec's English catalogue (docs/spec.md §5, §8: "Insufficient stock. Available: {n}, Required: {n}",
 * "Failed to update stock: {reason}", "Product not found"), which guests' flows and logs use, and are translated
 * here by their fixed wording.
 */

const NAMESPACES = ['BackofficeErrors', 'BackofficeValidation', 'Validation'] as const;

/** The spec's and the services' fixed English messages, by their `BackofficeErrors` key. */
const CATALOGUE: Record<string, string> = {
  'Product not found': 'productNotFound',
  'Order not found': 'orderNotFound',
  'Review not found': 'reviewNotFound',
  'Message not found': 'messageNotFound',
  'E-mail not found': 'emailNotFound',
  'The database is busy. Nothing was changed; please try again.': 'databaseBusy',
  'Two-factor sign-in is already on.': 'twoFactorAlreadyOn',
  'Two-factor sign-in is not on.': 'twoFactorNotOn',
  'Start the setup again.': 'twoFactorRestart',
  'That code is not valid. Check the time on your phone and try the current code.': 'twoFactorWrongCode',
  'Enter a current code from your authenticator app, or a recovery code.': 'twoFactorCodeOrRecovery',
  'Enter a current code from your authenticator app.': 'twoFactorCurrentCode',
};
const INSUFFICIENT_STOCK = /^Insufficient stock\. Available: (-?\d+), Required: (-?\d+)$/;
const STOCK_UPDATE_FAILED = /^Failed to update stock: (.+)$/s;

/**
 * One message for staff in `t`'s language: a message key of the namespaces above, or one of the services' fixed
 * English messages. Anything else (a message already translated) is returned unchanged.
 */
export function staffMessage(t: Translator, message: string): string {
  const key = NAMESPACES.map((namespace) => `${namespace}.${message}`).find((candidate) => t.has(candidate as never));
  if (key) return t(key as never);
  if (CATALOGUE[message]) return t(`BackofficeErrors.${CATALOGUE[message]}` as never);
  const stock = INSUFFICIENT_STOCK.exec(message);
  if (stock) return t('BackofficeErrors.insufficientStock', { available: stock[1], required: stock[2] });
  const failed = STOCK_UPDATE_FAILED.exec(message);
  if (failed) return t('BackofficeErrors.stockUpdateFailed', { reason: staffMessage(t, failed[1]) });
  return message;
}

/** An action's failure with its message and per-field messages translated by staffMessage; success unchanged. */
export function localizeFailure<R extends { ok: boolean; error?: string; fieldErrors?: Record<string, string[]> }>(t: Translator, result: R): R {
  if (result.ok || result.error === undefined) return result;
  const fieldErrors = result.fieldErrors && Object.fromEntries(Object.entries(result.fieldErrors).map(([field, messages]) => [field, messages.map((message) => staffMessage(t, message))]));
  return { ...result, error: staffMessage(t, result.error), ...(fieldErrors ? { fieldErrors } : {}) };
}
