import { LANGUAGE_LOCALE, type Language } from "#shared/i18n/languages";
import { estimateArrival, type LatLng } from "#shared/tracking/estimate";
import type { TrackPlace, TrackPosition, TrackView } from "#shared/tracking/tracking-api";
import { RECENT_POSITIONS } from "#shared/tracking/tracking-constants";
import { formatAge, formatDistance, isConnectionLost } from "../track-age";
import { fill, type TrackLiveTexts } from "./track-live-config";

/*
 * The /track page's live facts, computed the same way by the server's render (at its own time)
 * and by the page's script (every second, by the server's clock as the page measured it).
 */

export const coordinatesOf = (place: TrackPlace | null): LatLng | null =>
  place && place.lat !== null && place.lng !== null ? { lat: place.lat, lng: place.lng } : null;

/** The view with one more fix (ignored when not newer than the newest: a late or repeated event). */
export function withFix(view: TrackView, fix: TrackPosition): TrackView {
  const newest = view.lastPosition;
  if (view.ended || (newest && Date.parse(fix.recordedAt) <= Date.parse(newest.recordedAt))) return view;
  return { ...view, lastPosition: fix, recentPositions: [...view.recentPositions, fix].slice(-RECENT_POSITIONS) };
}

export interface TrackSummary {
  /** Null before there is an estimate (no fix yet, or no coordinates for the target). */
  etaSeconds: number | null;
  distanceMeters: number | null;
  eta: string | null;
  distance: string | null;
  age: string;
  lost: boolean;
}

/** "about 12 minutes" in the language's plural form (Arabic has six) with the page's digits. */
export function etaText(seconds: number, texts: TrackLiveTexts, language: Language): string {
  if (seconds === 0) return texts.arriving;
  const minutes = Math.ceil(seconds / 60);
  const category = new Intl.PluralRules(language).select(minutes);
  return fill(texts.eta[category] ?? texts.eta.other ?? "", { count: new Intl.NumberFormat(LANGUAGE_LOCALE[language]).format(minutes) });
}

/** The estimate, distance and age of the newest fix at `serverNow` (ms, the server's clock). */
export function summarize(view: TrackView, serverNow: number, texts: TrackLiveTexts, language: Language): TrackSummary {
  const onBoard = view.status === "on_board";
  const estimate = estimateArrival({
    fixes: view.recentPositions.map((p) => ({ lat: p.lat, lng: p.lng, at: Date.parse(p.recordedAt) })),
    pickup: coordinatesOf(view.pickup),
    dropoff: coordinatesOf(view.dropOff),
    onBoard,
  });
  const last = view.lastPosition;
  const ageMs = last ? Math.max(0, serverNow - Date.parse(last.receivedAt ?? last.recordedAt)) : null;
  const lost = ageMs !== null && isConnectionLost(ageMs);
  const age = ageMs === null ? texts.waitingFirst : fill(lost ? texts.lost : texts.updated, { age: formatAge(ageMs, language) });
  return {
    etaSeconds: estimate?.seconds ?? null,
    distanceMeters: estimate ? Math.round(estimate.roadMeters) : null,
    eta: estimate ? etaText(estimate.seconds, texts, language) : null,
    distance:
      estimate && estimate.seconds > 0
        ? fill(estimate.target === "pickup" ? texts.distanceToPickup : texts.distanceToDropoff, { distance: formatDistance(estimate.roadMeters, language) })
        : null,
    age,
    lost,
  };
}

/** "21.64500, 39.17000" for the list view. */
export const pointText = (point: LatLng, texts: TrackLiveTexts) => fill(texts.coordinates, { lat: point.lat.toFixed(5), lng: point.lng.toFixed(5) });
