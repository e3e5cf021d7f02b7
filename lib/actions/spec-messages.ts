/*
 * The spec's fixed English messages (docs/spec.md §5, §8) and the stock-safe status change's: services answer them
 * word for word, because guests' flows, route handlers and logs use them, and carry the message's key and values
 * beside the words, so an action translates it (`BackofficeErrors.<key>`) without reading the English back.
 */

/** Each message's English template; `{name}` parts are values. */
const SPEC_MESSAGES = {
  productNotFound: 'Product not found',
  orderNotFound: 'Order not found',
  reviewNotFound: 'Review not found',
  messageNotFound: 'Message not found',
  emailNotFound: 'E-mail not found',
  insufficientStock: 'Insufficient stock. Available: {available}, Required: {required}',
  stockUpdateFailed: 'Failed to update stock: {reason}',
  databaseBusy: 'The database is busy. Nothing was changed; please try again.',
} as const;

export type SpecMessageKey = keyof typeof SPEC_MESSAGES;
/** One message of the catalogue with its values; a value may be another message (the reason of a failed update). */
export type SpecMessage = { key: SpecMessageKey; values?: Record<string, string | number | SpecMessage> };

/** The message in the spec's English words, e.g. "Insufficient stock. Available: 2, Required: 3". */
export function specText({ key, values = {} }: SpecMessage): string {
  return SPEC_MESSAGES[key].replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    return typeof value === 'object' ? specText(value) : String(value);
  });
}

/** A refusal in the spec's words (`error`), with the message itself (`spec`) for the action to translate. */
export function specRefusal(key: SpecMessageKey, values?: SpecMessage['values']) {
  const spec: SpecMessage = values ? { key, values } : { key };
  return { ok: false as const, error: specText(spec), spec };
}
