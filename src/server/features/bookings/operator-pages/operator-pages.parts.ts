import type { ModuleContext } from "#server/platform/modules/module-context";
import type { OperatorPagesApi } from "#shared/dispatch/operator-pages-api";
import { operatorPagesRoutes } from "./operator-pages.routes";
import { createOperatorPagesService, type OperatorLinkMoves } from "./operator-pages.service";

/**
 * What the operator's token pages add to the bookings module: the router in front of React Router
 * (headers, and the checks every post passes first) and the pages' read and write, over
 * dispatch's operator-side moves.
 */
export function operatorPagesParts(ctx: Pick<ModuleContext, "limiter" | "trustProxy" | "siteUrl">, moves: OperatorLinkMoves | null) {
  const pages: OperatorPagesApi | undefined = moves ? createOperatorPagesService({ moves }) : undefined;
  return {
    router: operatorPagesRoutes({ limiter: ctx.limiter, trustProxy: ctx.trustProxy, siteUrl: ctx.siteUrl }),
    reads: pages ? { operatorPages: pages } : {},
  };
}
