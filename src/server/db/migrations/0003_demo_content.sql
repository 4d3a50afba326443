ALTER TABLE "settings" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicle_classes" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product_prices" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "site_pages" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Databases seeded before this migration: no feature writes these tables yet, so every row in them
-- came from the demo seed. Mark them, and un-verify the invented reviews.
UPDATE "vehicle_classes" SET "demo" = true WHERE EXISTS (SELECT 1 FROM "settings" WHERE "key" = 'demo_content_seeded');--> statement-breakpoint
UPDATE "products" SET "demo" = true WHERE EXISTS (SELECT 1 FROM "settings" WHERE "key" = 'demo_content_seeded');--> statement-breakpoint
UPDATE "product_prices" SET "demo" = true WHERE EXISTS (SELECT 1 FROM "settings" WHERE "key" = 'demo_content_seeded');--> statement-breakpoint
UPDATE "blog_posts" SET "demo" = true WHERE EXISTS (SELECT 1 FROM "settings" WHERE "key" = 'demo_content_seeded');--> statement-breakpoint
UPDATE "guides" SET "demo" = true WHERE EXISTS (SELECT 1 FROM "settings" WHERE "key" = 'demo_content_seeded');--> statement-breakpoint
UPDATE "testimonials" SET "demo" = true, "verified" = false WHERE EXISTS (SELECT 1 FROM "settings" WHERE "key" = 'demo_content_seeded');--> statement-breakpoint
UPDATE "site_pages" SET "demo" = true WHERE EXISTS (SELECT 1 FROM "settings" WHERE "key" = 'demo_content_seeded');--> statement-breakpoint
UPDATE "settings" SET "demo" = true WHERE "key" = 'company_profile' AND EXISTS (SELECT 1 FROM "settings" WHERE "key" = 'demo_content_seeded');
