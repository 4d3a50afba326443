import { describe, expect, it } from "vitest";
import { isBookingMessageKey } from "./booking-messages";
import { priceBooking } from "./pricing";
import { pricingLegsFor } from "./pricing-input";

const legs = [
  { pickupAt: "2026-03-01T02:00:00+03:00", hours: 5, extras: [{ kind: "child_seat" as const, quantity: 2 }] },
  { pickupAt: "2026-03-02T10:00:00Z", extras: [] },
];

describe("pricingLegsFor", () => {
  it("attaches the server's prices to the requested legs", () => {
    const result = pricingLegsFor(
      legs,
      [1, 2].map(() => ({ unit: "hour" as const, amountHalalas: 12_000, minimumHours: 3 })),
      { child_seat: 3_000 },
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.legs[0]).toEqual({
      price: { unit: "hour", amountHalalas: 12_000, minimumHours: 3 },
      hours: 5,
      pickupAt: new Date("2026-02-28T23:00:00Z"),
      extras: [{ kind: "child_seat", unitHalalas: 3_000, quantity: 2 }],
    });
    // 5 h × 120 + 2 × 30 = 660 SAR; then the 3-hour minimum: 360 SAR.
    expect(priceBooking({ productSlug: "hourly-driver", legs: result.legs, seasons: [] }).legs.map((leg) => leg.totalHalalas)).toEqual([66_000, 36_000]);
  });

  it("refuses an extra the company does not offer, naming the field", () => {
    const result = pricingLegsFor(
      legs,
      [1, 2].map(() => ({ unit: "trip" as const, amountHalalas: 35_000 })),
      {},
    );
    expect(result).toEqual({ ok: false, messageKey: "booking.extras.unavailable", path: ["legs", 0, "extras", 0, "kind"] });
    if (!result.ok) expect(isBookingMessageKey(result.messageKey)).toBe(true);
  });
});
