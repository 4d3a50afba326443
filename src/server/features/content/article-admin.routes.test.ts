import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { auditLog } from "#server/db/schema/staff-auth";
import { blogPosts } from "#server/db/schema/articles";
import { startTestServer } from "#server/test-support/test-server";
import { createStaffAccount, StaffClient, type TestServer } from "#server/test-support/staff-client";
import type { AdminArticle, AdminArticlePage } from "#shared/content/article-admin-answers";
import { createContentRepository } from "./content.repository";
import { createContentService } from "./content.service";
import { articlePayload } from "#server/test-support/article-payload";

let server: TestServer;
let editor: StaffClient;
let viewer: StaffClient;
beforeAll(async () => {
  server = await startTestServer();
  editor = new StaffClient(server);
  const content = await createStaffAccount(server, "content");
  await editor.signIn(content.email, content.password);
  viewer = new StaffClient(server);
  const view = await createStaffAccount(server, "viewer");
  await viewer.signIn(view.email, view.password);
});
afterAll(async () => server.stop());

const publicReads = () => createContentService(createContentRepository(server.database.db));
const create = async (slug: string, overrides = {}) => {
  const result = await editor.request("POST", "/api/admin/blogs", articlePayload(slug, overrides));
  expect(result.status).toBe(201);
  return result.body as unknown as AdminArticle;
};
const save = (article: AdminArticle, overrides = {}) =>
  editor.request("PATCH", `/api/admin/blogs/${article.id}`, articlePayload(article.slug, { version: article.version, ...overrides }));
const text = async (path: string) => (await fetch(`${server.url}${path}`)).text();

