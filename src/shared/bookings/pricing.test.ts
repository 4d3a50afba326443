import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { vatIncluded } from "#shared/products/money";
import { priceBooking, pricesDiffer, type PricingLeg } from "./pricing";
import type { Season } from "./season";

const ramadan: Season = {
  name: { en: "Ramadan", ar: "رمضان" },
  startDate: "2026-03-01",
  endDate: "2026-03-19",
  multiplierBasisPoints: 12_500,
  productSlug: null,
};
const lastTen: Season = {
  name: { en: "Last ten nights", ar: "العشر الأواخر" },
  startDate: "2026-03-10",
  endDate: "2026-03-19",
  multiplierBasisPoints: 15_000,
  productSlug: "makkah-to-madinah",
};
const trip = (amountHalalas: number, pickupAt = "2026-01-15T10:00:00Z", extras: PricingLeg["extras"] = []): PricingLeg => ({
  price: { unit: "trip", amountHalalas },
  pickupAt: new Date(pickupAt),
  extras,
});

describe("priceBooking, hand-computed", () => {
  it("prices a plain trip with its VAT line", () => {
    const result = priceBooking({ productSlug: "jeddah-airport-to-makkah", legs: [trip(35_000)], seasons: [ramadan] });
    expect(result).toMatchObject({ currency: "SAR", vatRatePercent: 15, totalHalalas: 35_000, vatHalalas: 4_565 });
    expect(result.legs[0]).toMatchObject({
      riyadhDate: "2026-01-15",
      baseHalalas: 35_000,
      season: null,
      seasonAdjustmentHalalas: 0,
      roundingHalalas: 0,
      vatHalalas: 4_565,
    });
  });

  it("applies the season of the Riyadh day and rounds half up to whole riyals", () => {
    // 350 × 1.25 = 437.50 → 438 SAR. 23:30 Riyadh on 28 Feb is still February; 00:30 on 1 March is Ramadan.
    const before = priceBooking({ productSlug: "x", legs: [trip(35_000, "2026-02-28T20:30:00Z")], seasons: [ramadan] });
    const during = priceBooking({ productSlug: "x", legs: [trip(35_000, "2026-02-28T21:30:00Z")], seasons: [ramadan] });
    expect(before.totalHalalas).toBe(35_000);
    expect(during.legs[0]).toMatchObject({
      riyadhDate: "2026-03-01",
      season: { name: { en: "Ramadan" }, multiplierBasisPoints: 12_500 },
      seasonAdjustmentHalalas: 8_750,
      roundingHalalas: 50,
      totalHalalas: 43_800,
      vatHalalas: 5_713,
    });
  });

  it("lets the highest multiplier win when seasons overlap, product-only seasons only for their product", () => {
    const legs = [trip(60_000, "2026-03-12T08:00:00Z")];
    expect(priceBooking({ productSlug: "makkah-to-madinah", legs, seasons: [ramadan, lastTen] }).totalHalalas).toBe(90_000);
    expect(priceBooking({ productSlug: "makkah-to-madinah", legs, seasons: [lastTen, ramadan] }).legs[0]?.season?.name.en).toBe("Last ten nights");
    expect(priceBooking({ productSlug: "makkah-ziyarat-tour", legs, seasons: [ramadan, lastTen] }).totalHalalas).toBe(75_000);
  });

  it("adds extras outside the multiplier", () => {
    const extras = [
      { kind: "child_seat" as const, unitHalalas: 3_000, quantity: 2 },
      { kind: "meet_greet_sign" as const, unitHalalas: 5_000, quantity: 1 },
    ];
    const leg = priceBooking({ productSlug: "x", legs: [trip(35_000, "2026-03-05T10:00:00Z", extras)], seasons: [ramadan] }).legs[0];
    // 350 × 1.25 + 60 + 50 = 547.50 → 548 SAR
    expect(leg?.extras.map((line) => line.totalHalalas)).toEqual([6_000, 5_000]);
    expect(leg?.totalHalalas).toBe(54_800);
  });

  it("bills hourly hire at the minimum hours or more", () => {
    const hourly = (hours: number | null): PricingLeg => ({
      price: { unit: "hour", amountHalalas: 12_000, minimumHours: 3 },
      hours,
      pickupAt: new Date("2026-01-15T10:00:00Z"),
    });
    const result = priceBooking({ productSlug: "hourly-driver", legs: [hourly(2), hourly(5), hourly(null)], seasons: [] });
    expect(result.legs.map((leg) => [leg.billedHours, leg.totalHalalas])).toEqual([
      [3, 36_000],
      [5, 60_000],
      [3, 36_000],
    ]);
    expect(result.totalHalalas).toBe(132_000);
    expect(result.vatHalalas).toBe(vatIncluded(132_000));
  });

  it("keeps odd prices exact until the single rounding, and shows a rounding line", () => {
    const discount: Season = { ...ramadan, multiplierBasisPoints: 11_000 };
    // 333.33 × 1.1 = 366.663 → 367 SAR; adjustment 33.33, rounding 0.34
    expect(priceBooking({ productSlug: "x", legs: [trip(33_333, "2026-03-02T00:00:00Z")], seasons: [discount] }).legs[0]).toMatchObject({
      seasonAdjustmentHalalas: 3_333,
      roundingHalalas: 34,
      totalHalalas: 36_700,
    });
    expect(priceBooking({ productSlug: "x", legs: [trip(35_049)], seasons: [] }).totalHalalas).toBe(35_000);
    expect(priceBooking({ productSlug: "x", legs: [trip(35_050)], seasons: [] }).totalHalalas).toBe(35_100);
  });

  it("refuses bad data as a programming error", () => {
    expect(() => priceBooking({ productSlug: "x", legs: [trip(-1)], seasons: [] })).toThrow(RangeError);
    expect(() => priceBooking({ productSlug: "x", legs: [trip(10.5)], seasons: [] })).toThrow(RangeError);
    expect(() => priceBooking({ productSlug: "x", legs: [trip(100, "2026-03-02T00:00:00Z")], seasons: [{ ...ramadan, multiplierBasisPoints: 0 }] })).toThrow(
      RangeError,
    );
  });

  it("tells whether a new computation charges differently", () => {
    const a = priceBooking({ productSlug: "x", legs: [trip(35_000, "2026-03-02T00:00:00Z")], seasons: [] });
    const b = priceBooking({ productSlug: "x", legs: [trip(35_000, "2026-03-02T00:00:00Z")], seasons: [ramadan] });
    expect(pricesDiffer(a, a)).toBe(false);
    expect(pricesDiffer(a, b)).toBe(true);
  });
});

