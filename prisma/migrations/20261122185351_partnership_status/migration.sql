-- CreateEnum
CREATE TYPE "partnership_status" AS ENUM ('new', 'contacted', 'accepted', 'declined');

-- AlterTable: partnership requests get their own statuses (docs/decisions/12-staff-run-directory.md §5): the "handled" of the shared inbox becomes
-- "contacted", so no request loses where it stood (written by hand: the generated diff dropped the column).
ALTER TABLE "partnership_requests" ADD COLUMN     "partner_id" INTEGER,
ALTER COLUMN "status" DROP DEFAULT,
ALTER COLUMN "status" TYPE "partnership_status"
  USING (CASE "status"::text WHEN 'handled' THEN 'contacted' ELSE "status"::text END)::"partnership_status",
ALTER COLUMN "status" SET DEFAULT 'new';

-- CreateIndex
CREATE INDEX "partnership_requests_partner_id_idx" ON "partnership_requests"("partner_id");

-- AddForeignKey
ALTER TABLE "partnership_requests" ADD CONSTRAINT "partnership_requests_partner_id_fkey" FOREIGN KEY ("partner_id") REFERENCES "partners"("id") ON DELETE SET NULL ON UPDATE CASCADE;
