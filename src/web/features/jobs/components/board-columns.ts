import type { AdminJobRow } from "#shared/bookings/api-contract";
import type { JobStatus } from "#shared/bookings/job-lifecycle";

export const BOARD_COLUMNS = ["unassigned", "offered", "assigned", "confirmed", "started", "arrived", "on_board", "completed", "cancelled"] as const;
export type BoardColumn = (typeof BOARD_COLUMNS)[number];

/** Always shown (the dispatcher's morning), even empty; the trip steps only when a leg is in one. */
const ALWAYS: readonly BoardColumn[] = ["unassigned", "offered", "assigned", "confirmed", "completed", "cancelled"];
/** Shown folded until opened: finished work. */
export const COLLAPSED_COLUMNS: readonly BoardColumn[] = ["completed", "cancelled"];

/**
 * The board's column of a leg, from its status: a cancelled booking's legs sit with the cancelled
 * whatever their own status says; a decline (on its way back to unassigned) waits with the
 * unassigned; a no-show is finished work, with the completed.
 */
export function boardColumnOf(job: Pick<AdminJobRow, "status" | "bookingStatus">): BoardColumn {
  if (job.status === "cancelled" || job.bookingStatus === "cancelled") return "cancelled";
  const byStatus: Record<JobStatus, BoardColumn> = {
    unassigned: "unassigned",
    declined: "unassigned",
    offered: "offered",
    assigned: "assigned",
    confirmed: "confirmed",
    started: "started",
    arrived: "arrived",
    on_board: "on_board",
    completed: "completed",
    no_show: "completed",
    cancelled: "cancelled",
  };
  return byStatus[job.status];
}

/** The columns to draw, in order, each with its legs (in the order given: by pickup). */
export function boardColumns<T extends Pick<AdminJobRow, "status" | "bookingStatus">>(jobs: readonly T[]): { column: BoardColumn; jobs: T[] }[] {
  const grouped = new Map<BoardColumn, T[]>(BOARD_COLUMNS.map((column) => [column, []]));
  for (const job of jobs) grouped.get(boardColumnOf(job))!.push(job);
  return BOARD_COLUMNS.filter((column) => ALWAYS.includes(column) || grouped.get(column)!.length > 0).map((column) => ({ column, jobs: grouped.get(column)! }));
}
