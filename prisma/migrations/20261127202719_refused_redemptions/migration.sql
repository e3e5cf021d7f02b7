-- Redemptions happen when the card is read (docs/membership.md "Partners verify and redeem"): each keeps that moment.
-- Refused syncs are kept (docs/membership.md "Refused redemptions"). A partner with redemptions can no longer be
-- deleted with them (it is hidden instead).

-- DropForeignKey
ALTER TABLE "redemptions" DROP CONSTRAINT "redemptions_partner_id_fkey";

-- AlterTable: a redemption stored before keeps its press of Redeem as the moment its card was read (that is when
-- its code was checked).
ALTER TABLE "redemptions" ADD COLUMN     "read_at" TIMESTAMPTZ(3);
UPDATE "redemptions" SET "read_at" = "redeemed_at";
ALTER TABLE "redemptions" ALTER COLUMN "read_at" SET NOT NULL;

-- CreateTable
CREATE TABLE "refused_redemptions" (
    "id" SERIAL NOT NULL,
    "idempotency_key" UUID NOT NULL,
    "partner_id" INTEGER NOT NULL,
    "card_id" UUID,
    "partner_user_id" INTEGER,
    "reason" TEXT NOT NULL,
    "rules" JSONB,
    "party_size" INTEGER NOT NULL,
    "bill_cents" INTEGER,
    "read_at" TIMESTAMPTZ(3) NOT NULL,
    "redeemed_at" TIMESTAMPTZ(3) NOT NULL,
    "refused_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "refused_redemptions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "refused_redemptions_partner_id_refused_at_idx" ON "refused_redemptions"("partner_id", "refused_at" DESC);

-- CreateIndex
CREATE INDEX "refused_redemptions_refused_at_idx" ON "refused_redemptions"("refused_at" DESC);

-- CreateIndex
CREATE INDEX "refused_redemptions_card_id_idx" ON "refused_redemptions"("card_id");

-- CreateIndex
CREATE UNIQUE INDEX "refused_redemptions_partner_id_idempotency_key_key" ON "refused_redemptions"("partner_id", "idempotency_key");

-- AddForeignKey
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_partner_id_fkey" FOREIGN KEY ("partner_id") REFERENCES "partners"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "refused_redemptions" ADD CONSTRAINT "refused_redemptions_partner_id_fkey" FOREIGN KEY ("partner_id") REFERENCES "partners"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "refused_redemptions" ADD CONSTRAINT "refused_redemptions_card_id_fkey" FOREIGN KEY ("card_id") REFERENCES "member_cards"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "refused_redemptions" ADD CONSTRAINT "refused_redemptions_partner_user_id_fkey" FOREIGN KEY ("partner_user_id") REFERENCES "partner_users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
