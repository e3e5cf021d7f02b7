-- docs/decisions/12-staff-run-directory.md: staff run the directory. Image fields hold URLs (a file under public/ or an uploaded /media/ image),
-- partner photos carry alt texts, partners can be drafts and have seasons, staff pick their backoffice language.

-- AlterTable
ALTER TABLE "admin_users" ADD COLUMN     "locale" TEXT NOT NULL DEFAULT 'pt';

-- AlterTable
ALTER TABLE "partners" ADD COLUMN     "is_draft" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "photos" JSONB NOT NULL DEFAULT '[]',
ADD COLUMN     "seasons" JSONB NOT NULL DEFAULT '[]';

-- Existing rows: folder + file names become URLs, alt texts start empty (pages then describe the photo by number).
UPDATE "partners" SET "photos" = COALESCE((
  SELECT jsonb_agg(jsonb_build_object('src', '/partners/' || "root_folder" || '/' || t.file,
                                      'alt', jsonb_build_object('en', '', 'fr', '', 'pt', '')) ORDER BY t.ord)
  FROM unnest("images") WITH ORDINALITY AS t(file, ord)), '[]'::jsonb);
UPDATE "partners" SET "logo" = '/partners/' || "root_folder" || '/' || "logo" WHERE "logo" IS NOT NULL AND "logo" NOT LIKE '/%';
UPDATE "categories" SET "image" = '/categories/' || "image" WHERE "image" NOT LIKE '/%';
UPDATE "locations" SET "image" = '/locations/' || "image" WHERE "image" NOT LIKE '/%';

ALTER TABLE "partners" DROP COLUMN "images",
DROP COLUMN "root_folder";
