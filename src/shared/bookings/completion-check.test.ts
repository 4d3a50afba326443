import { describe, expect, it } from "vitest";
import { completionConcern } from "./completion-check";

const now = new Date("2026-03-10T12:00:00Z");
const past = "2026-03-10T08:00:00Z";
const future = "2026-03-10T18:00:00Z";

describe("completion check", () => {
  it("asks nothing to close a trip whose pickups have passed, whatever the drivers' links say", () => {
    expect(completionConcern([{ status: "assigned", pickupAt: past }], now)).toBeNull();
    expect(
      completionConcern(
        [
          { status: "completed", pickupAt: past },
          { status: "unassigned", pickupAt: new Date(past) },
        ],
        now,
      ),
    ).toBeNull();
  });

  it("warns before a pickup still to come, and about a leg that did not end normally", () => {
    expect(
      completionConcern(
        [
          { status: "completed", pickupAt: past },
          { status: "assigned", pickupAt: future },
        ],
        now,
      ),
    ).toBe("before_pickup");
    for (const status of ["no_show", "cancelled", "declined"])
      expect([status, completionConcern([{ status, pickupAt: past }], now)]).toEqual([status, "leg_problem"]);
    expect(completionConcern([{ status: "no_show", pickupAt: future }], now)).toBe("leg_problem");
  });
});
