-- AlterTable
ALTER TABLE "partner_users" ADD COLUMN     "role" TEXT NOT NULL DEFAULT 'counter';

-- AlterTable
ALTER TABLE "partners" ADD COLUMN     "special_days" JSONB NOT NULL DEFAULT '[]';

-- AlterTable
ALTER TABLE "staff_activity" ADD COLUMN     "partner_user_id" INTEGER;

-- CreateTable
CREATE TABLE "partner_proposals" (
    "id" SERIAL NOT NULL,
    "partner_id" INTEGER NOT NULL,
    "user_id" INTEGER,
    "texts" JSONB NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "note" TEXT,
    "decided_at" TIMESTAMPTZ(3),
    "decided_by" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "partner_proposals_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "partner_proposals_partner_id_created_at_idx" ON "partner_proposals"("partner_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "partner_proposals_status_idx" ON "partner_proposals"("status");

-- AddForeignKey
ALTER TABLE "staff_activity" ADD CONSTRAINT "staff_activity_partner_user_id_fkey" FOREIGN KEY ("partner_user_id") REFERENCES "partner_users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "partner_proposals" ADD CONSTRAINT "partner_proposals_partner_id_fkey" FOREIGN KEY ("partner_id") REFERENCES "partners"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "partner_proposals" ADD CONSTRAINT "partner_proposals_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "partner_users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- The allowed values (docs/membership.md "The partner keeps its page").
ALTER TABLE "partner_users" ADD CONSTRAINT "partner_users_role_check" CHECK ("role" IN ('counter', 'manager'));
ALTER TABLE "partner_proposals" ADD CONSTRAINT "partner_proposals_status_check" CHECK ("status" IN ('pending', 'approved', 'returned'));
-- One pending proposal per partner: a new one replaces it.
CREATE UNIQUE INDEX "partner_proposals_one_pending" ON "partner_proposals"("partner_id") WHERE "status" = 'pending';
