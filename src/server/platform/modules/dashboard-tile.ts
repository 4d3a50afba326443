import type { Permission } from "#shared/auth/roles";

/**
 * A count on the admin dashboard, declared by the feature that owns the rows. Staff see the
 * tiles their role's permissions allow; the dashboard module reads them all through the module
 * context, so it never queries another feature's tables.
 */
export interface DashboardTile {
  /** Stable name, also the key of the dashboard answer's `counts` object. */
  key: string;
  permission: Permission;
  read(): Promise<number>;
}
