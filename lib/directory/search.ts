/**
 * Folds text for search (issue 3 §4): Unicode NFD, diacritics stripped, lower-cased, so 'São' and 'sao' or
 * 'Loulé' and 'loule' compare equal.
 */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

/**
 * Whether every word of the query occurs in at least one of the texts, ignoring case and accents. An empty or
 * blank query matches everything.
 */
export function matchesQuery(query: string, texts: readonly string[]): boolean {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldText(texts.join('\n'));
  return words.every((word) => haystack.includes(word));
}
