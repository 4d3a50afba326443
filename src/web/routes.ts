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
  ["/testimonials/thank-you/:token", "testimonial-thank-you"],
  ["/blog", "blog"],
  ["/blog/:slug", "blog-post"],
  ["/contact", "contact"],
  ["/privacy", "site-page"],
  ["/terms", "site-page"],
  ["/makkah-live", "makkah-live"],
  ["/book", "book"],
  ["/booking-info", "booking-lookup"],
  ["/booking-info/:token", "booking-info"],
  ["/track/:token", "track"],
  ["*", "not-found"],
];

/** The back office: three pages outside the admin layout, the rest inside it (spec §2). */
const ADMIN_ROUTES = [
  route("/admin", "routes/admin/login.tsx", { id: "admin/index" }),
  route("/admin/login", "routes/admin/login.tsx", { id: "admin/login" }),
  route("/admin/mfa-setup", "routes/admin/mfa-setup.tsx"),
  route("/admin/reset-password", "routes/admin/reset-password.tsx"),
  layout("routes/admin/admin-layout.tsx", [
    route("/admin/dashboard", "routes/admin/dashboard.tsx"),
    route("/admin/jobs", "routes/admin/jobs.tsx"),
    route("/admin/jobs/payments", "routes/admin/payments.tsx"),
    route("/admin/operators", "routes/admin/operators.tsx"),
    route("/admin/products", "routes/admin/products.tsx"),
    route("/admin/blogs", "routes/admin/articles.tsx", { id: "admin/blogs" }),
    route("/admin/blogs/:id", "routes/admin/article-edit.tsx", { id: "admin/blogs/edit" }),
    route("/admin/guides", "routes/admin/articles.tsx", { id: "admin/guides" }),
    route("/admin/guides/:id", "routes/admin/article-edit.tsx", { id: "admin/guides/edit" }),
    route("/admin/file-repository", "routes/admin/file-repository.tsx", { id: "admin/file-repository" }),
    // The spec names both addresses for the same screen.
    route("/admin/files", "routes/admin/file-repository.tsx", { id: "admin/files" }),
    route("/admin/users", "routes/admin/users.tsx"),
    route("/admin/security", "routes/admin/security.tsx"),
    route("/admin/contact-messages", "routes/admin/contact-messages.tsx"),
    route("/admin/contact-messages/:id", "routes/admin/contact-message.tsx"),
    route("/admin/testimonials", "routes/admin/testimonials.tsx"),
    route("/admin/guides/import", "routes/admin/guides-import.tsx"),
    route("/admin/configurations", "routes/admin/configurations.tsx"),
    route("/admin/error-logs", "routes/admin/error-logs.tsx"),
    route("/admin/system-dashboard", "routes/admin/system-dashboard.tsx"),
    route("/admin/database-performance", "routes/admin/database-performance.tsx"),
    route("/admin/optimization", "routes/admin/optimization.tsx"),
    route("/admin/roadmap", "routes/admin/roadmap.tsx"),
    route("/admin/email-templates", "routes/admin/email-templates.tsx"),
    route("/admin/whatsapp-templates", "routes/admin/whatsapp-templates.tsx"),
    route("/admin/whatsapp-inbox", "routes/admin/whatsapp-inbox.tsx"),
    route("/admin/workflow", "routes/admin/workflow.tsx"),
    route("/admin/*", "routes/admin/admin-not-found.tsx"),
  ]),
];

/**
 * The operator's token pages (spec §routes): one address each, outside the public layout, in the
 * operator's language (or ?lang=), plain HTML without scripts (their handle).
 */
const OPERATOR_ROUTES = [
  // One module for the three (the purpose is in the address), short ids: every route is in each
  // page's route manifest, which counts against the public pages' JavaScript budget.
  route("/operator-availability/:token", "routes/operator/operator-page.tsx", { id: "op-a" }),
  route("/operator-confirm/:token", "routes/operator/operator-page.tsx", { id: "op-c" }),
  route("/op/start/:token", "routes/operator/operator-page.tsx", { id: "op-s" }),
];

export default [
  ...ADMIN_ROUTES,
  ...OPERATOR_ROUTES,
  layout(
    "routes/public/public-layout.tsx",
    LANGUAGES.flatMap((language) =>
      PUBLIC_PAGES.map(([path, module]) =>
        route(localizePath(path, language), `routes/public/${module}.tsx`, { id: `${language}${path === "/" ? "/home" : path}` }),
      ),
    ),
  ),
] satisfies RouteConfig;
