-- AlterTable
ALTER TABLE "partners" ADD COLUMN     "report_enabled" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "report_locale" TEXT NOT NULL DEFAULT 'pt';

-- CreateTable
CREATE TABLE "insight_events" (
    "id" BIGSERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "route_type" TEXT NOT NULL,
    "partner_id" INTEGER,
    "product_id" INTEGER,
    "category_slug" TEXT,
    "locale" TEXT NOT NULL,
    "referrer_class" TEXT NOT NULL,
    "referrer_name" TEXT,
    "device" TEXT NOT NULL,
    "country" TEXT,
    "visitor" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "insight_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "insight_salts" (
    "day" DATE NOT NULL,
    "salt" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "insight_salts_pkey" PRIMARY KEY ("day")
);

-- CreateTable
CREATE TABLE "insight_daily" (
    "day" DATE NOT NULL,
    "name" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "route_type" TEXT NOT NULL,
    "partner_id" INTEGER NOT NULL DEFAULT 0,
    "product_id" INTEGER NOT NULL DEFAULT 0,
    "category_slug" TEXT NOT NULL DEFAULT '',
    "locale" TEXT NOT NULL,
    "referrer_class" TEXT NOT NULL,
    "referrer_name" TEXT NOT NULL DEFAULT '',
    "device" TEXT NOT NULL,
    "country" TEXT NOT NULL DEFAULT '',
    "events" INTEGER NOT NULL,

    CONSTRAINT "insight_daily_pkey" PRIMARY KEY ("day","name","path","route_type","partner_id","product_id","category_slug","locale","referrer_class","referrer_name","device","country")
);

-- CreateTable
CREATE TABLE "insight_daily_visitors" (
    "day" DATE NOT NULL,
    "partner_id" INTEGER NOT NULL DEFAULT 0,
    "visitors" INTEGER NOT NULL,

    CONSTRAINT "insight_daily_visitors_pkey" PRIMARY KEY ("day","partner_id")
);

-- CreateTable
CREATE TABLE "partner_report_runs" (
    "id" SERIAL NOT NULL,
    "partner_id" INTEGER NOT NULL,
    "month" DATE NOT NULL,
    "sent_count" INTEGER NOT NULL DEFAULT 1,
    "outbox_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "partner_report_runs_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "insight_events_day_name_idx" ON "insight_events"("day", "name");

-- CreateIndex
CREATE INDEX "insight_events_partner_id_day_idx" ON "insight_events"("partner_id", "day");

-- CreateIndex
CREATE INDEX "insight_daily_partner_id_day_idx" ON "insight_daily"("partner_id", "day");

-- CreateIndex
CREATE UNIQUE INDEX "partner_report_runs_partner_id_month_key" ON "partner_report_runs"("partner_id", "month");

-- AddForeignKey
ALTER TABLE "partner_report_runs" ADD CONSTRAINT "partner_report_runs_partner_id_fkey" FOREIGN KEY ("partner_id") REFERENCES "partners"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-written: rules the schema cannot express.
ALTER TABLE "partners" ADD CONSTRAINT "partners_report_locale_check" CHECK ("report_locale" IN ('en', 'fr', 'pt'));
