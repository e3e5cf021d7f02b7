/**
 * The answer of every public server action (docs/style.md: one shape for every action): the data on success, else a
 * message a person can act on, in their language, and per-field messages (field name -> message).
 */
export type Result<T> = { ok: true; data: T } | { ok: false; error: string; fieldErrors?: Record<string, string> };
