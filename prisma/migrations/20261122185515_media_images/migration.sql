-- docs/decisions/12-staff-run-directory.md §3: uploaded images live in PostgreSQL (docs/media.md), one row per image and one per WebP width.

-- CreateTable
CREATE TABLE "media_images" (
    "id" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "source_type" TEXT NOT NULL,
    "source_size" INTEGER NOT NULL,
    "uploaded_by" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "media_images_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "media_variants" (
    "image_id" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "data" BYTEA NOT NULL,

    CONSTRAINT "media_variants_pkey" PRIMARY KEY ("image_id","width")
);

-- AddForeignKey
ALTER TABLE "media_variants" ADD CONSTRAINT "media_variants_image_id_fkey" FOREIGN KEY ("image_id") REFERENCES "media_images"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Product images become URLs like the directory's (docs/decisions/12-staff-run-directory.md §3): existing file names are files under public/products.
UPDATE "products" SET "images" = ARRAY(
  SELECT CASE WHEN t.file LIKE '/%' THEN t.file ELSE '/products/' || t.file END
  FROM unnest("images") WITH ORDINALITY AS t(file, ord) ORDER BY t.ord)
WHERE EXISTS (SELECT 1 FROM unnest("images") AS f(file) WHERE f.file NOT LIKE '/%');

ALTER TABLE "media_variants" ADD CONSTRAINT "media_variants_size_check" CHECK ("width" > 0 AND "height" > 0);
