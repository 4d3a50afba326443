import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "#server/db/client";
import { articleSearchVector, SEARCH_CONFIG } from "#server/db/schema/article-search";
import { blogPosts, guides } from "#server/db/schema/articles";
import { loadDemoContent } from "#server/db/seed/load-content";
import { seedDemoContentOnce } from "#server/db/seed/seed-demo";
import { createTestDatabase } from "#server/db/test-database";
import type { ArticleSummary } from "#shared/content/public-read-api";
import { createContentRepository } from "./content.repository";
import { createContentService, type ContentService } from "./content.service";

/**
 * Issue 11: guide and blog search reads the body too, in the page's language, with PostgreSQL's
 * english and arabic text search (on PGlite and PostgreSQL), ranked, with the matching passage.
 */
let handle: DatabaseHandle;
let content: ContentService;
beforeAll(async () => {
  handle = await createTestDatabase();
  await seedDemoContentOnce(handle.db, () => loadDemoContent());
  content = createContentService(createContentRepository(handle.db));
});
afterAll(async () => handle.close());

const marked = (item: ArticleSummary | undefined) => (item?.passage ?? []).filter((segment) => segment.mark).map((segment) => segment.text.toLowerCase());
const UMRAH = "how-to-perform-umrah-step-by-step";

describe("article search (issue 11)", () => {
  it("has the english and arabic text search configurations", async () => {
    // PGlite answers { rows }, postgres.js an array of rows.
    const answer = (await handle.db.execute(sql`select cfgname from pg_ts_config where cfgname in ('english', 'arabic') order by 1`)) as unknown;
    const rows = (Array.isArray(answer) ? answer : (answer as { rows: unknown[] }).rows) as { cfgname: string }[];
    expect(rows.map((row) => row.cfgname)).toEqual(["arabic", "english"]);
  });

  it("finds words only the body has, in English, with the passage marked", async () => {
    for (const q of ["zamzam", "black stone"]) {
      const page = await content.guides("en", { page: 1, q });
      const umrah = page.items.find((item) => item.slug === UMRAH);
      expect(umrah, q).toBeDefined();
      expect(umrah!.title.toLowerCase()).not.toContain(q);
      expect(umrah!.excerpt.toLowerCase()).not.toContain(q);
      expect(marked(umrah).join(" "), q).toContain(q.split(" ")[0]);
    }
  });

  it("finds them in Arabic, stemmed (الحجر الأسود finds the body's الحجر الأسود, زمزم its ماء زمزم)", async () => {
    const zamzam = await content.guides("ar", { page: 1, q: "زمزم" });
    const umrah = zamzam.items.find((item) => item.slug === UMRAH);
    expect(umrah).toBeDefined();
    expect(marked(umrah)).toContain("زمزم");
    const stone = await content.guides("ar", { page: 1, q: "الحجر الأسود" });
    expect(stone.items.map((item) => item.slug)).toContain(UMRAH);
    // One language's words do not find the other's pages.
    expect((await content.guides("ar", { page: 1, q: "zamzam" })).items.map((item) => item.slug)).not.toContain(UMRAH);
  });

  it("ranks a title match above a body-only match, and keeps finding part of a title word", async () => {
    const page = await content.guides("en", { page: 1, q: "umrah" });
    expect(page.items[0]?.title.toLowerCase()).toContain("umrah");
    // Every typed word is also a prefix: part of a word finds it, in the body too.
    expect((await content.guides("en", { page: 1, q: "zamz" })).items.map((item) => item.slug)).toContain(UMRAH);
    expect((await content.guides("en", { page: 1, q: "qwxz" })).total).toBe(0);
    expect((await content.guides("en", { page: 1, q: "Miqa" })).items.map((item) => item.slug)).toContain("the-miqat-explained");
  });

  it("gives the passage as plain text segments without Markdown signs, whatever the body holds", async () => {
    await handle.db
      .update(guides)
      .set({ body: { en: "Intro.\n\n> **Drink** <script>alert(1)</script> [the zamzam well](https://x.test/a) \uE000 here.", ar: "نص" } })
      .where(sql`${guides.slug} = 'the-miqat-explained'`);
    const page = await content.guides("en", { page: 1, q: "zamzam well" });
    const miqat = page.items.find((item) => item.slug === "the-miqat-explained");
    const text = (miqat?.passage ?? []).map((segment) => segment.text).join("");
    // ts_headline drops what its parser reads as tags; the rest is text the page escapes.
    expect(text).toContain("Drink alert(1) the zamzam well");
    expect(text).not.toContain("<");
    expect(text).not.toMatch(/[*[\]\uE000]|https|^>| {2}/);
    expect(marked(miqat)).toEqual(["zamzam", "well"]);
  });

  it("is answered by the GIN expression index (the query's expression is the indexed one)", async () => {
    for (const [table, language, name] of [
      [guides, "en", "guides_search_en_idx"],
      [blogPosts, "ar", "blog_posts_search_ar_idx"],
    ] as const) {
      const plan = await handle.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        return tx.execute(
          sql`explain select id from ${table} where ${articleSearchVector(table, language)} @@ to_tsquery(${sql.raw(`'${SEARCH_CONFIG[language]}'::regconfig`)}, 'zamzam:*')`,
        );
      });
      expect(JSON.stringify(plan)).toContain(name);
    }
  });

  it("shows no passage without a search", async () => {
    expect((await content.guides("en", { page: 1 })).items.every((item) => item.passage === undefined)).toBe(true);
  });
});
