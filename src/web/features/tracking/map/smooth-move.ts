import type { Marker } from "leaflet";

/** How long a vehicle takes to glide to its new position (fixes come every few seconds). */
export const GLIDE_MS = 1_200;

export const between = (from: number, to: number, t: number) => from + (to - from) * t;
/** Ease out: fast at first, gentle on arrival. */
export const easeOut = (t: number) => 1 - (1 - t) ** 3;

/**
 * Moves a marker to a new position over GLIDE_MS instead of jumping, from wherever it is now (a
 * fix that arrives mid-glide continues from there). With reduced motion asked for, it jumps.
 * Returns a stop function.
 */
export function glideTo(marker: Marker, to: { lat: number; lng: number }, reducedMotion: boolean): () => void {
  const from = marker.getLatLng();
  if (reducedMotion || typeof requestAnimationFrame === "undefined") {
    marker.setLatLng([to.lat, to.lng]);
    return () => {};
  }
  const start = performance.now();
  let frame = 0;
  const step = (now: number) => {
    const t = Math.min(1, (now - start) / GLIDE_MS);
    const k = easeOut(t);
    marker.setLatLng([between(from.lat, to.lat, k), between(from.lng, to.lng, k)]);
    if (t < 1) frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
  return () => cancelAnimationFrame(frame);
}
