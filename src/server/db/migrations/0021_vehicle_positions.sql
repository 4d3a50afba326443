CREATE TABLE "vehicle_positions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"accuracy" real NOT NULL,
	"speed" real,
	"heading" real,
	"recorded_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sequence" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vehicle_positions" ADD CONSTRAINT "vehicle_positions_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_positions_job_time_idx" ON "vehicle_positions" USING btree ("job_id","recorded_at");--> statement-breakpoint
CREATE INDEX "vehicle_positions_recorded_idx" ON "vehicle_positions" USING btree ("recorded_at");
