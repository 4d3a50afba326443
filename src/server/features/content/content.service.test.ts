import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#server/db/client";
import { loadDemoContent } from "#server/db/seed/load-content";
import { seedDemoContentOnce } from "#server/db/seed/seed-demo";
import { createTestDatabase } from "#server/db/test-database";
import { createContentRepository } from "./content.repository";
import { createContentService, type ContentService } from "./content.service";

/**
 * The read API behind /blog, /guides and their /ar twins is a boundary: what a visitor puts in
 * the path or the query string must never become a database error (PostgreSQL refuses NUL).
 */
let handle: DatabaseHandle;
let content: ContentService;
beforeAll(async () => {
  handle = await createTestDatabase();
  await seedDemoContentOnce(handle.db, () => loadDemoContent());
  content = createContentService(createContentRepository(handle.db));
});
afterAll(async () => handle.close());

const hostile = ["\u0000", "a\u0000b", "\u0001", "\u001b[31m", "\u007f", "\u2028", "\ud800", "%00", "../etc/passwd", "x".repeat(300), "لوحة"];

describe("content read API with hostile input (issue 9, item 2)", () => {
  it.each(hostile)("answers no post or guide for the slug %j", async (slug) => {
    expect(await content.post("en", slug)).toBeNull();
    expect(await content.guide("ar", slug)).toBeNull();
  });

  it.each(hostile)("answers a list (never an error) for ?q= and ?tag= %j", async (text) => {
    for (const list of [content.posts, content.guides]) {
      for (const query of [
        { page: 1, q: text },
        { page: 1, tag: text },
      ]) {
        const page = await list("en", query);
        expect(page.page).toBeGreaterThanOrEqual(1);
        expect(page.items.every((item) => typeof item.slug === "string")).toBe(true);
      }
    }
  });

  it("answers a page number far out of range with an empty page", async () => {
    const page = await content.posts("en", { page: Number.MAX_SAFE_INTEGER });
    expect(page.items).toEqual([]);
  });

  it("still finds real posts, guides and searches", async () => {
    const [first] = (await content.posts("en", { page: 1 })).items;
    expect(await content.post("en", first!.slug)).not.toBeNull();
    expect((await content.posts("en", { page: 1, q: first!.title.slice(0, 6) })).total).toBeGreaterThan(0);
  });
});
