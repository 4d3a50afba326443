import type { Permission } from "./roles";

/**
 * The admin pages that exist, in navigation order, with the permission that opens each.
 * Pages of the spec not yet built are absent, so the navigation never links to them.
 */
export const ADMIN_PAGES = [
  { slug: "dashboard", permission: "dashboard.read" },
  { slug: "users", permission: "users.manage" },
  { slug: "security", permission: "security.manage" },
] as const satisfies readonly { slug: string; permission: Permission }[];
export type AdminPageSlug = (typeof ADMIN_PAGES)[number]["slug"];
