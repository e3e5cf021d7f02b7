/** U+200D ZERO WIDTH JOINER: invisible, and no part of a domain name, URL scheme or e-mail address. */
const JOINER = '\u200D';

/**
 * Guest-typed text (names, messages, subjects) made inert for an e-mail (docs/decisions/11-staff-security.md §6). React already escapes
 * markup, but mail clients turn bare URLs, domain names and e-mail addresses in the text into live links; a
 * zero-width joiner after every ".", "@", ":" and "/" breaks those patterns while the text reads the same.
 * Use it for the HTML and the plain-text body alike (both are rendered from the same element).
 */
export function inertText(value: string): string {
  return value.replace(/[.@:/]/g, (character) => character + JOINER);
}
