/**
 * Where the maps' tiles come from (DESIGN "Outside services": maps). The server reads MAP_TILE_URL
 * and MAP_TILE_ATTRIBUTION and hands them to the pages that draw a map (the track view, the staff
 * live map), so the browser never gets them with every page. The browser loads the tiles itself.
 */
export interface MapTiles {
  /** A Leaflet tile template: {z}/{x}/{y}, optionally {s} and {r}. */
  url: string;
  /** The tile provider's credit, shown on the map (OpenStreetMap's licence requires it). */
  attribution: string;
}

export const DEFAULT_MAP_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
export const DEFAULT_MAP_TILE_ATTRIBUTION = "© OpenStreetMap contributors";
/** The credit's link when the tiles are OpenStreetMap's. */
export const OSM_COPYRIGHT_URL = "https://www.openstreetmap.org/copyright";

/** A template the browser can load: https anywhere, http only on this machine (tests serve recorded tiles). */
export function isTileTemplate(value: string): boolean {
  return /^(https:\/\/|http:\/\/(127\.0\.0\.1|localhost)[:/])\S+$/.test(value) && value.includes("{z}") && value.includes("{x}") && value.includes("{y}");
}
