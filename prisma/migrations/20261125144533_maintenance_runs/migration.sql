-- CreateTable
CREATE TABLE "maintenance_runs" (
    "job" TEXT NOT NULL,
    "last_run_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "maintenance_runs_pkey" PRIMARY KEY ("job")
);
