-- AlterTable
ALTER TABLE "outbox_emails" ADD COLUMN     "data" JSONB,
ALTER COLUMN "html" DROP NOT NULL,
ALTER COLUMN "text" DROP NOT NULL;
