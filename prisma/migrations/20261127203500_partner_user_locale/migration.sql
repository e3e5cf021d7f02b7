-- AlterTable
ALTER TABLE "partner_users" ADD COLUMN     "locale" TEXT NOT NULL DEFAULT 'pt';
