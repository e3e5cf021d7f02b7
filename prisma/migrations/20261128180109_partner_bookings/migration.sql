-- AlterTable
ALTER TABLE "booking_requests" ADD COLUMN     "answer" TEXT,
ADD COLUMN     "answer_deadline" TIMESTAMPTZ(3),
ADD COLUMN     "answer_note" TEXT,
ADD COLUMN     "answered_at" TIMESTAMPTZ(3),
ADD COLUMN     "answered_by" INTEGER,
ADD COLUMN     "direct" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "escalated_at" TIMESTAMPTZ(3),
ADD COLUMN     "proposed_date" DATE,
ADD COLUMN     "proposed_time" TEXT;

-- AlterTable
ALTER TABLE "partners" ADD COLUMN     "booking_answer_hours" INTEGER NOT NULL DEFAULT 24,
ADD COLUMN     "booking_direct" BOOLEAN NOT NULL DEFAULT false;

-- CreateIndex
CREATE INDEX "booking_requests_partner_id_created_at_idx" ON "booking_requests"("partner_id", "created_at" DESC);

-- The allowed answers and a sane deadline (docs/membership.md "Booking requests to the partner").
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_answer_check" CHECK ("answer" IN ('accepted', 'proposed', 'declined'));
ALTER TABLE "partners" ADD CONSTRAINT "partners_booking_answer_hours_check" CHECK ("booking_answer_hours" BETWEEN 1 AND 168);
-- The escalation job's search: direct requests still waiting.
CREATE INDEX "booking_requests_waiting_idx" ON "booking_requests"("answer_deadline") WHERE "direct" AND "answered_at" IS NULL AND "escalated_at" IS NULL;
