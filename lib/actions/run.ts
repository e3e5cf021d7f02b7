import type { Translator } from '@/lib/i18n/translator';
import { reportUnexpectedError } from '@/lib/report-error';
import { knownErrorFailure, translateResult } from './messages';
import type { ActionResult } from './result';

/**
 * The core every action wrapper is built on (docs/architecture.md "One action toolkit"): runs `body`; a known data
 * error (knownErrorFailure) becomes its refusal, anything else is reported (reportUnexpectedError, never sent to the
 * browser) and answered with `unexpected`; the answer's messages are then translated once with `t` (message keys
 * in `namespaces`, the spec's catalogue, full keys).
 * @param context what was being done, for the server log, e.g. "Staff action failed".
 */
export async function runAction<T>(
  t: Translator,
  { namespaces, unexpected, context }: { namespaces: readonly string[]; unexpected: string; context: string },
  body: () => Promise<ActionResult<T>>,
): Promise<ActionResult<T>> {
  let result: ActionResult<T>;
  try {
    result = await body();
  } catch (error) {
    const known = knownErrorFailure(error);
    if (!known) reportUnexpectedError(context, error);
    result = known ?? { ok: false, error: unexpected };
  }
  return translateResult(t, result, namespaces);
}
