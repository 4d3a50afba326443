ALTER TABLE "error_logs" ADD COLUMN "urls" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "error_logs" ADD COLUMN "browsers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "error_logs" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "error_logs" ADD COLUMN "resolved_by" text;--> statement-breakpoint
ALTER TABLE "error_logs" ADD COLUMN "reopened_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "error_logs_last_seen_idx" ON "error_logs" USING btree ("last_seen_at");