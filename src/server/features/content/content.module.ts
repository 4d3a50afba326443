import { streamAddressInForce } from "#shared/settings/stream-address";
import type { FeatureModuleFactory } from "#server/platform/modules/feature-module";
import { createContentRepository } from "./content.repository";
import { createContentService } from "./content.service";
import { contentTiles } from "./content-tiles.repository";
import { seoRoutes } from "./seo.routes";

/** Blog posts, guides and site pages for the public pages; robots.txt and the sitemap. */
export const contentModule: FeatureModuleFactory = (ctx) => {
  const content = createContentService(createContentRepository(ctx.db));
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
      }),
    ],
    reads: {
      posts: content.posts,
      post: content.post,
      postTags: content.postTags,
      guides: content.guides,
      guide: content.guide,
      guideCategories: content.guideCategories,
      sitePage: content.sitePage,
    },
  };
};