describe("priceBooking, properties", () => {
  const extra = fc.record({
    kind: fc.constantFrom("child_seat" as const, "extra_stop" as const),
    unitHalalas: fc.integer({ min: 0, max: 50_000 }),
    quantity: fc.integer({ min: 0, max: 5 }),
  });
  const leg = fc.record({
    price: fc.record({
      unit: fc.constantFrom("trip" as const, "hour" as const),
      amountHalalas: fc.integer({ min: 0, max: 2_000_000 }),
      minimumHours: fc.option(fc.integer({ min: 1, max: 8 })),
    }),
    hours: fc.option(fc.integer({ min: 1, max: 24 })),
    pickupAt: fc.date({ min: new Date("2026-02-20T00:00:00Z"), max: new Date("2026-03-25T00:00:00Z"), noInvalidDate: true }),
    extras: fc.array(extra, { maxLength: 4 }),
  });
  const multiplier = fc.integer({ min: 5_000, max: 50_000 });
  const seasonWith = (multiplierBasisPoints: number): Season => ({ ...ramadan, multiplierBasisPoints });

  it("sums legs, rounds each to whole riyals, adds up its lines and shows the VAT of the total", () => {
    fc.assert(
      fc.property(fc.array(leg, { minLength: 1, maxLength: 6 }), multiplier, (legs, m) => {
        const result = priceBooking({ productSlug: "x", legs, seasons: [seasonWith(m)] });
        expect(result.totalHalalas).toBe(result.legs.reduce((sum, l) => sum + l.totalHalalas, 0));
        expect(result.vatHalalas).toBe(vatIncluded(result.totalHalalas));
        expect(Math.abs(result.legs.reduce((sum, l) => sum + l.vatHalalas, 0) - result.vatHalalas)).toBeLessThanOrEqual(result.legs.length);
        for (const l of result.legs) {
          expect(l.totalHalalas % 100).toBe(0);
          const extras = l.extras.reduce((sum, e) => sum + e.totalHalalas, 0);
          expect(l.baseHalalas + l.seasonAdjustmentHalalas + extras + l.roundingHalalas).toBe(l.totalHalalas);
          const exact = l.baseHalalas * (l.season?.multiplierBasisPoints ?? 10_000) + extras * 10_000;
          expect(Math.abs(l.totalHalalas * 10_000 - exact)).toBeLessThanOrEqual(50 * 10_000);
        }
      }),
    );
  });

  it("never charges less for a higher multiplier or for more extras", () => {
    fc.assert(
      fc.property(leg, multiplier, multiplier, extra, (l, m1, m2, added) => {
        const at = { ...l, pickupAt: new Date("2026-03-05T12:00:00Z") };
        const low = priceBooking({ productSlug: "x", legs: [at], seasons: [seasonWith(Math.min(m1, m2))] }).totalHalalas;
        const high = priceBooking({ productSlug: "x", legs: [at], seasons: [seasonWith(Math.max(m1, m2))] }).totalHalalas;
        expect(low).toBeLessThanOrEqual(high);
        const more = priceBooking({ productSlug: "x", legs: [{ ...at, extras: [...at.extras, added] }], seasons: [seasonWith(m1)] }).totalHalalas;
        expect(more).toBeGreaterThanOrEqual(priceBooking({ productSlug: "x", legs: [at], seasons: [seasonWith(m1)] }).totalHalalas);
      }),
    );
  });
});
