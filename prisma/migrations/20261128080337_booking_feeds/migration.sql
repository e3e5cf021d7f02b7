-- AlterTable
ALTER TABLE "member_cards" ADD COLUMN     "feed_id" INTEGER,
ADD COLUMN     "feed_seen_at" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "booking_feeds" (
    "id" SERIAL NOT NULL,
    "property" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "locale" TEXT NOT NULL,
    "grace_hours" INTEGER NOT NULL DEFAULT 48,
    "last_read_at" TIMESTAMPTZ(3),
    "last_good_read_at" TIMESTAMPTZ(3),
    "last_error" TEXT,
    "read_count" INTEGER NOT NULL DEFAULT 0,
    "no_email_count" INTEGER NOT NULL DEFAULT 0,
    "invalid_count" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "booking_feeds_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "member_cards_feed_id_idx" ON "member_cards"("feed_id");

-- AddForeignKey
ALTER TABLE "member_cards" ADD CONSTRAINT "member_cards_feed_id_fkey" FOREIGN KEY ("feed_id") REFERENCES "booking_feeds"("id") ON DELETE SET NULL ON UPDATE CASCADE;
