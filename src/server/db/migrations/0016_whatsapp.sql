CREATE TABLE "whatsapp_conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"contact_phone" text NOT NULL,
	"contact_name" text,
	"customer_id" integer,
	"operator_id" integer,
	"last_inbound_at" timestamp with time zone,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unread_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"direction" text NOT NULL,
	"provider_id" text,
	"kind" text NOT NULL,
	"body" text,
	"media_id" text,
	"latitude" double precision,
	"longitude" double precision,
	"status" text NOT NULL,
	"outbox_id" integer,
	"at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_webhook_events" (
	"event_key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"provider_id" text NOT NULL,
	"status" text,
	"error_code" integer,
	"error_title" text,
	"callback_data" text,
	"at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "provider_id" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "failed_code" integer;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "failed_title" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "wa_template" jsonb;--> statement-breakpoint
ALTER TABLE "whatsapp_conversations" ADD CONSTRAINT "whatsapp_conversations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_conversations" ADD CONSTRAINT "whatsapp_conversations_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_conversation_id_whatsapp_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."whatsapp_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_outbox_id_outbox_messages_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_conversations_phone_idx" ON "whatsapp_conversations" USING btree ("contact_phone");--> statement-breakpoint
CREATE INDEX "whatsapp_conversations_last_idx" ON "whatsapp_conversations" USING btree ("last_message_at");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_messages_provider_idx" ON "whatsapp_messages" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "whatsapp_messages_conversation_idx" ON "whatsapp_messages" USING btree ("conversation_id","at");--> statement-breakpoint
CREATE INDEX "whatsapp_webhook_events_provider_idx" ON "whatsapp_webhook_events" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "whatsapp_webhook_events_callback_idx" ON "whatsapp_webhook_events" USING btree ("callback_data");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_provider_id_idx" ON "outbox_messages" USING btree ("provider_id");