-- CreateTable
CREATE TABLE "staff_activity" (
    "id" BIGSERIAL NOT NULL,
    "admin_id" INTEGER,
    "action" TEXT NOT NULL,
    "target" TEXT,
    "address" TEXT,
    "detail" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "staff_activity_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "staff_activity_created_at_idx" ON "staff_activity"("created_at" DESC);

-- CreateIndex
CREATE INDEX "staff_activity_admin_id_created_at_idx" ON "staff_activity"("admin_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "staff_activity_action_created_at_idx" ON "staff_activity"("action", "created_at" DESC);

-- AddForeignKey
ALTER TABLE "staff_activity" ADD CONSTRAINT "staff_activity_admin_id_fkey" FOREIGN KEY ("admin_id") REFERENCES "admin_users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
