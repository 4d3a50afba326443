import { Hono, type MiddlewareHandler } from "hono";
import type { ApiErrorBody } from "#shared/api/api-error";
import type { FeatureFlag } from "#shared/settings/feature-flags";
import type { SiteSettingsCache } from "./site-settings-cache";

/**
 * A public module an administrator switched off on /admin/configurations answers 404, as if it
 * did not exist (its page does the same, and its links are hidden).
 */
export function featureGate(siteSettings: Pick<SiteSettingsCache, "flags">, flag: FeatureFlag): MiddlewareHandler {
  return async (c, next) => {
    if (!(await siteSettings.flags())[flag]) {
      c.header("Cache-Control", "no-store");
      return c.json<ApiErrorBody>({ error: "Not found." }, 404);
    }
    await next();
  };
}

/** `router` with `paths` behind the flag's gate (paths as Hono patterns, e.g. "/api/contact"). */
export function gated(router: Hono, siteSettings: Pick<SiteSettingsCache, "flags">, flag: FeatureFlag, paths: readonly string[]): Hono {
  const app = new Hono();
  for (const path of paths) app.use(path, featureGate(siteSettings, flag));
  return app.route("/", router);
}
