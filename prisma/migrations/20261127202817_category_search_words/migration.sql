-- The words guests search for each category (docs/search.md "Category words"): restaurant, jantar, dîner, boat
-- trip, massage... one list per language, edited by staff and seeded once. They join the category's titles in
-- each partner's search document, and a change of them rewrites the documents of the category's partners.
-- The migration runner cuts a script at every semicolon: none may appear in a comment or a function body.
ALTER TABLE "categories" ADD COLUMN     "search_words_en" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "search_words_fr" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "search_words_pt" TEXT[] DEFAULT ARRAY[]::TEXT[];

CREATE OR REPLACE FUNCTION "partner_search_document"(p "partners") RETURNS text LANGUAGE sql STABLE
AS $$ SELECT "search_fold"(concat_ws(E'\n',
  p."name", p."description_en", p."description_fr", p."description_pt",
  p."restaurant_type_en", p."restaurant_type_fr", p."restaurant_type_pt",
  (SELECT string_agg(line #>> '{}', E'\n') FROM jsonb_path_query(p."offer_lines", 'lax $.*[*]') AS line),
  (SELECT concat_ws(E'\n', c."title_en", c."title_fr", c."title_pt",
    array_to_string(c."search_words_en", E'\n'), array_to_string(c."search_words_fr", E'\n'),
    array_to_string(c."search_words_pt", E'\n')) FROM "categories" c WHERE c."slug" = p."category_slug"),
  (SELECT string_agg(l."name", E'\n') FROM "partner_locations" pl JOIN "locations" l ON l."id" = pl."location_id" WHERE pl."partner_id" = p."id")
)) $$;

DROP TRIGGER "categories_search_document" ON "categories";
CREATE TRIGGER "categories_search_document" AFTER UPDATE OF "title_en", "title_fr", "title_pt", "search_words_en", "search_words_fr", "search_words_pt" ON "categories" FOR EACH ROW EXECUTE FUNCTION "categories_search_document"();

-- Stems carry their language: Portuguese stems weigh A, English B, French C, and a word's Portuguese stems are
-- looked for among the Portuguese ones only (and so on). Without it "comida" (Portuguese stem "com") found the
-- Portuguese word "com" ("with") that the English and French stemmers keep as it is.
CREATE OR REPLACE FUNCTION "search_stems"(text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$ SELECT setweight(to_tsvector('pg_catalog.portuguese', $1), 'A') || setweight(to_tsvector('pg_catalog.english', $1), 'B') || setweight(to_tsvector('pg_catalog.french', $1), 'C') $$;

-- A tsquery's lexemes restricted to one weight: each quoted lexeme gets the label.
CREATE FUNCTION "search_stem_weight"(tsquery, text) RETURNS tsquery LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$ SELECT regexp_replace($1::text, '(''(?:[^'']|'''')*'')', '\1:' || $2, 'g')::tsquery $$;

CREATE OR REPLACE FUNCTION "search_stem_query"(text) RETURNS tsquery LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$ SELECT "search_stem_weight"(plainto_tsquery('pg_catalog.portuguese', "search_fold"($1)), 'A') || "search_stem_weight"(plainto_tsquery('pg_catalog.english', "search_fold"($1)), 'B') || "search_stem_weight"(plainto_tsquery('pg_catalog.french', "search_fold"($1)), 'C') $$;

REINDEX INDEX "partners_search_stems_idx";

UPDATE "partners" SET "search_document" = '';
