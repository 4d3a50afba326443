import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { earliestPickup, isPickupAllowed, pickupRefusal } from "./pickup-window";

const now = new Date("2026-03-01T09:00:00Z");

describe("pickup window", () => {
  it("needs six hours by default, or the lead time from settings", () => {
    expect(earliestPickup(now).toISOString()).toBe("2026-03-01T15:00:00.000Z");
    expect(earliestPickup(now, 24).toISOString()).toBe("2026-03-02T09:00:00.000Z");
    expect(isPickupAllowed(new Date("2026-03-01T15:00:00Z"), now)).toBe(true);
    expect(pickupRefusal(new Date("2026-03-01T14:59:59Z"), now)).toBe("booking.pickup.tooSoon");
    expect(pickupRefusal(new Date("2026-03-01T20:00:00Z"), now, 12)).toBe("booking.pickup.tooSoon");
  });

  it("refuses the past, an invalid date and the far future", () => {
    expect(pickupRefusal(new Date("2026-03-01T08:59:00Z"), now, 0)).toBe("booking.pickup.past");
    expect(pickupRefusal(now, now, 0)).toBe("booking.pickup.past");
    expect(pickupRefusal(new Date("nope"), now)).toBe("booking.pickup.invalid");
    expect(pickupRefusal(new Date("2028-01-01T00:00:00Z"), now)).toBe("booking.pickup.tooFar");
  });

  it("allows a pickup exactly when it is at or after the earliest one (within the horizon)", () => {
    fc.assert(
      fc.property(fc.integer({ min: -10 * 86_400_000, max: 30 * 86_400_000 }), fc.integer({ min: 0, max: 72 }), (offset, lead) => {
        const pickup = new Date(now.getTime() + offset);
        expect(isPickupAllowed(pickup, now, lead)).toBe(offset > 0 && pickup >= earliestPickup(now, lead));
      }),
    );
  });
});
