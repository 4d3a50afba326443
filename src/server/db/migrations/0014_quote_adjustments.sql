ALTER TABLE "bookings" ADD COLUMN "quote_adjustments" jsonb;--> statement-breakpoint
-- A quote stored as a bare total gets one line for the difference, so every quote adds up.
UPDATE "bookings" SET "quote_adjustments" = CASE
  WHEN "quoted_total_halalas" = ("price_breakdown"->>'totalHalalas')::integer THEN '[]'::jsonb
  ELSE jsonb_build_array(jsonb_build_object(
    'label', jsonb_build_object('en', 'Price adjustment', 'ar', 'تعديل السعر'),
    'amountHalalas', "quoted_total_halalas" - ("price_breakdown"->>'totalHalalas')::integer))
  END
WHERE "quoted_total_halalas" IS NOT NULL;
