import { sql } from "drizzle-orm";
import { executeRows, type Database, type Transaction } from "#server/db/client";

const num = (value: unknown) => Number(value ?? 0);

export interface ArticleGap {
  kind: "blog" | "guide";
  slug: string;
  missingArabic: boolean;
  missingSeo: boolean;
}

/**
 * The product's own data the optimization checks look at: waiting outbox messages, expired staff
 * sessions, old unresolved error groups, articles lacking Arabic or an SEO description, and
 * repository images without their phone-sized variants.
 */
export function createOptimizationRepository(db: Database) {
  return {
    /** Messages still to leave that were written before `before`, and the oldest one's time. */
    async outboxWaiting(before: Date): Promise<{ waiting: number; failed: number; oldest: Date | null }> {
      const [row] = await executeRows<{ waiting: unknown; failed: unknown; oldest: string | Date | null }>(
        db,
        sql`select count(*) filter (where status = 'queued') as waiting, count(*) filter (where status = 'failed') as failed, min(created_at) as oldest
            from outbox_messages where status <> 'sent' and created_at < ${before.toISOString()}::timestamptz`,
      );
      return { waiting: num(row?.waiting), failed: num(row?.failed), oldest: row?.oldest ? new Date(row.oldest) : null };
    },
    /**
     * Images of the file repository that have no WebP variant although they are wide enough for
     * one (the smallest variant is 480 px): phones then download the original.
     */
    async imagesWithoutVariants(): Promise<{ count: number; bytes: number }> {
      const [row] = await executeRows<{ n: unknown; bytes: unknown }>(
        db,
        sql`select count(*) as n, coalesce(sum(size), 0) as bytes from files
            where kind = 'image' and jsonb_array_length(variant_widths) = 0 and coalesce(width, 0) >= 480`,
      );
      return { count: num(row?.n), bytes: num(row?.bytes) };
    },
    async expiredSessions(at: Date): Promise<number> {
      const [row] = await executeRows<{ n: unknown }>(db, sql`select count(*) as n from staff_sessions where expires_at < ${at.toISOString()}::timestamptz`);
      return num(row?.n);
    },
    async deleteExpiredSessions(tx: Transaction, at: Date): Promise<number> {
      const rows = await executeRows<{ id: string }>(
        tx as unknown as Database,
        sql`delete from staff_sessions where expires_at < ${at.toISOString()}::timestamptz returning id`,
      );
      return rows.length;
    },
    /** Unresolved error groups first seen before `before`, most frequent first. */
    async staleErrors(before: Date): Promise<{ groups: number; occurrences: number; oldest: Date | null }> {
      const [row] = await executeRows<{ groups: unknown; occurrences: unknown; oldest: string | Date | null }>(
        db,
        sql`select count(*) as groups, coalesce(sum(count), 0) as occurrences, min(first_seen_at) as oldest
            from error_logs where not resolved and first_seen_at < ${before.toISOString()}::timestamptz`,
      );
      return { groups: num(row?.groups), occurrences: num(row?.occurrences), oldest: row?.oldest ? new Date(row.oldest) : null };
    },
    /** Published or draft articles whose Arabic body or an SEO description (either language) is empty. */
    async articleGaps(): Promise<ArticleGap[]> {
      const gaps = (table: "blog_posts" | "guides") =>
        sql`select slug,
              coalesce(trim(body->>'ar'), '') = '' or coalesce(trim(title->>'ar'), '') = '' as missing_arabic,
              coalesce(trim(seo_description->>'en'), '') = '' or coalesce(trim(seo_description->>'ar'), '') = '' as missing_seo
            from ${sql.identifier(table)}`;
      const [blog, guides] = await Promise.all([
        executeRows<{ slug: string; missing_arabic: boolean; missing_seo: boolean }>(db, gaps("blog_posts")),
        executeRows<{ slug: string; missing_arabic: boolean; missing_seo: boolean }>(db, gaps("guides")),
      ]);
      const shape = (kind: ArticleGap["kind"]) => (r: { slug: string; missing_arabic: boolean; missing_seo: boolean }) => ({
        kind,
        slug: r.slug,
        missingArabic: Boolean(r.missing_arabic),
        missingSeo: Boolean(r.missing_seo),
      });
      return [...blog.map(shape("blog")), ...guides.map(shape("guide"))].filter((gap) => gap.missingArabic || gap.missingSeo);
    },
  };
}
export type OptimizationRepository = ReturnType<typeof createOptimizationRepository>;
