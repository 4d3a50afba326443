import { describe, expect, it } from "vitest";
import { cityAt, estimateArrival, greatCircleMeters, recentAverageSpeed, ROAD_FACTOR, SPEEDS, type TrackFix } from "./estimate";
import { AL_HAMRA_TO_JEDDAH_AIRPORT, AZIZIYAH_HOTEL_TO_HARAM, JEDDAH_AIRPORT_TO_HARAM, type RecordedFix } from "./estimate-trips.fixture";

const HARAM = { lat: 21.4225, lng: 39.8262 };
const JEDDAH_T1 = { lat: 21.6796, lng: 39.1565 };
const START = Date.parse("2026-05-20T08:00:00Z");

const fixesOf = (trip: readonly RecordedFix[]): TrackFix[] => trip.map(([lat, lng, seconds]) => ({ lat, lng, at: START + seconds * 1000 }));

/** The estimate at each fix of a trip, as the customer's page would have shown it then, beside the time the trip really still took. */
function replay(trip: readonly RecordedFix[], target: { pickup?: typeof HARAM; dropoff?: typeof HARAM }) {
  const fixes = fixesOf(trip);
  const end = fixes.at(-1)!.at;
  return fixes.map((fix, index) => {
    const estimate = estimateArrival({
      fixes: fixes.slice(0, index + 1),
      pickup: target.pickup ?? null,
      dropoff: target.dropoff ?? null,
      onBoard: !target.pickup,
    });
    return { elapsed: (fix.at - START) / 1000, actual: (end - fix.at) / 1000, estimate: estimate! };
  });
}

describe("great-circle distance", () => {
  it("measures known distances", () => {
    // Jeddah airport T1 to the Haram: about 75 km as the crow flies.
    expect(greatCircleMeters(JEDDAH_T1, HARAM) / 1000).toBeCloseTo(75.3, 0);
    expect(greatCircleMeters(HARAM, HARAM)).toBe(0);
    // One degree of latitude is about 111.2 km.
    expect(greatCircleMeters({ lat: 21, lng: 39 }, { lat: 22, lng: 39 })).toBeCloseTo(111_195, -2);
  });

  it("knows the cities", () => {
    expect(cityAt(HARAM)).toBe("makkah");
    expect(cityAt(JEDDAH_T1)).toBe("jeddah");
    expect(cityAt({ lat: 21.43, lng: 39.5 })).toBeNull(); // the expressway half-way
  });
});

describe("the recent average speed", () => {
  it("is the path over the time of the last five minutes, and needs 30 s of fixes", () => {
    const fixes = fixesOf(JEDDAH_AIRPORT_TO_HARAM);
    expect(recentAverageSpeed(fixes.slice(0, 1))).toBeNull();
    expect(recentAverageSpeed([])).toBeNull();
    // Half-way along the expressway the car keeps about 110 km/h (the fixes lie on a straighter line than the road: a bit less).
    const cruising = recentAverageSpeed(fixes.slice(0, 45))! * 3.6;
    expect(cruising).toBeGreaterThan(85);
    expect(cruising).toBeLessThan(115);
    // Fixes older than five minutes before the newest are not counted: a long stop long ago does not slow the car now.
    const stoppedThenMoving = [
      { lat: 21.5, lng: 39.3, at: 0 },
      { lat: 21.5, lng: 39.3, at: 600_000 },
      ...fixes.slice(40, 44).map((fix, i) => ({ ...fix, at: 700_000 + i * 60_000 })),
    ];
    expect(recentAverageSpeed(stoppedThenMoving)! * 3.6).toBeGreaterThan(85);
  });
});

