import { describe, expect, it } from "vitest";
import { bookingAttention, jobAttention } from "./attention";

const now = new Date("2026-11-23T12:00:00Z");
const at = (hours: number) => new Date(now.getTime() + hours * 3_600_000);

describe("attention", () => {
  it("flags a leg whose pickup passed before anyone started it, only while the booking is open", () => {
    expect(jobAttention({ status: "confirmed", pickupAt: at(-1) }, "confirmed", now)).toBe("overdue");
    expect(jobAttention({ status: "started", pickupAt: at(-1) }, "confirmed", now)).toBeNull();
    expect(jobAttention({ status: "unassigned", pickupAt: at(-1) }, "cancelled", now)).toBeNull();
    expect(jobAttention({ status: "unassigned", pickupAt: at(-1) }, "pending", now)).toBe("overdue");
  });

  it("flags an unconfirmed booking or leg within 24 hours of pickup, not further out", () => {
    expect(jobAttention({ status: "unassigned", pickupAt: at(23) }, "pending", now)).toBe("unconfirmed_soon");
    expect(jobAttention({ status: "unassigned", pickupAt: at(25) }, "pending", now)).toBeNull();
    expect(jobAttention({ status: "assigned", pickupAt: at(2) }, "confirmed", now)).toBe("unconfirmed_soon");
    expect(jobAttention({ status: "confirmed", pickupAt: at(2) }, "confirmed", now)).toBeNull();
  });

  it("gives a booking its most urgent leg's flag; a confirmed booking is never 'unconfirmed soon'", () => {
    expect(
      bookingAttention(
        [
          { status: "unassigned", pickupAt: at(5) },
          { status: "unassigned", pickupAt: at(-2) },
        ],
        "quoted",
        now,
      ),
    ).toBe("overdue");
    expect(bookingAttention([{ status: "unassigned", pickupAt: at(5) }], "quoted", now)).toBe("unconfirmed_soon");
    expect(bookingAttention([{ status: "unassigned", pickupAt: at(5) }], "confirmed", now)).toBeNull();
    expect(bookingAttention([{ status: "unassigned", pickupAt: at(-5) }], "completed", now)).toBeNull();
  });
});
