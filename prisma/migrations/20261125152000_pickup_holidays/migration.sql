-- Public holidays close pickup places by themselves (docs/pickup-slots.md "Public holidays"): national ones and the
-- municipal holiday of the place's municipality, computed for every year by lib/shop/pickup-holidays.ts. Both
-- offices are in the municipality of Loulé. A day row with "open" set opens a place on a holiday.
ALTER TABLE "pickup_places" ADD COLUMN "municipality" TEXT;
ALTER TABLE "pickup_closed_dates" ADD COLUMN "open" BOOLEAN NOT NULL DEFAULT false;

UPDATE "pickup_places" SET "municipality" = 'loule' WHERE "key" IN ('vilamoura-office', 'quarteira-office');

-- The closed dates an earlier migration typed in were all national holidays, now closed anyway: removed, unless
-- staff changed their note.
DELETE FROM "pickup_closed_dates" d USING "pickup_places" p
WHERE p."id" = d."place_id" AND p."key" = 'quarteira-office' AND NOT d."open" AND (d."date", d."note") IN (
  (DATE '2026-12-01', 'Restoration of Independence'), (DATE '2026-12-08', 'Immaculate Conception'),
  (DATE '2026-12-25', 'Christmas Day'), (DATE '2027-01-01', 'New Year''s Day')
);
