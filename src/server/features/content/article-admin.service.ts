import type { Actor, AuditLog } from "#server/platform/audit/audit-log";
import type { AdminArticle, AdminArticlePage, AdminArticleRow } from "#shared/content/article-admin-answers";
import {
  ADMIN_ARTICLE_PAGE_SIZE,
  TRASH_DAYS,
  type ArticleInput,
  type ArticleKind,
  type ArticleListQuery,
  type ArticleStatus,
} from "#shared/content/article-admin.schema";
import { readingMinutes } from "#shared/content/reading-minutes";
import { SLUG_MAX } from "#shared/content/slugify";
import { pageOf } from "#shared/pagination/page";
import type { ArticleAdminRepository, ArticleRow, ArticleValues } from "./article-admin.repository";

export type ArticleChange =
  | { kind: "ok"; article: AdminArticle }
  | { kind: "not-found"; message: string }
  | { kind: "invalid"; message: string; fieldErrors: Record<string, string> }
  | { kind: "version-conflict"; current: AdminArticle };

const DAY_MS = 86_400_000;
const empty = { en: "", ar: "" };
const notFound = (): ArticleChange => ({ kind: "not-found", message: "This article no longer exists." });
const invalid = (field: string, message: string): ArticleChange => ({ kind: "invalid", message, fieldErrors: { [field]: message } });

export function toAdminArticle(row: ArticleRow): AdminArticle {
  return {
    id: row.id,
    slug: row.slug,
    slugAr: row.slugAr ?? "",
    status: row.status as ArticleStatus,
    title: row.title,
    excerpt: row.excerpt,
    body: row.body,
    coverImage: row.coverImage,
    seoTitle: row.seoTitle ?? empty,
    seoDescription: row.seoDescription ?? empty,
    tags: row.tags ?? [],
    category: row.category ?? "",
    readingMinutes: row.readingMinutes,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    deletedAt: row.deletedAt?.toISOString() ?? null,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  };
}

/** Reading time of the longer language: what a reader of either language is told is never too short. */
const minutesOf = (body: { en: string; ar: string }) => Math.max(readingMinutes(body.en), readingMinutes(body.ar));

/**
 * The admin blog and guide editors. Every write runs in one transaction with its audit entry
 * (before/after) under a row lock and a version check, and clears the page caches of every
 * process once committed when a public page could have changed.
 */
