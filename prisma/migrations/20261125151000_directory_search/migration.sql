-- Directory search in PostgreSQL (docs/search.md). Each partner keeps a search document: its name, descriptions,
-- offer lines and cuisine in the three languages, its category's titles and its towns' names, folded (unaccent,
-- lower case) so that "loule", "LOULÉ" and "Loulé" are one word. A trigram index lets LIKE '%word%' use it, and a
-- full-text index of its Portuguese, English and French stems finds "vinhas" for "vinho".
-- unaccent and pg_trgm are contrib extensions marked trusted: a database owner may create them (PostgreSQL 13+).
-- The migration runner cuts a script at every semicolon: none may appear in a comment, and function bodies that
-- need one write it as \073 inside an E'' string.
CREATE EXTENSION IF NOT EXISTS "unaccent";
CREATE EXTENSION IF NOT EXISTS "pg_trgm";

-- unaccent() is only STABLE (it reads its dictionary by name): naming the dictionary makes the result fixed, so the
-- fold can be declared IMMUTABLE and used by the app and the trigger alike.
CREATE FUNCTION "search_fold"(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;

ALTER TABLE "partners" ADD COLUMN "search_document" TEXT NOT NULL DEFAULT '';

CREATE FUNCTION "partner_search_document"(p "partners") RETURNS text LANGUAGE sql STABLE
AS $$ SELECT "search_fold"(concat_ws(E'\n',
  p."name", p."description_en", p."description_fr", p."description_pt",
  p."restaurant_type_en", p."restaurant_type_fr", p."restaurant_type_pt",
  (SELECT string_agg(line #>> '{}', E'\n') FROM jsonb_path_query(p."offer_lines", 'lax $.*[*]') AS line),
  (SELECT concat_ws(E'\n', c."title_en", c."title_fr", c."title_pt") FROM "categories" c WHERE c."slug" = p."category_slug"),
  (SELECT string_agg(l."name", E'\n') FROM "partner_locations" pl JOIN "locations" l ON l."id" = pl."location_id" WHERE pl."partner_id" = p."id")
)) $$;

-- A partner written: its document from its own row. Its towns, its category or a town renamed: the partners
-- concerned are touched, which runs the first trigger again.
CREATE FUNCTION "partners_search_document"() RETURNS trigger LANGUAGE plpgsql AS
E'BEGIN NEW."search_document" := "partner_search_document"(NEW)\073 RETURN NEW\073 END';
CREATE TRIGGER "partners_search_document" BEFORE INSERT OR UPDATE ON "partners" FOR EACH ROW EXECUTE FUNCTION "partners_search_document"();

CREATE FUNCTION "partner_locations_search_document"() RETURNS trigger LANGUAGE plpgsql AS
E'BEGIN UPDATE "partners" SET "search_document" = '''' WHERE "id" IN (OLD."partner_id", NEW."partner_id")\073 RETURN NULL\073 END';
CREATE TRIGGER "partner_locations_search_document" AFTER INSERT OR UPDATE OR DELETE ON "partner_locations" FOR EACH ROW EXECUTE FUNCTION "partner_locations_search_document"();

CREATE FUNCTION "categories_search_document"() RETURNS trigger LANGUAGE plpgsql AS
E'BEGIN UPDATE "partners" SET "search_document" = '''' WHERE "category_slug" = NEW."slug"\073 RETURN NULL\073 END';
CREATE TRIGGER "categories_search_document" AFTER UPDATE OF "title_en", "title_fr", "title_pt" ON "categories" FOR EACH ROW EXECUTE FUNCTION "categories_search_document"();

CREATE FUNCTION "locations_search_document"() RETURNS trigger LANGUAGE plpgsql AS
E'BEGIN UPDATE "partners" SET "search_document" = '''' WHERE "id" IN (SELECT "partner_id" FROM "partner_locations" WHERE "location_id" = NEW."id")\073 RETURN NULL\073 END';
CREATE TRIGGER "locations_search_document" AFTER UPDATE OF "name" ON "locations" FOR EACH ROW EXECUTE FUNCTION "locations_search_document"();

UPDATE "partners" SET "search_document" = '';

CREATE INDEX "partners_search_document_idx" ON "partners" USING GIN ("search_document" gin_trgm_ops);

-- Stems of a folded text in the three languages, and a word's stems to look for, in the same three.
CREATE FUNCTION "search_stems"(text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$ SELECT to_tsvector('pg_catalog.portuguese', $1) || to_tsvector('pg_catalog.english', $1) || to_tsvector('pg_catalog.french', $1) $$;
CREATE FUNCTION "search_stem_query"(text) RETURNS tsquery LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$ SELECT plainto_tsquery('pg_catalog.portuguese', "search_fold"($1)) || plainto_tsquery('pg_catalog.english', "search_fold"($1)) || plainto_tsquery('pg_catalog.french', "search_fold"($1)) $$;
CREATE INDEX "partners_search_stems_idx" ON "partners" USING GIN ("search_stems"("search_document"));
