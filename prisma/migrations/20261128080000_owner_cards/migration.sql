-- CreateEnum
CREATE TYPE "member_card_kind" AS ENUM ('stay', 'owner');

-- DropIndex
DROP INDEX "member_cards_created_at_idx";

-- AlterTable
ALTER TABLE "member_cards" ADD COLUMN     "kind" "member_card_kind" NOT NULL DEFAULT 'stay';

-- CreateIndex
CREATE INDEX "member_cards_kind_created_at_idx" ON "member_cards"("kind", "created_at" DESC);
