-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "pickup_minutes" INTEGER;

-- CreateTable
CREATE TABLE "pickup_places" (
    "id" SERIAL NOT NULL,
    "key" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "slot_minutes" INTEGER NOT NULL DEFAULT 30,
    "capacity" INTEGER NOT NULL DEFAULT 4,
    "min_notice_minutes" INTEGER NOT NULL DEFAULT 120,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "position" INTEGER NOT NULL DEFAULT 0,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "pickup_places_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "pickup_hours" (
    "id" SERIAL NOT NULL,
    "place_id" INTEGER NOT NULL,
    "weekday" INTEGER NOT NULL,
    "opens_at" TEXT NOT NULL,
    "closes_at" TEXT NOT NULL,

    CONSTRAINT "pickup_hours_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "pickup_closed_dates" (
    "id" SERIAL NOT NULL,
    "place_id" INTEGER NOT NULL,
    "date" DATE NOT NULL,
    "note" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "pickup_closed_dates_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "pickup_places_key_key" ON "pickup_places"("key");

-- CreateIndex
CREATE INDEX "pickup_hours_place_id_weekday_idx" ON "pickup_hours"("place_id", "weekday");

-- CreateIndex
CREATE UNIQUE INDEX "pickup_closed_dates_place_id_date_key" ON "pickup_closed_dates"("place_id", "date");

-- CreateIndex
CREATE INDEX "orders_pickup_location_pickup_date_pickup_time_idx" ON "orders"("pickup_location", "pickup_date", "pickup_time");

-- AddForeignKey
ALTER TABLE "pickup_hours" ADD CONSTRAINT "pickup_hours_place_id_fkey" FOREIGN KEY ("place_id") REFERENCES "pickup_places"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "pickup_closed_dates" ADD CONSTRAINT "pickup_closed_dates_place_id_fkey" FOREIGN KEY ("place_id") REFERENCES "pickup_places"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-written: the rules the columns must keep (docs/decisions/13-pickup-order-journey.md §3), checked where staff cannot bypass them.
ALTER TABLE "pickup_places" ADD CONSTRAINT "pickup_places_slot_minutes_check" CHECK ("slot_minutes" BETWEEN 5 AND 480);
ALTER TABLE "pickup_places" ADD CONSTRAINT "pickup_places_capacity_check" CHECK ("capacity" BETWEEN 1 AND 1000);
ALTER TABLE "pickup_places" ADD CONSTRAINT "pickup_places_min_notice_check" CHECK ("min_notice_minutes" BETWEEN 0 AND 20160);
ALTER TABLE "pickup_hours" ADD CONSTRAINT "pickup_hours_weekday_check" CHECK ("weekday" BETWEEN 0 AND 6);
ALTER TABLE "pickup_hours" ADD CONSTRAINT "pickup_hours_range_check"
  CHECK ("opens_at" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' AND "closes_at" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' AND "opens_at" < "closes_at");

-- Hand-written: the two pickup places that were fixed in code until now, with the hours they had there (the
-- marina office every day 10:00-18:30, Quarteira on weekdays with a lunch break and on Saturday mornings), so
-- every database, including production, offers the same places after this migration. Older orders keep their
-- pickup_location keys, which are these.
INSERT INTO "pickup_places" ("key", "address", "slot_minutes", "capacity", "min_notice_minutes", "position", "updated_at") VALUES
  ('vilamoura-office', 'Marina de Vilamoura, 8125-409 Quarteira, Portugal', 30, 4, 120, 0, CURRENT_TIMESTAMP),
  ('quarteira-office', 'Avenida Infante de Sagres, 8125-156 Quarteira, Portugal', 30, 3, 120, 1, CURRENT_TIMESTAMP);

INSERT INTO "pickup_hours" ("place_id", "weekday", "opens_at", "closes_at")
SELECT p."id", d.weekday, '10:00', '18:30' FROM "pickup_places" p CROSS JOIN generate_series(0, 6) AS d(weekday)
WHERE p."key" = 'vilamoura-office';

INSERT INTO "pickup_hours" ("place_id", "weekday", "opens_at", "closes_at")
SELECT p."id", h.weekday, h.opens_at, h.closes_at FROM "pickup_places" p CROSS JOIN (VALUES
  (1, '10:00', '13:00'), (1, '14:00', '18:30'), (2, '10:00', '13:00'), (2, '14:00', '18:30'),
  (3, '10:00', '13:00'), (3, '14:00', '18:30'), (4, '10:00', '13:00'), (4, '14:00', '18:30'),
  (5, '10:00', '13:00'), (5, '14:00', '18:30'), (6, '10:00', '13:00')
) AS h(weekday, opens_at, closes_at)
WHERE p."key" = 'quarteira-office';

INSERT INTO "pickup_closed_dates" ("place_id", "date", "note")
SELECT p."id", c.day::date, c.note FROM "pickup_places" p CROSS JOIN (VALUES
  ('2026-12-01', 'Restoration of Independence'), ('2026-12-08', 'Immaculate Conception'),
  ('2026-12-25', 'Christmas Day'), ('2027-01-01', 'New Year''s Day')
) AS c(day, note)
WHERE p."key" = 'quarteira-office';
