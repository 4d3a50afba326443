ALTER TABLE "testimonials" ADD COLUMN "booking_id" integer;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "moderated_by" text;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_moderated_by_users_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "testimonials_booking_idx" ON "testimonials" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "token_links_testimonial_idx" ON "token_links" USING btree ("booking_id") WHERE "token_links"."purpose" = 'testimonial';