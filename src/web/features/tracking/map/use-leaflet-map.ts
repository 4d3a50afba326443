import type * as LeafletModule from "leaflet";
import type { Map as LeafletMap } from "leaflet";
import { useEffect, useRef, useState } from "react";
import { OSM_COPYRIGHT_URL, type MapTiles } from "#shared/tracking/map-tiles";
import { loadLeaflet } from "./leaflet-loader";

type Leaflet = typeof LeafletModule;
export type MapState = "loading" | "ready" | "failed";

/** Tiles that keep failing with none drawn: the page shows its plain list instead of an empty grey map. */
const FAILED_TILES_WITHOUT_ONE = 3;
/** No tile at all after this long (a network that answers nothing): the list view too. */
const NO_TILE_WITHIN_MS = 12_000;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * (The map's element carries `isolate`: Leaflet's panes use z-indexes up to 1000, which would
 * otherwise rise above the back office's dialogs.)
 *
 * A Leaflet map in the element `ref` points at, with the configured tiles and their credit, in the
 * page's direction. `state` is "failed" when Leaflet could not be loaded or the tiles cannot be
 * (the caller then shows a list); `map` and `L` are there once "ready".
 */
export function useLeafletMap(tiles: MapTiles, options: { rtl: boolean; zoom?: number }) {
  const ref = useRef<HTMLDivElement | null>(null);
  const [state, setState] = useState<MapState>("loading");
  const [handle, setHandle] = useState<{ map: LeafletMap; L: Leaflet } | null>(null);
  const { url, attribution } = tiles;
  const { rtl, zoom = 13 } = options;
  useEffect(() => {
    let cancelled = false;
    let map: LeafletMap | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    loadLeaflet().then(
      (L) => {
        if (cancelled || !ref.current) return;
        map = L.map(ref.current, { zoomControl: true, attributionControl: true, center: [21.4225, 39.8262], zoom });
        map.attributionControl.setPrefix(false);
        if (rtl) map.attributionControl.setPosition("bottomleft");
        // The credit reads left to right in either language ("© OpenStreetMap contributors").
        const text = `<span dir="ltr">${escapeHtml(attribution)}</span>`;
        const credit = url.includes("openstreetmap.org") ? `<a href="${OSM_COPYRIGHT_URL}" rel="noopener noreferrer">${text}</a>` : text;
        const layer = L.tileLayer(url, { attribution: credit, maxZoom: 19, crossOrigin: false });
        let loaded = 0;
        let failed = 0;
        const fail = () => {
          if (loaded === 0 && !cancelled) setState("failed");
        };
        layer.on("tileload", () => {
          loaded += 1;
          if (timer) clearTimeout(timer);
        });
        layer.on("tileerror", () => {
          failed += 1;
          if (failed >= FAILED_TILES_WITHOUT_ONE) fail();
        });
        timer = setTimeout(fail, NO_TILE_WITHIN_MS);
        layer.addTo(map);
        setHandle({ map, L });
        setState("ready");
      },
      () => {
        if (!cancelled) setState("failed");
      },
    );
    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
      map?.remove();
      setHandle(null);
    };
  }, [url, attribution, rtl, zoom]);
  return { ref, state, handle };
}
