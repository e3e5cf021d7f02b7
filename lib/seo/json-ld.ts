/**
 * JSON for a <script type="application/ld+json"> block: `<`, `>`, `&` and the line separators are written as
 * \u escapes, so text that contains markup (e.g. "</script>" in a review) stays text.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
