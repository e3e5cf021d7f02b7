/**
 * Reports an unexpected error that a catch-all turned into a generic answer (docs/decisions/11-staff-security.md §11): the one place such
 * errors reach the server log, so a test can tell a handled refusal (nothing reported) from an exception swallowed
 * by a catch-all (reported here; the hostile-input suite spies on console.error through it).
 * @param context what was being done, e.g. "Placing an order failed" (no personal data: it goes to the log).
 */
export function reportUnexpectedError(context: string, error: unknown): void {
  console.error(context, error);
}