export function createArticleAdminService(deps: { repository: ArticleAdminRepository; audit: AuditLog; clearPageCache: () => void; clock?: () => Date }) {
  const { repository, audit } = deps;
  const clock = deps.clock ?? (() => new Date());
  const entity = (kind: ArticleKind) => (kind === "post" ? "blog_post" : "guide");

  async function write(work: (tx: Parameters<Parameters<ArticleAdminRepository["transaction"]>[0]>[0]) => Promise<{ change: ArticleChange; public: boolean }>) {
    const { change, public: touchesPublic } = await repository.transaction(work);
    if (change.kind === "ok" && touchesPublic) deps.clearPageCache();
    return change;
  }

  function valuesOf(kind: ArticleKind, input: ArticleInput, before: ArticleRow | null, now: Date, actor: Actor): ArticleValues | string {
    const scheduledAt = input.action === "schedule" && input.scheduledAt ? new Date(input.scheduledAt) : null;
    if (scheduledAt && scheduledAt.getTime() <= now.getTime()) return "scheduledAt";
    if (kind === "guide" && input.action !== "draft" && !input.category) return "category";
    const status: ArticleStatus = input.action === "publish" ? "published" : input.action === "schedule" ? "scheduled" : "draft";
    return {
      slug: input.slug,
      // The same address in both languages is kept as "none of its own", so it follows the English one.
      slugAr: input.slugAr && input.slugAr !== input.slug ? input.slugAr : null,
      title: input.title,
      excerpt: input.excerpt,
      body: input.body,
      coverImage: input.coverImage,
      seoTitle: input.seoTitle,
      seoDescription: input.seoDescription,
      status,
      // A republished article keeps its first date; a first publication is dated now.
      publishedAt: status === "published" ? (before?.status === "published" && before.publishedAt ? before.publishedAt : now) : (before?.publishedAt ?? null),
      scheduledAt,
      readingMinutes: minutesOf(input.body),
      version: (before?.version ?? 0) + 1,
      updatedBy: actor.email,
      ...(kind === "post" ? { tags: [...new Set(input.tags)] } : { category: input.category }),
    };
  }

  const FIELD_MESSAGES: Record<string, string> = {
    scheduledAt: "Choose a time in the future.",
    category: "Choose a category before publishing.",
  };

  return {
    async list(kind: ArticleKind, query: ArticleListQuery): Promise<AdminArticlePage> {
      const { rows, total } = await repository.list(kind, {
        q: query.q || undefined,
        status: query.status,
        missing: query.missing,
        offset: (query.page - 1) * ADMIN_ARTICLE_PAGE_SIZE,
        limit: ADMIN_ARTICLE_PAGE_SIZE,
      });
      const items: AdminArticleRow[] = rows.map((row) => ({
        id: row.id,
        slug: row.slug,
        status: row.status as ArticleStatus,
        title: row.title,
        complete: { en: Boolean(row.completeEn), ar: Boolean(row.completeAr) },
        publishedAt: row.publishedAt?.toISOString() ?? null,
        scheduledAt: row.scheduledAt?.toISOString() ?? null,
        deletedAt: row.deletedAt?.toISOString() ?? null,
        updatedAt: row.updatedAt.toISOString(),
      }));
      return pageOf(items, total, query.page, ADMIN_ARTICLE_PAGE_SIZE);
    },

    async get(kind: ArticleKind, id: number): Promise<AdminArticle | null> {
      const row = await repository.get(kind, id);
      return row ? toAdminArticle(row) : null;
    },

    save: (actor: Actor, kind: ArticleKind, id: number | null, input: ArticleInput) =>
      write(async (tx) => {
        const now = clock();
        const before = id === null ? null : await repository.find(tx, kind, id, true);
        if (id !== null && (!before || before.deletedAt)) return { change: notFound(), public: false };
        if (before && before.version !== input.version) return { change: { kind: "version-conflict", current: toAdminArticle(before) }, public: false };
        if (await repository.slugTaken(tx, kind, input.slug, id))
          return { change: invalid("slug", "Another article already uses this address (slug)."), public: false };
        if (await repository.slugTaken(tx, kind, input.slugAr || input.slug, id, "ar"))
          return { change: invalid(input.slugAr ? "slugAr" : "slug", "Another article already uses this Arabic address (slug)."), public: false };
        const values = valuesOf(kind, input, before, now, actor);
        if (typeof values === "string") return { change: invalid(values, FIELD_MESSAGES[values] ?? "Check this field."), public: false };
        const after = before ? await repository.update(tx, kind, before.id, values) : await repository.insert(tx, kind, { ...values, author: "" });
        // In each language, the new slug is this article's now; the old one of a public article keeps leading here.
        const slugs = (row: ArticleRow) => ({ en: row.slug, ar: row.slugAr ?? row.slug });
        for (const language of ["en", "ar"] as const) {
          const now = slugs(after)[language];
          await repository.dropRedirect(tx, kind, language, now);
          const old = before ? slugs(before)[language] : now;
          if (before?.status === "published" && old !== now) await repository.addRedirect(tx, kind, language, old, after.id);
        }
        await audit.record(tx, actor, {
          action: `${entity(kind)}.${before ? "update" : "create"}`,
          entity: entity(kind),
          entityId: String(after.id),
          before: before ? toAdminArticle(before) : undefined,
          after: toAdminArticle(after),
        });
        return { change: { kind: "ok", article: toAdminArticle(after) }, public: before?.status === "published" || after.status === "published" };
      }),

    duplicate: (actor: Actor, kind: ArticleKind, id: number) =>
      write(async (tx) => {
        const source = await repository.find(tx, kind, id);
        if (!source || source.deletedAt) return { change: notFound(), public: false };
        const base = `${source.slug.slice(0, SLUG_MAX - 9)}-copy`;
        let slug = base;
        const taken = async (candidate: string) =>
          (await repository.slugTaken(tx, kind, candidate, null)) || (await repository.slugTaken(tx, kind, candidate, null, "ar"));
        for (let n = 2; await taken(slug); n++) slug = `${base}-${n}`;
        const copy = await repository.insert(tx, kind, {
          slug,
          title: source.title,
          excerpt: source.excerpt,
          body: source.body,
          coverImage: source.coverImage,
          seoTitle: source.seoTitle,
          seoDescription: source.seoDescription,
          status: "draft",
          publishedAt: null,
          scheduledAt: null,
          readingMinutes: source.readingMinutes,
          version: 1,
          updatedBy: actor.email,
          ...(kind === "post" ? { tags: source.tags, author: source.author } : { category: source.category ?? "" }),
        });
        await audit.record(tx, actor, {
          action: `${entity(kind)}.duplicate`,
          entity: entity(kind),
          entityId: String(copy.id),
          after: { from: source.id, slug },
        });
        return { change: { kind: "ok", article: toAdminArticle(copy) }, public: false };
      }),

    remove: (actor: Actor, kind: ArticleKind, id: number) =>
      write(async (tx) => {
        const before = await repository.find(tx, kind, id, true);
        if (!before || before.deletedAt) return { change: notFound(), public: false };
        const after = await repository.update(tx, kind, id, { deletedAt: clock(), version: before.version + 1, updatedBy: actor.email });
        await audit.record(tx, actor, {
          action: `${entity(kind)}.delete`,
          entity: entity(kind),
          entityId: String(id),
          before: toAdminArticle(before),
          after: toAdminArticle(after),
        });
        return { change: { kind: "ok", article: toAdminArticle(after) }, public: before.status === "published" };
      }),

    restore: (actor: Actor, kind: ArticleKind, id: number) =>
      write(async (tx) => {
        const before = await repository.find(tx, kind, id, true);
        if (!before || !before.deletedAt || before.deletedAt.getTime() < clock().getTime() - TRASH_DAYS * DAY_MS) return { change: notFound(), public: false };
        const after = await repository.update(tx, kind, id, { deletedAt: null, version: before.version + 1, updatedBy: actor.email });
        await audit.record(tx, actor, {
          action: `${entity(kind)}.restore`,
          entity: entity(kind),
          entityId: String(id),
          before: toAdminArticle(before),
          after: toAdminArticle(after),
        });
        return { change: { kind: "ok", article: toAdminArticle(after) }, public: after.status === "published" };
      }),

    /** The scheduled task: publishes what is due, then empties the page caches so it shows at once. */
    async publishDue(): Promise<number> {
      const published = await repository.publishDue(clock());
      if (published > 0) deps.clearPageCache();
      return published;
    },
    purgeDeleted: () => repository.purgeDeleted(new Date(clock().getTime() - TRASH_DAYS * DAY_MS)),
  };
}
export type ArticleAdminService = ReturnType<typeof createArticleAdminService>;
