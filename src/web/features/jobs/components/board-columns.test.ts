import { describe, expect, it } from "vitest";
import { JOB_STATUSES, type JobStatus } from "#shared/bookings/job-lifecycle";
import { boardColumnOf, boardColumns } from "./board-columns";

const leg = (status: JobStatus, bookingStatus: "confirmed" | "cancelled" | "completed" = "confirmed", id = 1) => ({ id, status, bookingStatus });

describe("the board's columns", () => {
  it("puts every job status in one column: declined waits with unassigned, no-show with completed", () => {
    expect(Object.fromEntries(JOB_STATUSES.map((status) => [status, boardColumnOf(leg(status))]))).toEqual({
      unassigned: "unassigned",
      offered: "offered",
      assigned: "assigned",
      confirmed: "confirmed",
      started: "started",
      arrived: "arrived",
      on_board: "on_board",
      completed: "completed",
      declined: "unassigned",
      cancelled: "cancelled",
      no_show: "completed",
    });
  });

  it("sets a cancelled booking's legs with the cancelled, whatever their own status", () => {
    expect(boardColumnOf(leg("unassigned", "cancelled"))).toBe("cancelled");
    expect(boardColumnOf(leg("assigned", "cancelled"))).toBe("cancelled");
  });

  it("always shows the dispatch columns and completed and cancelled; trip steps only when a leg is in one", () => {
    expect(boardColumns([]).map((c) => c.column)).toEqual(["unassigned", "offered", "assigned", "confirmed", "completed", "cancelled"]);
    const columns = boardColumns([
      leg("arrived", "confirmed", 1),
      leg("offered", "confirmed", 2),
      leg("offered", "confirmed", 3),
      leg("no_show", "confirmed", 4),
    ]);
    expect(columns.map((c) => c.column)).toEqual(["unassigned", "offered", "assigned", "confirmed", "arrived", "completed", "cancelled"]);
    expect(columns.find((c) => c.column === "offered")!.jobs.map((j) => j.id)).toEqual([2, 3]);
    expect(columns.find((c) => c.column === "completed")!.jobs.map((j) => j.id)).toEqual([4]);
  });
});
