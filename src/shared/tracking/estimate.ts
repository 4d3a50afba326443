/*
 * The customer's "about 12 minutes away", without a routing service (issue 23, "The estimate").
 *
 *   road distance = great-circle distance × ROAD_FACTOR
 *   estimate      = road distance ÷ speed
 *
 * The speed is the recent average speed (the path of the fixes of the last 5 minutes over their
 * time span), or a typical speed while the vehicle has not moved long enough to have one:
 *
 * - In a city (the vehicle and its target inside the same city's circle, CITIES below), that
 *   speed is held between a floor of 15 km/h and a ceiling of 50 km/h (typical 40 km/h). The floor
 *   keeps a car queuing at a signal near the Haram from showing an estimate that runs away; the
 *   ceiling keeps the expressway speed it arrived with from promising Makkah's streets at 100 km/h.
 * - Elsewhere (between cities, leaving Jeddah airport for Makkah) the stretch to the target city's
 *   circle goes at that speed with a floor of 80 km/h (typical 90 km/h: the expressways), so a car that stood at
 *   the terminal while the pilgrims loaded their bags does not promise a three-hour drive; the last
 *   stretch inside the target's city goes at the city's typical 40 km/h.
 *
 * The target is the pickup until the passengers are on board, then the drop-off (a tour or an
 * hourly hire has none: no estimate once on board).
 *
 * The road factor 1.3 is the ratio of the driven to the straight distance on the company's usual
 * routes (Jeddah airport → Masjid al-Haram: about 75 km straight, 98 km by road; hotels in
 * Aziziyah → the Haram: 5.2 km straight, about 7 km by road). The tests replay recorded trips
 * (estimate.test.ts, fixtures in estimate-trips.fixture.ts) and hold the estimate within 45 % of
 * the time the trip really took from each point once the car has been moving for five minutes and
 * until its last five minutes (in Makkah's streets, short by up to half before a stop at a signal
 * that nothing could foresee).
 *
 * Pure: the caller passes the fixes and "now"; nothing here reads a clock.
 */

export interface LatLng {
  lat: number;
  lng: number;
}

/** One recorded position; `at` in epoch milliseconds. */
export interface TrackFix extends LatLng {
  at: number;
}

export const ROAD_FACTOR = 1.3;
/** Fixes older than this (before the newest one) do not count towards the recent speed. */
export const RECENT_WINDOW_MS = 5 * 60_000;
/** A shorter span of fixes says too little about the speed: the typical speed is used instead. */
export const MIN_SPEED_SPAN_MS = 30_000;
/** Within this road distance the car is there: 0 s (and the page says "arriving"). */
export const ARRIVED_WITHIN_M = 150;

const KMH = 1000 / 3600;
export const SPEEDS = {
  city: { typical: 40 * KMH, floor: 15 * KMH, ceiling: 50 * KMH },
  road: { typical: 90 * KMH, floor: 80 * KMH, ceiling: Number.POSITIVE_INFINITY },
} as const;

/** The cities the company drives in, with a circle that holds their built-up area (metres). */
export const CITIES: readonly { id: string; centre: LatLng; radiusM: number }[] = [
  { id: "makkah", centre: { lat: 21.4225, lng: 39.8262 }, radiusM: 12_000 },
  { id: "madinah", centre: { lat: 24.4672, lng: 39.6112 }, radiusM: 12_000 },
  { id: "jeddah", centre: { lat: 21.5433, lng: 39.1728 }, radiusM: 22_000 },
  { id: "taif", centre: { lat: 21.2703, lng: 40.4158 }, radiusM: 10_000 },
  { id: "riyadh", centre: { lat: 24.7136, lng: 46.6753 }, radiusM: 30_000 },
  { id: "dammam", centre: { lat: 26.4207, lng: 50.0888 }, radiusM: 20_000 },
];

const EARTH_RADIUS_M = 6_371_008.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Haversine distance in metres (WGS 84 mean radius). */
export function greatCircleMeters(a: LatLng, b: LatLng): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

