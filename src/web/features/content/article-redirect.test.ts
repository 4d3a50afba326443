import { describe, expect, it } from "vitest";
import type { AppLoadContext } from "react-router";
import { loadArticle } from "./article-list-loader";

/** The load context a server gives pages, answering only what /blog/:slug asks. */
function contextWith(redirects: Record<string, string>): AppLoadContext {
  return {
    api: {
      post: async () => null,
      guide: async () => null,
      posts: async () => ({ items: [], page: 1, pageSize: 9, total: 0, totalPages: 1 }),
      guides: async () => ({ items: [], page: 1, pageSize: 9, total: 0, totalPages: 1 }),
      companyProfile: async () => ({ name: { en: "Rihla", ar: "رحلة" } }),
      articleRedirect: async (_kind: string, slug: string, language: string) => redirects[`${language}:${slug}`] ?? redirects[slug] ?? null,
    },
    publicConfig: { siteUrl: "https://rihla.example" },
  } as unknown as AppLoadContext;
}

const load = (path: string, slug: string, context: AppLoadContext) =>
  loadArticle("blog", slug, { request: new Request(`https://rihla.example${path}`), context }).catch((thrown: unknown) => thrown as Response);

describe("an old slug of a published article", () => {
  it("answers 301 to the new address in the page's language", async () => {
    const context = contextWith({ "old-address": "new-address" });
    const ar = (await load("/ar/blog/old-address", "old-address", context)) as Response;
    expect([ar.status, ar.headers.get("Location")]).toEqual([301, "/ar/blog/new-address"]);
    const en = (await load("/blog/old-address", "old-address", context)) as Response;
    expect([en.status, en.headers.get("Location")]).toEqual([301, "/blog/new-address"]);
  });

  it("asks in the page's language: the English slug on the Arabic side moves to the Arabic one", async () => {
    const context = contextWith({ "ar:umrah-guide": "dalil-al-umra" });
    const ar = (await load("/ar/blog/umrah-guide", "umrah-guide", context)) as Response;
    expect([ar.status, ar.headers.get("Location")]).toEqual([301, "/ar/blog/dalil-al-umra"]);
  });

  it("is a 404 when no article ever had the slug", async () => {
    const thrown = (await load("/blog/nothing", "nothing", contextWith({}))) as unknown as { init?: { status: number } };
    expect(thrown.init?.status).toBe(404);
  });
});
