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

/** /admin and everything under it: the back office (no Quick Tools bar, no /ar twin). */
export function isAdminPath(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}

/** Where to go after sign-in: only an admin page of this site (never another host). */
export function safeNext(next: string | null | undefined): string {
  if (!next || !next.startsWith("/admin/") || next.startsWith("//") || next.includes("\\")) return "/admin/dashboard";
  return next.startsWith("/admin/login") ? "/admin/dashboard" : next;
}
