import type { Language } from "#shared/i18n/languages";
import type { JobStatus } from "#shared/bookings/job-lifecycle";
import type { MapTiles } from "#shared/tracking/map-tiles";
import type { TrackView } from "#shared/tracking/tracking-api";

/*
 * What the server hands the /track page's one script (track-page.client.ts) in a JSON script
 * element: the view it rendered, where the map comes from, and every text the script writes, in
 * the page's language ("{{name}}" left in where the script fills in a value).
 */
export const TRACK_CONFIG_ID = "track-config";

export interface TrackLiveTexts {
  title: string;
  endedTitle: string;
  endedText: string;
  status: Partial<Record<JobStatus, string>>;
  step: Partial<Record<JobStatus, string>>;
  /** The estimate per plural category of the language (Intl.PluralRules), "{{count}}" left in. */
  eta: Record<string, string>;
  arriving: string;
  distanceToPickup: string;
  distanceToDropoff: string;
  waitingFirst: string;
  updated: string;
  lost: string;
  timeline: string;
  coordinates: string;
}

export interface TrackLiveConfig {
  token: string;
  language: Language;
  tiles: MapTiles;
  /** Leaflet's own files (kept apart from the page's script: the map library is loaded on its own). */
  leaflet: { script: string; stylesheet: string };
  texts: TrackLiveTexts;
  view: TrackView;
}

/** "{{name}}" replaced by its value; an unknown name is left as it is. */
export const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** JSON safe inside a <script> element (no "</script>" can end it early). */
export const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, "\\u003c");
