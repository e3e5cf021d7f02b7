-- AlterTable
ALTER TABLE "outbox_emails" ADD COLUMN     "lease_until" TIMESTAMPTZ(3);
