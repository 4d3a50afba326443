ALTER TABLE "whatsapp_conversations" ADD COLUMN "assigned_to" text;--> statement-breakpoint
ALTER TABLE "whatsapp_conversations" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "whatsapp_conversations" ADD COLUMN "last_reply_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD COLUMN "media_bucket" text;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD COLUMN "media_key" text;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD COLUMN "media_type" text;--> statement-breakpoint
ALTER TABLE "whatsapp_conversations" ADD CONSTRAINT "whatsapp_conversations_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;