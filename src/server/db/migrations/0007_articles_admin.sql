CREATE TABLE "article_redirects" (
	"kind" text NOT NULL,
	"from_slug" text NOT NULL,
	"article_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_redirects_kind_from_slug_pk" PRIMARY KEY("kind","from_slug")
);
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "scheduled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "scheduled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
-- Scheduled rows used to keep their time in published_at; the publishing task now reads scheduled_at.
UPDATE "blog_posts" SET "scheduled_at" = "published_at", "published_at" = NULL WHERE "status" = 'scheduled';--> statement-breakpoint
UPDATE "guides" SET "scheduled_at" = "published_at", "published_at" = NULL WHERE "status" = 'scheduled';
