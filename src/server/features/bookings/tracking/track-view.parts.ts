import type { ModuleContext } from "#server/platform/modules/module-context";
import { createTokenLinksRepository } from "../token-links.repository";
import { createLiveMapRepository } from "./live-map.repository";
import { liveMapRoutes } from "./live-map.routes";
import { createLiveMapService } from "./live-map.service";
import { createTrackViewRepository } from "./track-view.repository";
import { trackViewRoutes } from "./track-view.routes";
import { createTrackViewService } from "./track-view.service";

/**
 * The read side of live tracking (issue 23, tracking-web lane): the customer's track view (its
 * API route and the page's server read), the staff live map and a leg's track (admin routes), and
 * the page's server read.
 */
export function trackViewParts(ctx: ModuleContext) {
  const views = createTrackViewService({ links: createTokenLinksRepository(ctx.db), repository: createTrackViewRepository(ctx.db) });
  const maps = createLiveMapService({ repository: createLiveMapRepository(ctx.db) });
  return {
    router: trackViewRoutes({ views }),
    adminRoutes: liveMapRoutes({ maps }),
    reads: { view: views.view },
  };
}
