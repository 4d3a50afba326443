import type { Permission } from "./roles";

/**
 * The admin pages that exist, in navigation order, with the permission that opens each.
 * Pages of the spec not yet built are absent, so the navigation never links to them.
 */
export const ADMIN_PAGES = [
  { slug: "dashboard", permission: "dashboard.read" },
  { slug: "jobs", permission: "dashboard.read" },
  // Online payments (issue 25), under the bookings' area: the spec's admin list has no payments page.
  { slug: "jobs/payments", permission: "dashboard.read" },
  { slug: "operators", permission: "dashboard.read" },
  { slug: "products", permission: "dashboard.read" },
  { slug: "blogs", permission: "dashboard.read" },
  { slug: "guides", permission: "dashboard.read" },
  { slug: "file-repository", permission: "dashboard.read" },
  { slug: "users", permission: "users.manage" },
  { slug: "security", permission: "security.manage" },
  { slug: "whatsapp-inbox", permission: "dashboard.read" },
  { slug: "contact-messages", permission: "operations.write" },
  { slug: "email-templates", permission: "dashboard.read" },
  { slug: "whatsapp-templates", permission: "dashboard.read" },
  { slug: "workflow", permission: "dashboard.read" },
  { slug: "testimonials", permission: "content.write" },
  { slug: "guides/import", permission: "content.write" },
  { slug: "configurations", permission: "configurations.manage" },
  { slug: "error-logs", permission: "errors.manage" },
  { slug: "system-dashboard", permission: "system.manage" },
  { slug: "database-performance", permission: "system.manage" },
  { slug: "optimization", permission: "system.manage" },
  { slug: "roadmap", permission: "roadmap.manage" },
] as const satisfies readonly { slug: string; permission: Permission }[];
export type AdminPageSlug = (typeof ADMIN_PAGES)[number]["slug"];

/** Other addresses of pages in the list (the spec names /admin/files beside /admin/file-repository). */
const PAGE_ALIASES = ["files"];
const KNOWN_ADMIN_TARGET = new RegExp(`^/admin/(?:${[...ADMIN_PAGES.map((page) => page.slug), ...PAGE_ALIASES].join("|")})(?:\\?[A-Za-z0-9._~%=&+-]*)?$`);

/**
 * Where to go after sign-in: one of the admin pages that exist, with an optional plain ASCII query
 * string; anything else is the dashboard. The result always fits in a Location header (no
 * CR/LF, no line separators, no non-ASCII), so no visitor-chosen `next` can break one.
 */
export function safeNext(next: string | null | undefined): string {
  return next && KNOWN_ADMIN_TARGET.test(next) ? next : "/admin/dashboard";
}
