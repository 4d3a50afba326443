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

/**
 * A series on the admin dashboard (a point per day or per week, oldest first), declared like a
 * tile by the feature that owns the rows; the dashboard draws it with uPlot.
 */
export interface DashboardChart {
  /** Stable name, also the key of the dashboard answer's `charts` object. */
  key: string;
  permission: Permission;
  read(): Promise<DashboardPoint[]>;
}
export interface DashboardPoint {
  /** The day ("2026-11-24") or the week's Monday, in Makkah time. */
  at: string;
  value: number;
}
