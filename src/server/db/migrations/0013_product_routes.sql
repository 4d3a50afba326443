-- Routes and route prices (issue "Bookings as pilgrims and dispatchers found them", item 1): a
-- price belongs to a route (zone → zone, or a start zone) and a vehicle class, never to a
-- product's name alone. Every existing price is kept: it moves onto the product's route(s).
CREATE TABLE "product_routes" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"from_zone" text,
	"to_zone" text,
	"both_ways" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"demo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_routes" ADD CONSTRAINT "product_routes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_routes_product_idx" ON "product_routes" USING btree ("product_id");--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stops" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "plan" text;--> statement-breakpoint
-- The demo services' routes, known by their slugs (content/products.json has the same).
INSERT INTO "product_routes" ("product_id", "from_zone", "to_zone", "both_ways", "sort_order", "demo")
SELECT p."id", m."from_zone", m."to_zone", m."both_ways", m."sort_order", p."demo"
FROM "products" p JOIN (VALUES
	('jeddah-airport-to-makkah', 'jeddah-airport', 'makkah', true, 0),
	('madinah-airport-to-madinah-hotel', 'madinah-airport', 'madinah', true, 0),
	('makkah-to-madinah', 'makkah', 'madinah', true, 0),
	('makkah-ziyarat-tour', 'makkah', NULL, true, 0),
	('madinah-ziyarat-tour', 'madinah', NULL, true, 0),
	('hourly-driver', 'makkah', NULL, true, 0),
	('hourly-driver', 'madinah', NULL, true, 1),
	('hourly-driver', 'jeddah', NULL, true, 2),
	('umrah-transport-package', 'jeddah-airport', 'madinah-airport', false, 0)
) AS m("slug", "from_zone", "to_zone", "both_ways", "sort_order") ON m."slug" = p."slug";--> statement-breakpoint
-- Any other service keeps its prices on one route whose zones staff must still choose: until
-- then it serves nothing (refusing is better than pricing a trip it may not make).
INSERT INTO "product_routes" ("product_id", "from_zone", "to_zone", "both_ways", "sort_order", "demo")
SELECT p."id", NULL, NULL, true, 0, false FROM "products" p
WHERE NOT EXISTS (SELECT 1 FROM "product_routes" r WHERE r."product_id" = p."id")
	AND EXISTS (SELECT 1 FROM "product_prices" pp WHERE pp."product_id" = p."id");--> statement-breakpoint
CREATE TABLE "product_prices_0013" AS SELECT * FROM "product_prices";--> statement-breakpoint
DELETE FROM "product_prices";--> statement-breakpoint
ALTER TABLE "product_prices" DROP CONSTRAINT "product_prices_product_id_vehicle_class_id_pk";--> statement-breakpoint
ALTER TABLE "product_prices" ADD COLUMN "route_id" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_route_id_vehicle_class_id_pk" PRIMARY KEY("route_id","vehicle_class_id");--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_route_id_product_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."product_routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "product_prices" ("product_id", "route_id", "vehicle_class_id", "unit", "amount_halalas", "minimum_hours", "demo")
SELECT o."product_id", r."id", o."vehicle_class_id", o."unit", o."amount_halalas", o."minimum_hours", o."demo"
FROM "product_prices_0013" o JOIN "product_routes" r ON r."product_id" = o."product_id";--> statement-breakpoint
DROP TABLE "product_prices_0013";
