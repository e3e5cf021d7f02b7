-- AlterTable
ALTER TABLE "member_cards" ADD COLUMN     "booking_ref" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "member_cards_booking_ref_key" ON "member_cards"("booking_ref");
