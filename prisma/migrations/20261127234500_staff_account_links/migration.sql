-- CreateTable
CREATE TABLE "staff_account_links" (
    "id" SERIAL NOT NULL,
    "admin_id" INTEGER NOT NULL,
    "purpose" TEXT NOT NULL,
    "token_hash" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "staff_account_links_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "staff_account_links_token_hash_key" ON "staff_account_links"("token_hash");

-- CreateIndex
CREATE INDEX "staff_account_links_admin_id_idx" ON "staff_account_links"("admin_id");

-- AddForeignKey
ALTER TABLE "staff_account_links" ADD CONSTRAINT "staff_account_links_admin_id_fkey" FOREIGN KEY ("admin_id") REFERENCES "admin_users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
