-- AlterTable
ALTER TABLE "outbox_emails" ADD COLUMN     "claimed_at" TIMESTAMPTZ(3);
