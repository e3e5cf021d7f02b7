import 'server-only';
import { Prisma } from '@/generated/prisma/client';
import type { Db } from '@/lib/db';

/*
 * The directory's search box (docs/search.md), done by PostgreSQL: each partner's search document (names,
 * descriptions, offers, cuisine, category titles and words, town names, in en, fr and pt, folded by search_fold:
 * unaccent and lower case) is kept by triggers and indexed twice: with pg_trgm, so `~ '\mword'` finds the beginning
 * of a word in it ("quart" finds Quarteira), and by its Portuguese, English and French stems, each language's
 * apart, so "vinho" finds "vinhas".
 */

/** The most words of a query that are matched (a longer query is cut there). */
const MAX_WORDS = 8;

/** The query's words, split on white space: what must each occur in a partner's document. */
function searchWords(query: string): string[] {
  return query.split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
}

/** Query words of at most this many characters match whole words only ("spa" is not "sparkling", "bar" not "barco"). */
const SHORT_WORD = 3;

/**
 * `word` as a PostgreSQL regular expression on folded text: the beginning of a word ("quart" finds Quarteira), or the
 * whole word for a short one. Its own regular-expression characters are taken literally.
 */
function wordPattern(word: string): Prisma.Sql {
  const literal = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const end = [...word].length <= SHORT_WORD ? '\\M' : '';
  return Prisma.sql`('\\m' || search_fold(${literal}) || ${end})`;
}

/**
 * The public partners whose search document contains every word of `query` (at the beginning of a word of the
 * document, a whole word for words of up to 3 characters, or by its stem in the same language), ignoring case and
 * accents, best first: a word in the partner's name counts 4, in its category's titles or words (docs/search.md
 * "Category words") or a town's name 2, elsewhere 1; ties go to the name closest to the whole query (trigram
 * similarity), then the partner's position. Every language matches whatever the page's. Hidden partners and
 * drafts are never returned.
 * @returns partner ids in rank order; null for a blank query (no search: every partner).
 */
export async function searchPartnerIds(db: Db, query: string): Promise<number[] | null> {
  const words = searchWords(query);
  if (words.length === 0) return null;
  const patterns = words.map(wordPattern);
  const matches = words.map(
    (word, index) =>
      Prisma.sql`(p.search_document ~ ${patterns[index]} OR search_stems(p.search_document) @@ search_stem_query(${word}))`,
  );
  const rows = await db.$queryRaw<{ id: number }[]>`
    SELECT p.id FROM partners p JOIN categories c ON c.slug = p.category_slug
    WHERE p.is_visible AND NOT p.is_draft
      AND ${Prisma.join(matches, ' AND ')}
    ORDER BY (${Prisma.join(
      patterns.map(
        (pattern) => Prisma.sql`CASE
      WHEN search_fold(p.name) ~ ${pattern} THEN 4
      WHEN search_fold(concat_ws(' ', c.title_en, c.title_fr, c.title_pt, array_to_string(c.search_words_en, ' '),
          array_to_string(c.search_words_fr, ' '), array_to_string(c.search_words_pt, ' '))) ~ ${pattern}
        OR EXISTS (SELECT 1 FROM partner_locations pl JOIN locations l ON l.id = pl.location_id WHERE pl.partner_id = p.id AND search_fold(l.name) ~ ${pattern}) THEN 2
      ELSE 1 END`,
      ),
      ' + ',
    )}) DESC,
      similarity(search_fold(p.name), search_fold(${query})) DESC, p.position, p.id`;
  return rows.map((row) => row.id);
}
