import type { SpecMessage } from './spec-messages';

/**
 * What every server action and every service it calls answers (docs/architecture.md "One action toolkit"): the data
 * on success, else a message and messages per field (field name -> message). An action answers them translated into
 * its reader's language; a service may answer message keys or the spec's English catalogue (docs/spec.md §5, §8) with
 * the message beside it (`spec`), which the action's wrapper translates once (lib/actions/messages.ts). `unauthorized` marks the answer to a staff
 * request without a valid session: the page signs out.
 */
export type ActionResult<T> = { ok: true; data: T } | ActionFailure;

/** A refusal: see ActionResult. */
export type ActionFailure = {
  ok: false;
  error: string;
  fieldErrors?: Record<string, string>;
  unauthorized?: true;
  /** When `error` is one of the spec's English messages: the message itself, translated from this (spec-messages.ts). */
  spec?: SpecMessage;
};

/** Thrown by requireStaff when there is no valid staff session; actions turn it into `Unauthorized`. */
export class UnauthorizedError extends Error {
  constructor() {
    super('Unauthorized');
    this.name = 'UnauthorizedError';
  }
}
