import { describe, expect, it } from "vitest";
import { JOB_STATUSES } from "#shared/bookings/job-lifecycle";
import { needsOperator } from "./needs-operator";

const now = new Date("2026-11-27T09:00:00Z");
const later = "2026-11-27T12:00:00Z";

describe("a leg that still needs an operator", () => {
  it("is unassigned or offered, in an open booking, before its pickup", () => {
    const needing = JOB_STATUSES.filter((status) => needsOperator({ status, bookingStatus: "confirmed", pickupAt: later }, now));
    expect(needing).toEqual(["unassigned", "offered"]);
  });

  it("counts a pending or quoted booking's legs too (staff may ask before confirming)", () => {
    expect(needsOperator({ status: "unassigned", bookingStatus: "pending", pickupAt: later }, now)).toBe(true);
    expect(needsOperator({ status: "offered", bookingStatus: "quoted", pickupAt: later }, now)).toBe(true);
  });

  it("no longer counts once the booking is cancelled or completed, or the pickup has passed", () => {
    expect(needsOperator({ status: "unassigned", bookingStatus: "cancelled", pickupAt: later }, now)).toBe(false);
    expect(needsOperator({ status: "unassigned", bookingStatus: "completed", pickupAt: later }, now)).toBe(false);
    expect(needsOperator({ status: "unassigned", bookingStatus: "confirmed", pickupAt: "2026-11-27T08:59:59Z" }, now)).toBe(false);
    expect(needsOperator({ status: "unassigned", bookingStatus: "confirmed", pickupAt: now }, now)).toBe(true);
  });
});
