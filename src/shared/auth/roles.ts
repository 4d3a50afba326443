/**
 * Staff roles and what each may do (DESIGN.md, "Roles"). The server checks these on every admin
 * API route; the admin screens use the same table to hide what a role cannot open.
 */
export const ROLES = ["admin", "operations", "content", "viewer"] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = [
  "dashboard.read",
  "operations.write",
  "products.write",
  "content.write",
  "files.manage",
  "users.manage",
  "security.manage",
  "configurations.manage",
  "errors.manage",
  "system.manage",
  "roadmap.manage",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  admin: PERMISSIONS,
  operations: ["dashboard.read", "operations.write", "products.write"],
  content: ["dashboard.read", "products.write", "content.write", "files.manage"],
  viewer: ["dashboard.read"],
};

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

export function permissionsOf(role: string): readonly Permission[] {
  return isRole(role) ? ROLE_PERMISSIONS[role] : [];
}

export function can(role: string, permission: Permission): boolean {
  return permissionsOf(role).includes(permission);
}
