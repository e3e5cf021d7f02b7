-- AlterEnum
ALTER TYPE "email_status" ADD VALUE 'captured';