describe("the estimate on recorded trips", () => {
  it("Jeddah airport → Makkah: distance and estimate fall, and stay within 45 % of the time it really took once moving five minutes", () => {
    const points = replay(JEDDAH_AIRPORT_TO_HARAM, { dropoff: HARAM });
    const first = points[0]!.estimate;
    expect(first.target).toBe("dropoff");
    expect(first.inCity).toBe(false); // leaving Jeddah for Makkah: the open-road speeds
    expect(first.speedBasis).toBe("typical");
    expect(first.roadMeters).toBeCloseTo(first.straightMeters * ROAD_FACTOR, 6);
    expect(first.straightMeters / 1000).toBeCloseTo(75, 0);
    // Before any speed is known: 82 km at 90 km/h, then Makkah's last 16 km at 40 km/h: 78 min, against 84 min driven.
    expect(first.seconds / 60).toBeCloseTo(77.9, 0);
    for (const point of points.filter((p) => p.elapsed >= 300 && p.actual >= 300)) {
      expect(point.estimate.seconds, `at ${point.elapsed / 60} min`).toBeGreaterThan(point.actual * 0.55);
      expect(point.estimate.seconds, `at ${point.elapsed / 60} min`).toBeLessThan(point.actual * 1.45);
    }
    // Falling: from the first ten minutes on (before, the floor replaces the typical speed), every ten minutes the estimate is lower than ten minutes before, and so is the distance.
    for (let i = 20; i < points.length; i += 10) {
      expect(points[i]!.estimate.seconds).toBeLessThan(points[i - 10]!.estimate.seconds);
      expect(points[i]!.estimate.roadMeters).toBeLessThan(points[i - 10]!.estimate.roadMeters);
    }
    const last = points.at(-1)!.estimate;
    expect(last.seconds).toBe(0);
    expect(last.roadMeters).toBeLessThan(150);
  });

  it("a Makkah hotel → Masjid al-Haram: city speeds, and the floor holds the estimate while the car stands at a signal", () => {
    const points = replay(AZIZIYAH_HOTEL_TO_HARAM, { dropoff: HARAM });
    expect(points[0]!.estimate.inCity).toBe(true);
    // 5.2 km straight, 6.7 km by road at a typical 40 km/h: about 10 minutes (the trip took 21, three of them at a signal).
    expect(points[0]!.estimate.seconds / 60).toBeCloseTo(10.1, 0);
    // The three minutes at the signal cannot be foreseen: before them the estimate is short by up to half.
    for (const point of points.filter((p) => p.elapsed >= 300 && p.actual >= 300)) {
      expect(point.estimate.seconds, `at ${point.elapsed / 60} min`).toBeGreaterThan(point.actual * 0.5);
      expect(point.estimate.seconds, `at ${point.elapsed / 60} min`).toBeLessThan(point.actual * 1.45);
    }
    // During the three-minute stop the recent speed falls under 15 km/h: the floor is what is used, and the estimate is bounded by it.
    const floored = points.filter((p) => p.estimate.speedBasis === "floor");
    expect(floored.length).toBeGreaterThan(0);
    for (const point of floored.filter((p) => p.estimate.roadMeters > 150))
      expect(point.estimate.seconds).toBe(Math.round(point.estimate.roadMeters / SPEEDS.city.floor));
    expect(points.at(-1)!.estimate.seconds).toBe(0);
  });

  it("before the passengers are on board the target is the pickup", () => {
    const points = replay(AL_HAMRA_TO_JEDDAH_AIRPORT, { pickup: JEDDAH_T1 });
    expect(points.every((p) => p.estimate.target === "pickup")).toBe(true);
    expect(points[0]!.estimate.inCity).toBe(true); // both in Jeddah
    for (let i = 4; i < points.length; i += 4) expect(points[i]!.estimate.seconds).toBeLessThan(points[i - 4]!.estimate.seconds);
    for (const point of points.filter((p) => p.elapsed >= 300 && p.actual >= 300)) {
      expect(point.estimate.seconds / point.actual, `at ${point.elapsed / 60} min`).toBeGreaterThan(0.55);
      expect(point.estimate.seconds / point.actual, `at ${point.elapsed / 60} min`).toBeLessThan(1.45);
    }
    expect(points.at(-1)!.estimate.seconds).toBe(0);
  });
});

describe("the estimate's edges", () => {
  const fix = { lat: 21.43, lng: 39.5, at: START };
  it("has nothing to say without a fix or a target", () => {
    expect(estimateArrival({ fixes: [], pickup: JEDDAH_T1, dropoff: HARAM, onBoard: false })).toBeNull();
    // A tour or an hourly hire has no drop-off: no estimate once on board.
    expect(estimateArrival({ fixes: [fix], pickup: JEDDAH_T1, dropoff: null, onBoard: true })).toBeNull();
    expect(estimateArrival({ fixes: [fix], pickup: null, dropoff: HARAM, onBoard: false })).toBeNull();
  });

  it("picks the pickup before on board and the drop-off after", () => {
    expect(estimateArrival({ fixes: [fix], pickup: JEDDAH_T1, dropoff: HARAM, onBoard: false })!.target).toBe("pickup");
    const after = estimateArrival({ fixes: [fix], pickup: JEDDAH_T1, dropoff: HARAM, onBoard: true })!;
    expect(after.target).toBe("dropoff");
    expect(after.straightMeters).toBeCloseTo(greatCircleMeters(fix, HARAM), 6);
  });

  it("never uses less than the open road's floor between cities", () => {
    const crawling = [fix, { ...fix, lng: 39.5001, at: START + 120_000 }];
    const estimate = estimateArrival({ fixes: crawling, pickup: null, dropoff: HARAM, onBoard: true })!;
    expect(estimate.speedBasis).toBe("floor");
    expect(estimate.speed).toBe(SPEEDS.road.floor);
  });
});
