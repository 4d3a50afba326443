import type * as LeafletModule from "leaflet";
import type { Map as LeafletMap, Marker } from "leaflet";
import type { LatLng } from "#shared/tracking/estimate";
import { OSM_COPYRIGHT_URL, type MapTiles } from "#shared/tracking/map-tiles";
import { placeIcon, vehicleIcon } from "../map/map-icons";
import { glideTo } from "../map/smooth-move";

type Leaflet = typeof LeafletModule;

/** Tiles that keep failing with none drawn: the page shows its list instead of an empty grey map. */
const FAILED_TILES_WITHOUT_ONE = 3;
/** No tile at all after this long (a network that answers nothing): the list too. */
const NO_TILE_WITHIN_MS = 12_000;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const reducedMotion = () => typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;

/** Leaflet's own files (its stylesheet, then its script, which sets window.L), once. */
function loadLeaflet(files: { script: string; stylesheet: string }): Promise<Leaflet> {
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = files.stylesheet;
  document.head.append(link);
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = files.script;
    script.onload = () => {
      const L = (window as unknown as { L?: Leaflet }).L;
      if (L) resolve(L);
      else reject(new Error("leaflet"));
    };
    script.onerror = () => reject(new Error("leaflet"));
    document.head.append(script);
  });
}

export interface TrackMapOptions {
  tiles: MapTiles;
  leaflet: { script: string; stylesheet: string };
  rtl: boolean;
  pickup: LatLng | null;
  dropoff: LatLng | null;
  /** The tiles cannot load (or Leaflet itself): the caller shows the list. */
  onFailed: () => void;
}

export interface TrackMap {
  /** The vehicle where the newest fix puts it (gliding there), framed with what it is heading for until the customer moves the map. */
  show(vehicle: (LatLng & { heading: number | null; stale: boolean }) | null, target: LatLng | null): void;
  remove(): void;
}

/**
 * The customer's map in `element` (the same map the hydrated page drew): the configured tiles and
 * their credit in the page's direction, the pickup and drop-off pins, the vehicle gliding from fix
 * to fix. Resolves once Leaflet is there; `onFailed` when it or the tiles cannot load.
 */
export async function startTrackMap(element: HTMLElement, options: TrackMapOptions): Promise<TrackMap | null> {
  let L: Leaflet;
  try {
    L = await loadLeaflet(options.leaflet);
  } catch {
    options.onFailed();
    return null;
  }
  const { url, attribution } = options.tiles;
  element.classList.remove("animate-pulse");
  const map: LeafletMap = L.map(element, { zoomControl: true, attributionControl: true, center: [21.4225, 39.8262], zoom: 14 });
  map.attributionControl.setPrefix(false);
  if (options.rtl) map.attributionControl.setPosition("bottomleft");
  // The credit reads left to right in either language ("© OpenStreetMap contributors").
  const text = `<span dir="ltr">${escapeHtml(attribution)}</span>`;
  const credit = url.includes("openstreetmap.org") ? `<a href="${OSM_COPYRIGHT_URL}" rel="noopener noreferrer">${text}</a>` : text;
  const layer = L.tileLayer(url, { attribution: credit, maxZoom: 19, crossOrigin: false });
  let loaded = 0;
  let failed = 0;
  let gaveUp = false;
  const fail = () => {
    if (loaded > 0 || gaveUp) return;
    gaveUp = true;
    element.dataset.mapState = "failed";
    options.onFailed();
  };
  const timer = setTimeout(fail, NO_TILE_WITHIN_MS);
  layer.on("tileload", () => {
    loaded += 1;
    clearTimeout(timer);
  });
  layer.on("tileerror", () => {
    failed += 1;
    if (failed >= FAILED_TILES_WITHOUT_ONE) fail();
  });
  layer.addTo(map);
  element.dataset.mapState = "ready";

  for (const [place, kind] of [
    [options.pickup, "pickup"],
    [options.dropoff, "dropoff"],
  ] as const)
    if (place) L.marker([place.lat, place.lng], { icon: placeIcon(L, kind), keyboard: false }).addTo(map);

  // The map's own framing (fitBounds) fires the same events: only the customer's moves count.
  let touched = false;
  let framing = false;
  map.on("dragstart zoomstart", () => {
    if (!framing) touched = true;
  });
  let marker: Marker | null = null;
  let stopGlide = () => {};
  let shown = "";

  return {
    show(vehicle, target) {
      if (!vehicle) return;
      const key = `${vehicle.lat},${vehicle.lng},${vehicle.heading},${vehicle.stale}`;
      // The page asks every second (the age may turn the vehicle grey): only a change moves anything.
      if (key === shown) return;
      shown = key;
      if (!marker) {
        marker = L.marker([vehicle.lat, vehicle.lng], { icon: vehicleIcon(L, vehicle.heading, vehicle.stale), keyboard: false, zIndexOffset: 1000 }).addTo(map);
      } else {
        marker.setIcon(vehicleIcon(L, vehicle.heading, vehicle.stale));
        stopGlide();
        stopGlide = glideTo(marker, vehicle, reducedMotion());
      }
      if (touched) return;
      const points: [number, number][] = [[vehicle.lat, vehicle.lng]];
      if (target) points.push([target.lat, target.lng]);
      framing = true;
      map.fitBounds(L.latLngBounds(points), { padding: [40, 40], maxZoom: 16, animate: false });
      framing = false;
    },
    remove() {
      clearTimeout(timer);
      stopGlide();
      map.remove();
    },
  };
}
