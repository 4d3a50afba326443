ALTER TABLE "article_redirects" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "article_redirects" DROP CONSTRAINT "article_redirects_kind_from_slug_pk";--> statement-breakpoint
ALTER TABLE "article_redirects" ADD CONSTRAINT "article_redirects_kind_language_from_slug_pk" PRIMARY KEY("kind","language","from_slug");--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "slug_ar" text;--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "slug_ar" text;--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_slug_ar_idx" ON "blog_posts" USING btree (coalesce("slug_ar", "slug"));--> statement-breakpoint
CREATE UNIQUE INDEX "guides_slug_ar_idx" ON "guides" USING btree (coalesce("slug_ar", "slug"));