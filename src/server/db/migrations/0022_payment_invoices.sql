ALTER TABLE "payments" ADD COLUMN "invoice_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "invoice_url" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "invoice_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_unique" UNIQUE("invoice_id");