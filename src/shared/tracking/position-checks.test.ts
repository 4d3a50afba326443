import { describe, expect, it } from "vitest";
import { distanceM, inSaudiBounds, isImpossibleJump, judgePings } from "./position-checks";
import { MAX_SPEED_KMH } from "./tracking-constants";

const HARAM = { lat: 21.4225, lng: 39.8262 };
const T0 = Date.parse("2026-05-20T10:00:00Z");
const ping = (sequence: number, seconds: number, lat = HARAM.lat, lng = HARAM.lng) => ({
  lat,
  lng,
  sequence,
  recordedAt: new Date(T0 + seconds * 1000).toISOString(),
});
const kinds = (verdicts: ReturnType<typeof judgePings>) =>
  verdicts.map((verdict) => [verdict.ping.sequence, verdict.kind === "reject" ? verdict.reason : verdict.kind]);

describe("position checks", () => {
  it("measures great-circle distances (Jeddah airport T1 → the Haram ≈ 75 km)", () => {
    expect(Math.round(distanceM({ lat: 21.6796, lng: 39.1565 }, HARAM) / 1000)).toBe(75);
    expect(distanceM(HARAM, HARAM)).toBe(0);
  });

  // A box with a margin, not the border: Amman or Dubai are inside it; far away places are not.
  it("keeps Saudi Arabia's bounds: Makkah, Tabuk, Najran, Dammam in; Cairo, Beirut, Sana'a, Muscat, 0/0 out", () => {
    for (const inside of [HARAM, { lat: 28.38, lng: 36.57 }, { lat: 17.49, lng: 44.13 }, { lat: 26.43, lng: 50.1 }])
      expect([inside, inSaudiBounds(inside)]).toEqual([inside, true]);
    for (const outside of [
      { lat: 30.04, lng: 31.24 },
      { lat: 33.89, lng: 35.5 },
      { lat: 15.37, lng: 44.19 },
      { lat: 23.59, lng: 58.41 },
      { lat: 0, lng: 0 },
    ])
      expect([outside, inSaudiBounds(outside)]).toEqual([outside, false]);
  });

  it("calls a move faster than 250 km/h an impossible jump, GPS noise of a standing car not", () => {
    const from = { ...HARAM, at: T0 };
    // 10 s at 250 km/h is 694 m (plus 50 m of noise allowed): 700 m is fine, 800 m is not.
    const north = (metres: number) => HARAM.lat + metres / 111_195;
    expect(isImpossibleJump(from, { lat: north(700), lng: HARAM.lng, at: T0 + 10_000 })).toBe(false);
    expect(isImpossibleJump(from, { lat: north(800), lng: HARAM.lng, at: T0 + 10_000 })).toBe(true);
    expect(isImpossibleJump(from, { lat: north(30), lng: HARAM.lng, at: T0 })).toBe(false);
    expect(MAX_SPEED_KMH).toBe(250);
  });

  it("widens the allowance by each fix's own stated inaccuracy, up to 5 km each", () => {
    const north = (metres: number) => HARAM.lat + metres / 111_195;
    // A network guess 1.5 km off, then the satellites' fix 6 s later (416 m at 250 km/h + 50 m of noise).
    const guess = { lat: north(1_500), lng: HARAM.lng, at: T0, accuracy: 1_500 };
    const satellites = { ...HARAM, at: T0 + 6_000, accuracy: 8 };
    expect(isImpossibleJump({ ...guess, accuracy: 8 }, satellites)).toBe(true);
    expect(isImpossibleJump(guess, satellites)).toBe(false);
    expect(isImpossibleJump(satellites, { ...guess, at: T0 + 12_000 })).toBe(false);
    // A stated accuracy of 100 km counts as 5 km: 20 km away in 6 s is still a jump.
    expect(isImpossibleJump({ ...guess, accuracy: 100_000 }, { lat: north(21_500), lng: HARAM.lng, at: T0 + 6_000 })).toBe(true);
  });

  it("judges a batch in time order against the newest accepted fix: duplicates and older fixes ignored, refused ones skipped", () => {
    const last = { ...HARAM, at: T0 };
    const verdicts = judgePings(
      last,
      [
        ping(5, 20, HARAM.lat + 0.001), // fine, sent out of order within the batch
        ping(1, 0), // the stored fix again: a duplicate
        ping(2, -30), // older than the stored fix
        ping(3, 5, 30.04, 31.24), // Cairo
        ping(4, 10, HARAM.lat + 1), // 111 km in 10 s
        ping(6, 25, HARAM.lat + 0.0012),
        ping(7, 25, HARAM.lat + 0.0012), // same moment as 6
        ping(8, 3_600), // an hour ahead of the clock
      ],
      T0 + 60_000,
    );
    expect(kinds(verdicts)).toEqual([
      [2, "ignore"],
      [1, "ignore"],
      [3, "out_of_bounds"],
      [4, "impossible_jump"],
      [5, "accept"],
      [6, "accept"],
      [7, "ignore"],
      [8, "future"],
    ]);
  });

  it("takes the first fix of a leg as it comes (inside the bounds), then chains from the accepted ones", () => {
    const verdicts = judgePings(null, [ping(0, 0), ping(1, 5, HARAM.lat + 0.0005), ping(2, 6, HARAM.lat + 0.05)], T0 + 10_000);
    expect(kinds(verdicts)).toEqual([
      [0, "accept"],
      [1, "accept"],
      [2, "impossible_jump"],
    ]);
  });
});
