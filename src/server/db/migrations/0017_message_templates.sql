CREATE TABLE "message_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"channel" text NOT NULL,
	"language" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"whatsapp_body" text,
	"whatsapp_parameters" jsonb,
	"meta_name" text,
	"meta_category" text,
	"meta_status" text,
	"meta_status_reason" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" text,
	"updated_by_email" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "message_templates_key" ON "message_templates" USING btree ("purpose","channel","language");
