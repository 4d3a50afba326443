import type * as LeafletModule from "leaflet";
/**
 * Leaflet and its stylesheet, loaded only when a map is drawn (the track page and the job tracker),
 * once per page: every other page never downloads them.
 */
type Leaflet = typeof LeafletModule;
let loading: Promise<Leaflet> | null = null;

export function loadLeaflet(): Promise<Leaflet> {
  loading ??= Promise.all([import("leaflet"), import("leaflet/dist/leaflet.css")]).then(([module]) => (module as { default?: Leaflet }).default ?? module);
  // A failed download (a phone that went offline) may be tried again by the next map.
  loading.catch(() => (loading = null));
  return loading;
}
