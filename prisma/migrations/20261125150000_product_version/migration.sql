-- A product row carries a version (README "Backoffice"): every UPDATE of the row, by any path (the staff form, a
-- stock adjustment, an order confirmation taking stock), adds 1. The staff form sends the version it was opened
-- with and its save only applies to that version, so a stale form can never write back an old stock figure.
ALTER TABLE "products" ADD COLUMN "version" INTEGER NOT NULL DEFAULT 1;

-- The migration runner cuts a script at every semicolon, so the function body writes its semicolons as \073.
CREATE FUNCTION "products_next_version"() RETURNS trigger LANGUAGE plpgsql AS
E'BEGIN NEW."version" := OLD."version" + 1\073 RETURN NEW\073 END';

CREATE TRIGGER "products_version" BEFORE UPDATE ON "products" FOR EACH ROW EXECUTE FUNCTION "products_next_version"();
