import type { PositionRejection } from "./tracking-api";
import { MAX_FUTURE_SKEW_MS, MAX_SPEED_MPS, SAUDI_BOUNDS } from "./tracking-constants";

/*
 * The server's judgement of a batch of fixes against the last accepted one (pure: the caller
 * passes the stored fix and the clock). Fixes are taken oldest first; each accepted fix becomes
 * the reference of the next, so a batch drained after an outage is checked as the trip it was.
 */

export interface Fix {
  lat: number;
  lng: number;
  /** Epoch milliseconds. */
  at: number;
  /** Metres, as the phone said (95 % radius); absent when not known. */
  accuracy?: number;
}

/** The most a fix's own stated inaccuracy widens the allowance (a phone's first guess from the mobile network can be kilometres off). */
const MAX_ACCURACY_ALLOWANCE_M = 5_000;
const allowance = (fix: Fix) => Math.min(MAX_ACCURACY_ALLOWANCE_M, Math.max(0, fix.accuracy ?? 0));

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres (haversine). */
export function distanceM(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function inSaudiBounds(point: { lat: number; lng: number }): boolean {
  return point.lat >= SAUDI_BOUNDS.minLat && point.lat <= SAUDI_BOUNDS.maxLat && point.lng >= SAUDI_BOUNDS.minLng && point.lng <= SAUDI_BOUNDS.maxLng;
}

/**
 * Whether going from `from` to `to` needs more than MAX_SPEED_KMH. Two fixes in the same
 * millisecond are a jump unless they are (nearly) the same place; 50 m of GPS noise are always
 * allowed for (a small stated accuracy is not trusted: a bad phone says 5 m and is 200 m off), and
 * each fix's own stated inaccuracy on top (a first fix guessed from the mobile network, 1.5 km
 * off, would otherwise have the satellites' true fixes after it refused for half a minute).
 */
export function isImpossibleJump(from: Fix, to: Fix): boolean {
  const metres = distanceM(from, to);
  const seconds = Math.max(0, (to.at - from.at) / 1000);
  const NOISE_M = 50;
  return metres > NOISE_M + allowance(from) + allowance(to) + MAX_SPEED_MPS * seconds;
}

export type PingVerdict<T> = { kind: "accept"; ping: T } | { kind: "ignore"; ping: T } | { kind: "reject"; ping: T; reason: PositionRejection };

/**
 * Sorts the batch by time (then the page's sequence) and judges each fix: older than or as old as
 * the newest accepted → ignore (a duplicate or an out-of-order fix); later than the clock allows →
 * reject "future"; outside Saudi Arabia → reject "out_of_bounds"; faster than 250 km/h from the
 * newest accepted → reject "impossible_jump". Refused fixes do not move the reference.
 */
export function judgePings<T extends { lat: number; lng: number; accuracy?: number; recordedAt: string; sequence: number }>(
  last: Fix | null,
  pings: readonly T[],
  now: number,
): PingVerdict<T>[] {
  const ordered = [...pings].sort((a, b) => Date.parse(a.recordedAt) - Date.parse(b.recordedAt) || a.sequence - b.sequence);
  let reference = last;
  return ordered.map((ping): PingVerdict<T> => {
    const fix = { lat: ping.lat, lng: ping.lng, at: Date.parse(ping.recordedAt), accuracy: ping.accuracy };
    if (reference && fix.at <= reference.at) return { kind: "ignore", ping };
    if (fix.at > now + MAX_FUTURE_SKEW_MS) return { kind: "reject", ping, reason: "future" };
    if (!inSaudiBounds(fix)) return { kind: "reject", ping, reason: "out_of_bounds" };
    if (reference && isImpossibleJump(reference, fix)) return { kind: "reject", ping, reason: "impossible_jump" };
    reference = fix;
    return { kind: "accept", ping };
  });
}
