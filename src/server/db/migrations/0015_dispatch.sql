CREATE TABLE "operator_classes" (
	"operator_id" integer NOT NULL,
	"vehicle_class_id" integer NOT NULL,
	"default_price_halalas" integer,
	CONSTRAINT "operator_classes_operator_id_vehicle_class_id_pk" PRIMARY KEY("operator_id","vehicle_class_id")
);
--> statement-breakpoint
CREATE TABLE "operator_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"kind" text NOT NULL,
	"number" text,
	"expires_on" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_drivers" (
	"id" serial PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"plate" text NOT NULL,
	"model" text NOT NULL,
	"vehicle_class_id" integer NOT NULL,
	"seats" integer NOT NULL,
	"colour" text
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'company' NOT NULL,
	"phone" text NOT NULL,
	"whatsapp" boolean DEFAULT true NOT NULL,
	"email" text,
	"language" text DEFAULT 'ar' NOT NULL,
	"spoken_languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"service_areas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"demo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "availability_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"operator_id" integer NOT NULL,
	"answer" text,
	"note" text,
	"asked_by_user_id" text,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "job_events" ADD COLUMN "data" jsonb;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "operator_id" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "operator_price_halalas" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "assigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "confirm_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "attention" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "attention_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "start_link_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "token_links" ADD COLUMN "operator_id" integer;--> statement-breakpoint
ALTER TABLE "operator_classes" ADD CONSTRAINT "operator_classes_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_classes" ADD CONSTRAINT "operator_classes_vehicle_class_id_vehicle_classes_id_fk" FOREIGN KEY ("vehicle_class_id") REFERENCES "public"."vehicle_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_documents" ADD CONSTRAINT "operator_documents_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_drivers" ADD CONSTRAINT "operator_drivers_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_vehicles" ADD CONSTRAINT "operator_vehicles_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_vehicles" ADD CONSTRAINT "operator_vehicles_vehicle_class_id_vehicle_classes_id_fk" FOREIGN KEY ("vehicle_class_id") REFERENCES "public"."vehicle_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_requests" ADD CONSTRAINT "availability_requests_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_requests" ADD CONSTRAINT "availability_requests_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_documents_expiry_idx" ON "operator_documents" USING btree ("expires_on");--> statement-breakpoint
CREATE INDEX "operator_drivers_operator_idx" ON "operator_drivers" USING btree ("operator_id");--> statement-breakpoint
CREATE INDEX "operator_vehicles_operator_idx" ON "operator_vehicles" USING btree ("operator_id");--> statement-breakpoint
CREATE INDEX "operators_status_idx" ON "operators" USING btree ("status","name");--> statement-breakpoint
CREATE INDEX "availability_requests_job_idx" ON "availability_requests" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "availability_requests_operator_idx" ON "availability_requests" USING btree ("operator_id","asked_at");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_links" ADD CONSTRAINT "token_links_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_operator_idx" ON "jobs" USING btree ("operator_id","pickup_at");--> statement-breakpoint
CREATE INDEX "jobs_confirm_by_idx" ON "jobs" USING btree ("confirm_by") WHERE "jobs"."status" = 'assigned';