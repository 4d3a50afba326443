import { streamAddressInForce } from "#shared/settings/stream-address";
import type { FeatureModuleFactory } from "#server/platform/modules/feature-module";
import { createArticleAdminRepository } from "./article-admin.repository";
import { articleAdminRoutes } from "./article-admin.routes";
import { createArticleAdminService } from "./article-admin.service";
import { createContentRepository } from "./content.repository";
import { createContentService } from "./content.service";
import { contentTiles } from "./content-tiles.repository";
import { feedRoutes } from "./feed.routes";
import { seoRoutes } from "./seo.routes";

/**
 * Blog posts, guides and site pages for the public pages; robots.txt, the sitemap and the blog
 * feeds; the admin blog and guide editors with their publishing and trash tasks.
 */
export const contentModule: FeatureModuleFactory = (ctx) => {
  const content = createContentService(createContentRepository(ctx.db));
  const articles = createArticleAdminService({
    repository: createArticleAdminRepository(ctx.db),
    audit: ctx.audit,
    clearPageCache: () => ctx.clearPageCache(),
  });
  return {
    name: "content",
    tiles: contentTiles(ctx.db),
    routes: [
      seoRoutes({
        siteUrl: ctx.siteUrl,
        content,
        hiddenPaths: async () => {
          const { site, flags } = await ctx.siteSettings.current();
          const live = flags.makkahLive && streamAddressInForce(site.makkahLiveStreamUrl, ctx.config.MAKKAH_LIVE_STREAM_URL) !== null;
          return [...(live ? [] : ["/makkah-live"]), ...(flags.onlineBooking ? [] : ["/book"])];
        },
        shownLanguages: ctx.siteSettings.languages,
      }),
      feedRoutes({ siteUrl: ctx.siteUrl, content, shownLanguages: ctx.siteSettings.languages }),
    ],
    adminRoutes: articleAdminRoutes({ articles }),
    schedules: [
      // Every 15 s: a scheduled article is public within a minute of its time, as promised in the editor.
      { name: "content.publish-scheduled", pattern: "*/15 * * * * *", runAtStart: true, run: () => articles.publishDue() },
      { name: "content.purge-trash", pattern: "23 3 * * *", run: () => articles.purgeDeleted() },
    ],
    reads: {
      posts: content.posts,
      post: content.post,
      postTags: content.postTags,
      guides: content.guides,
      guide: content.guide,
      guideCategories: content.guideCategories,
      articleRedirect: content.articleRedirect,
      sitePage: content.sitePage,
    },
  };
};
