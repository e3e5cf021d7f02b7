-- CreateTable: what the seed has put in place, one row per seeded item (docs/deploy.md "Reference and sample
-- data"), so a later seed run never re-creates a row staff deleted.
CREATE TABLE "seed_ledger" (
    "kind" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "inserted_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "seed_ledger_pkey" PRIMARY KEY ("kind","key")
);

-- A database seeded before the ledger existed: the rows the seed would key are recorded as seeded, so the next
-- seed run leaves them (and their edits) alone.
INSERT INTO "seed_ledger" ("kind", "key")
SELECT 'category', "slug" FROM "categories"
UNION ALL SELECT 'location', "id"::text FROM "locations"
UNION ALL SELECT 'partner', "category_slug" || '/' || "number"::text FROM "partners"
UNION ALL SELECT 'product', "id"::text FROM "products"
UNION ALL SELECT 'staff-account', "email" FROM "admin_users"
ON CONFLICT DO NOTHING;
