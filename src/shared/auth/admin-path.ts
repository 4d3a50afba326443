/**
 * /admin and everything under it: the back office (no Quick Tools bar, no /ar twin). Its own
 * module because every public page's shell needs it, and admin-pages.ts (the list of admin pages
 * and a RegExp built from it at load) must not ride along in the public first load.
 */
export function isAdminPath(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}
