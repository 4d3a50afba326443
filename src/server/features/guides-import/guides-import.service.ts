import type { Actor, AuditLog } from "#server/platform/audit/audit-log";
import { renderMarkdown } from "#shared/content/markdown";
import { guideImportRowSchema, type GuideImportAnswer, type GuideImportResultRow, type GuideImportRow } from "#shared/content/guide-import.schema";
import { readingMinutes } from "#shared/content/reading-minutes";
import type { GuideUpsert, GuidesImportRepository } from "./guides-import.repository";
import type { RawRow } from "./parse-rows";

interface Planned {
  result: GuideImportResultRow;
  row?: GuideImportRow;
}

/** A body must still say something once it is rendered and sanitised as the public page does. */
function emptyAfterSanitising(markdown: string): boolean {
  return (
    renderMarkdown(markdown)
      .replace(/<[^>]*>/g, "")
      .trim() === "" && !/<img /.test(renderMarkdown(markdown))
  );
}

function toUpsert(row: GuideImportRow, now: Date): GuideUpsert {
  const published = row.status === "published";
  return {
    slug: row.slug,
    category: row.category,
    status: row.status,
    coverImage: row.cover_image,
    publishedAt: published ? (row.published_at ? new Date(row.published_at) : now) : row.published_at ? new Date(row.published_at) : null,
    title: { en: row.title_en, ar: row.title_ar },
    excerpt: { en: row.excerpt_en, ar: row.excerpt_ar },
    body: { en: row.body_en, ar: row.body_ar },
    seoTitle: { en: row.seo_title_en, ar: row.seo_title_ar },
    seoDescription: { en: row.seo_description_en, ar: row.seo_description_ar },
    readingMinutes: readingMinutes(row.body_en),
    updatedAt: now,
  };
}

/**
 * The dry run and the import share one plan: each row validated (the shared row schema), its body
 * checked as the public page renders it, duplicates within the upload refused, and create or
 * update decided by slug. The import writes every valid row, and its audit entry, in one transaction.
 */
export function createGuidesImport(deps: { repository: GuidesImportRepository; audit: AuditLog; clearPageCache: () => void; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());

  async function plan(raw: RawRow[]): Promise<Planned[]> {
    const seen = new Map<string, number>();
    const planned: Planned[] = raw.map((item, index) => {
      const parsed = guideImportRowSchema.safeParse(item.values);
      const slug = typeof item.values.slug === "string" ? item.values.slug.trim().slice(0, 120) : "";
      const errors = [...item.errors];
      // A file that could not be read (a missing language) explains the empty fields by itself.
      if (!parsed.success && errors.length === 0) for (const issue of parsed.error.issues) errors.push(issue.message);
      if (parsed.success) {
        for (const language of ["en", "ar"] as const)
          if (emptyAfterSanitising(parsed.data[`body_${language}`]))
            errors.push(`body_${language} has no text left once HTML that pages do not allow is removed.`);
        const first = seen.get(parsed.data.slug);
        if (first !== undefined) errors.push(`slug ${parsed.data.slug} is already used by row ${first} of this upload.`);
        else seen.set(parsed.data.slug, index + 1);
      }
      const row = errors.length === 0 && parsed.success ? parsed.data : undefined;
      return { result: { row: index + 1, source: item.source, slug, action: row ? "create" : "error", errors }, row };
    });
    const slugs = planned.flatMap((item) => (item.row ? [item.row.slug] : []));
    const [existing, arabicOfOthers] = await Promise.all([deps.repository.existingSlugs(slugs), deps.repository.arabicAddressesOfOthers(slugs)]);
    for (const item of planned) {
      if (!item.row) continue;
      if (existing.has(item.row.slug)) item.result.action = "update";
      else if (arabicOfOthers.has(item.row.slug)) {
        item.result = { ...item.result, action: "error", errors: [`slug ${item.row.slug} is already the Arabic address of another guide.`] };
        item.row = undefined;
      }
    }
    return planned;
  }

  const answer = (dryRun: boolean, planned: Planned[]): GuideImportAnswer => {
    const rows = planned.map((item) => item.result);
    const count = (action: GuideImportResultRow["action"]) => rows.filter((row) => row.action === action).length;
    return { dryRun, rows, summary: { create: count("create"), update: count("update"), error: count("error") } };
  };

  return {
    async dryRun(raw: RawRow[]): Promise<GuideImportAnswer> {
      return answer(true, await plan(raw));
    },
    /** Imports the valid rows (rows with errors are reported, not imported); nothing is written when none is valid. */
    async commit(raw: RawRow[], actor: Actor): Promise<GuideImportAnswer> {
      const planned = await plan(raw);
      const valid = planned.filter((item) => item.row);
      if (valid.length === 0) return answer(false, planned);
      const at = now();
      const created = await deps.repository.transaction(async (tx) => {
        const slugs = await deps.repository.upsert(
          tx,
          valid.map((item) => toUpsert(item.row!, at)),
        );
        await deps.audit.record(tx, actor, {
          action: "guides.import",
          entity: "guide",
          entityId: null,
          before: null,
          after: {
            created: slugs,
            updated: valid.map((item) => item.row!.slug).filter((slug) => !slugs.includes(slug)),
            skipped: planned.length - valid.length,
          },
        });
        return new Set(slugs);
      });
      // What actually happened (a slug created by someone else between the plan and the write is an update).
      for (const item of valid) item.result.action = created.has(item.row!.slug) ? "create" : "update";
      deps.clearPageCache();
      return answer(false, planned);
    },
  };
}
export type GuidesImport = ReturnType<typeof createGuidesImport>;