type City = (typeof CITIES)[number];
const cityHolding = (point: LatLng): City | undefined => CITIES.find((city) => greatCircleMeters(point, city.centre) <= city.radiusM);

/** The city whose circle holds the point, if any. */
export function cityAt(point: LatLng): string | null {
  return cityHolding(point)?.id ?? null;
}

/** Metres per second over the fixes of the last RECENT_WINDOW_MS, or null when they span too little time. */
export function recentAverageSpeed(fixes: readonly TrackFix[]): number | null {
  const newest = fixes.at(-1);
  if (!newest) return null;
  const recent = fixes.filter((fix) => fix.at >= newest.at - RECENT_WINDOW_MS && fix.at <= newest.at);
  const first = recent[0];
  if (!first || newest.at - first.at < MIN_SPEED_SPAN_MS) return null;
  let path = 0;
  for (let i = 1; i < recent.length; i += 1) path += greatCircleMeters(recent[i - 1]!, recent[i]!);
  return path / ((newest.at - first.at) / 1000);
}

export type EstimateTarget = "pickup" | "dropoff";

export interface Estimate {
  target: EstimateTarget;
  /** Straight-line metres from the last fix to the target. */
  straightMeters: number;
  /** The road distance shown to the customer (straight × ROAD_FACTOR). */
  roadMeters: number;
  /** Seconds to the target from the last fix's time (0 when within ARRIVED_WITHIN_M). */
  seconds: number;
  /** The speed used where the vehicle is now, m/s, and where it came from. */
  speed: number;
  speedBasis: "recent" | "typical" | "floor" | "ceiling";
  /** The vehicle is in its target's city. */
  inCity: boolean;
}

export interface EstimateInput {
  /** The leg's fixes, oldest first (only the last ones matter). */
  fixes: readonly TrackFix[];
  pickup: LatLng | null;
  dropoff: LatLng | null;
  /** Passengers on board: the target is the drop-off. */
  onBoard: boolean;
}

function bounded(recent: number | null, speeds: (typeof SPEEDS)[keyof typeof SPEEDS]): Pick<Estimate, "speed" | "speedBasis"> {
  const chosen = recent ?? speeds.typical;
  if (chosen < speeds.floor) return { speed: speeds.floor, speedBasis: "floor" };
  if (chosen > speeds.ceiling) return { speed: speeds.ceiling, speedBasis: "ceiling" };
  return { speed: chosen, speedBasis: recent === null ? "typical" : "recent" };
}

/** The distance and time to the pickup (before on board) or the drop-off (after); null without a fix or a target. */
export function estimateArrival({ fixes, pickup, dropoff, onBoard }: EstimateInput): Estimate | null {
  const last = fixes.at(-1);
  const target = onBoard ? dropoff : pickup;
  if (!last || !target) return null;
  const straightMeters = greatCircleMeters(last, target);
  const roadMeters = straightMeters * ROAD_FACTOR;
  const targetCity = cityHolding(target);
  const inCity = targetCity !== undefined && targetCity === cityHolding(last);
  const recent = recentAverageSpeed(fixes);
  const here = bounded(recent, inCity ? SPEEDS.city : SPEEDS.road);
  // Outside the target's city: the last stretch, inside its circle, at the city's typical speed.
  const cityStraight = inCity ? straightMeters : targetCity ? Math.min(straightMeters, targetCity.radiusM - greatCircleMeters(target, targetCity.centre)) : 0;
  const openStraight = straightMeters - cityStraight;
  const travel = inCity ? roadMeters / here.speed : (openStraight * ROAD_FACTOR) / here.speed + (cityStraight * ROAD_FACTOR) / SPEEDS.city.typical;
  const seconds = roadMeters <= ARRIVED_WITHIN_M ? 0 : Math.round(travel);
  return { target: onBoard ? "dropoff" : "pickup", straightMeters, roadMeters, seconds, ...here, inCity };
}