describe("admin blog editor API", () => {
  it("creates a draft (not public), publishes it (public, in the feed and sitemap), audited with before and after", async () => {
    const draft = await create("first-admin-post");
    expect(draft).toMatchObject({ status: "draft", version: 1, readingMinutes: 1 });
    expect(await publicReads().post("en", "first-admin-post")).toBeNull();
    const published = await save(draft, { action: "publish" });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ status: "published", version: 2 });
    expect((await publicReads().post("ar", "first-admin-post"))?.title).toBe("عنوان first-admin-post");
    expect(await text("/ar/blog/feed.xml")).toContain("/ar/blog/first-admin-post</link>");
    expect(await text("/sitemap.xml")).toContain("/blog/first-admin-post</loc>");
    const [entry] = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "blog_post.update"), eq(auditLog.entityId, String(draft.id))));
    expect(entry).toMatchObject({ before: expect.objectContaining({ status: "draft" }), after: expect.objectContaining({ status: "published" }) });
  });

  it("refuses a slug another article uses (409 on the slug field) and a bad slug (400)", async () => {
    await create("taken-slug");
    const again = await editor.request("POST", "/api/admin/blogs", articlePayload("taken-slug"));
    expect([again.status, (again.body.fieldErrors as Record<string, string>).slug]).toEqual([409, "Another article already uses this address (slug)."]);
    const bad = await editor.request("POST", "/api/admin/blogs", articlePayload("Not A Slug"));
    expect(bad.status).toBe(400);
  });

  it("answers 301 from the old slug of a published post to its new one, without chains", async () => {
    const post = await create("old-address", { action: "publish" });
    const renamed = (await save(post, { action: "publish", slug: "new-address" })).body as unknown as AdminArticle;
    await save(renamed, { action: "publish", slug: "newest-address" });
    // The page loader answers 301 with these (src/web/features/content/article-redirect.test.ts).
    expect(await publicReads().articleRedirect("post", "old-address")).toBe("newest-address");
    expect(await publicReads().articleRedirect("post", "new-address")).toBe("newest-address");
    expect(await publicReads().articleRedirect("guide", "old-address")).toBeNull();
    expect(await publicReads().articleRedirect("post", "never-existed")).toBeNull();
  });

  it("gives each language its own address: read by it, 301 from the other language's and from an old one, in the sitemap, unique", async () => {
    const post = await create("umrah-step-by-step", { action: "publish", slugAr: "al-umra-khutwa-bi-khutwa" });
    expect(post.slugAr).toBe("al-umra-khutwa-bi-khutwa");
    const reads = publicReads();
    expect((await reads.post("ar", "al-umra-khutwa-bi-khutwa"))?.slugs).toEqual({ en: "umrah-step-by-step", ar: "al-umra-khutwa-bi-khutwa" });
    expect(await reads.post("ar", "umrah-step-by-step")).toBeNull();
    expect(await reads.post("en", "al-umra-khutwa-bi-khutwa")).toBeNull();
    // The language switch keeps the path: each language's page moves to its own address.
    expect(await reads.articleRedirect("post", "umrah-step-by-step", "ar")).toBe("al-umra-khutwa-bi-khutwa");
    expect(await reads.articleRedirect("post", "al-umra-khutwa-bi-khutwa", "en")).toBe("umrah-step-by-step");
    expect((await reads.posts("ar", { page: 1 })).items.map((item) => item.slug)).toContain("al-umra-khutwa-bi-khutwa");
    expect(await text("/sitemap.xml")).toContain("/ar/blog/al-umra-khutwa-bi-khutwa</loc>");

    const renamed = await editor.request(
      "PATCH",
      `/api/admin/blogs/${post.id}`,
      articlePayload(post.slug, { version: post.version, action: "publish", slugAr: "al-umra" }),
    );
    expect(renamed.status).toBe(200);
    expect(await reads.articleRedirect("post", "al-umra-khutwa-bi-khutwa", "ar")).toBe("al-umra");
    expect(await reads.articleRedirect("post", "al-umra-khutwa-bi-khutwa", "en")).toBeNull();
    expect((await reads.post("en", "umrah-step-by-step"))?.slugs.ar).toBe("al-umra");

    // An Arabic address is one article's only: given explicitly, or taken by default from the English slug.
    const clash = await editor.request("POST", "/api/admin/blogs", articlePayload("another-post", { slugAr: "al-umra" }));
    expect([clash.status, (clash.body.fieldErrors as Record<string, string>).slugAr]).toEqual([
      409,
      "Another article already uses this Arabic address (slug).",
    ]);
    const byDefault = await editor.request("POST", "/api/admin/blogs", articlePayload("al-umra"));
    expect([byDefault.status, (byDefault.body.fieldErrors as Record<string, string>).slug]).toEqual([
      409,
      "Another article already uses this Arabic address (slug).",
    ]);
    const same = await create("same-in-both", { slugAr: "same-in-both" });
    expect(same.slugAr).toBe("");
  });

  it("keeps a scheduled post private (page, feed, sitemap) until the task publishes it after its time", async () => {
    const at = new Date(Date.now() + 1500).toISOString();
    const post = await create("scheduled-post", { action: "schedule", scheduledAt: at });
    expect(post).toMatchObject({ status: "scheduled", scheduledAt: at, publishedAt: null });
    expect(await server.scheduler.runNow("content.publish-scheduled")).toBe("ran");
    expect(await publicReads().post("en", "scheduled-post")).toBeNull();
    expect(await text("/blog/feed.xml")).not.toContain("scheduled-post");
    expect(await text("/sitemap.xml")).not.toContain("scheduled-post");
    await new Promise((resolve) => setTimeout(resolve, 1600));
    await server.scheduler.runNow("content.publish-scheduled");
    expect((await publicReads().post("en", "scheduled-post"))?.publishedAt).toBe(at);
    expect(await text("/blog/feed.xml")).toContain("/blog/scheduled-post</link>");
  });

  it("refuses to schedule in the past", async () => {
    const result = await editor.request("POST", "/api/admin/blogs", articlePayload("past", { action: "schedule", scheduledAt: "2020-01-01T00:00:00Z" }));
    expect([result.status, (result.body.fieldErrors as Record<string, string>).scheduledAt]).toEqual([400, "Choose a time in the future."]);
  });

  it("answers 409 with the other person's version to a stale save, and takes an overwrite naming it", async () => {
    const post = await create("two-editors");
    const theirs = await save(post, { title: { en: "Their title", ar: "" } });
    expect(theirs.status).toBe(200);
    const mine = await save(post, { title: { en: "My title", ar: "" } });
    expect(mine.status).toBe(409);
    expect(mine.body).toMatchObject({ code: "version_conflict", current: { version: 2, title: { en: "Their title" } } });
    const overwrite = await save(post, { version: 2, title: { en: "My title", ar: "" } });
    expect(overwrite.body).toMatchObject({ version: 3, title: { en: "My title" } });
  });

  it("never lets a <script> or a javascript: link of the Markdown reach the page", async () => {
    await create("hostile-body", {
      action: "publish",
      title: { en: "Hostile", ar: "" },
      body: { en: '<script>alert(1)</script>\n\n[x](javascript:alert(2)) <img src=x onerror="alert(3)">', ar: "" },
    });
    const html = (await publicReads().post("en", "hostile-body"))!.html;
    expect(html).not.toMatch(/<script|javascript:|onerror/i);
    expect(html).toContain("<a>x</a>");
  });

  it("soft-deletes (gone from the public site, listed in the trash), restores, duplicates", async () => {
    const post = await create("to-delete", { action: "publish" });
    expect((await editor.request("DELETE", `/api/admin/blogs/${post.id}`)).status).toBe(200);
    expect(await publicReads().post("en", "to-delete")).toBeNull();
    const trash = (await viewer.request("GET", "/api/admin/blogs?status=deleted")).body as unknown as AdminArticlePage;
    expect(trash.items.map((item) => item.slug)).toContain("to-delete");
    expect((await editor.request("POST", `/api/admin/blogs/${post.id}/restore`)).status).toBe(200);
    expect(await publicReads().post("en", "to-delete")).not.toBeNull();
    const copy = await editor.request("POST", `/api/admin/blogs/${post.id}/duplicate`);
    expect(copy.body).toMatchObject({ slug: "to-delete-copy", status: "draft", version: 1 });
  });

  it("purges what stayed in the trash over 30 days", async () => {
    const post = await create("old-trash");
    await editor.request("DELETE", `/api/admin/blogs/${post.id}`);
    await server.database.db
      .update(blogPosts)
      .set({ deletedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(blogPosts.id, post.id));
    await server.scheduler.runNow("content.purge-trash");
    expect((await editor.request("GET", `/api/admin/blogs/${post.id}`)).status).toBe(404);
  });

  it("lists with search, status and missing-language filters and language completeness", async () => {
    await create("only-english", { title: { en: "Only English zebra", ar: "" }, body: { en: "Text", ar: "" } });
    const list = (await viewer.request("GET", "/api/admin/blogs?q=zebra&missing=ar&status=draft")).body as unknown as AdminArticlePage;
    expect(list.items.map((item) => [item.slug, item.complete])).toEqual([["only-english", { en: true, ar: false }]]);
    expect((await viewer.request("GET", "/api/admin/blogs?page=0")).status).toBe(400);
  });

  it("keeps viewers out of every write", async () => {
    expect((await viewer.request("POST", "/api/admin/blogs", articlePayload("viewer-post"))).status).toBe(403);
    expect((await viewer.request("POST", "/api/admin/guides", articlePayload("viewer-guide"))).status).toBe(403);
  });

  it("publishes a guide only with a category", async () => {
    const result = await editor.request("POST", "/api/admin/guides", articlePayload("guide-no-category", { action: "publish", category: "" }));
    expect(result.status).toBe(400);
    const ok = await editor.request("POST", "/api/admin/guides", articlePayload("guide-with-category", { action: "publish" }));
    expect(ok.status).toBe(201);
    expect((await publicReads().guide("ar", "guide-with-category"))?.tags).toEqual(["umrah"]);
  });
});
