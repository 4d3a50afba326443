CREATE TABLE "workflow_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"trigger" text NOT NULL,
	"hours_before" integer,
	"recipient" text NOT NULL,
	"channel" text NOT NULL,
	"template_purpose" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"seed_key" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "workflow_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"rule_id" integer NOT NULL,
	"subject_key" text NOT NULL,
	"outbox_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"error" text,
	"error_at" timestamp with time zone,
	"held_email" jsonb,
	"failures_seen" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "body_html" text;--> statement-breakpoint
ALTER TABLE "workflow_sends" ADD CONSTRAINT "workflow_sends_rule_id_workflow_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."workflow_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_rules_seed_key" ON "workflow_rules" USING btree ("seed_key");--> statement-breakpoint
CREATE INDEX "workflow_rules_trigger_idx" ON "workflow_rules" USING btree ("trigger");--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_sends_rule_subject" ON "workflow_sends" USING btree ("rule_id","subject_key");--> statement-breakpoint
CREATE INDEX "workflow_sends_rule_sent_idx" ON "workflow_sends" USING btree ("rule_id","sent_at");