// Loaded by React Router's config loader, which does not resolve the #shared alias: relative imports only.
import { layout, route, type RouteConfig } from "@react-router/dev/routes";
import { LANGUAGES } from "../shared/i18n/languages";
import { localizePath } from "../shared/i18n/localized-path";

/**
 * Every public page exists once per language: "/blog" and "/ar/blog" render the same module,
 * which reads its language from the URL. Route ids carry the language ("ar/blog").
 */
const PUBLIC_PAGES: [path: string, module: string][] = [
  ["/", "home"],
  ["/services", "services"],
  ["/fleet", "fleet"],
  ["/guides", "guides"],
  ["/guides/:slug", "guide"],
  ["/testimonials", "testimonials"],
  ["/blog", "blog"],
  ["/blog/:slug", "blog-post"],
  ["/contact", "contact"],
  ["/privacy", "site-page"],
  ["/terms", "site-page"],
  ["/makkah-live", "makkah-live"],
  ["*", "not-found"],
];

export default [
  layout(
    "routes/public/public-layout.tsx",
    LANGUAGES.flatMap((language) =>
      PUBLIC_PAGES.map(([path, module]) =>
        route(localizePath(path, language), `routes/public/${module}.tsx`, { id: `${language}${path === "/" ? "/home" : path}` }),
      ),
    ),
  ),
] satisfies RouteConfig;
