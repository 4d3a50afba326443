import { useEffect } from "react";
import type { MapTiles } from "#shared/tracking/map-tiles";
import type { TrackPosition } from "#shared/tracking/tracking-api";
import { vehicleIcon } from "../map/map-icons";
import { useLeafletMap, type MapState } from "../map/use-leaflet-map";

/** A leg's track as a line, and its vehicle where it was last heard. */
export default function JobTrackCanvas({
  tiles,
  rtl,
  positions,
  label,
  onState,
}: {
  tiles: MapTiles;
  rtl: boolean;
  positions: TrackPosition[];
  label: string;
  onState: (state: MapState) => void;
}) {
  const { ref, state, handle } = useLeafletMap(tiles, { rtl, zoom: 12 });
  useEffect(() => onState(state), [state, onState]);
  useEffect(() => {
    if (!handle || positions.length === 0) return;
    const { map, L } = handle;
    const points = positions.map((p) => [p.lat, p.lng] as [number, number]);
    const line = L.polyline(points, { color: "#0d5a3b", weight: 4, opacity: 0.85 }).addTo(map);
    const last = positions.at(-1)!;
    const marker = L.marker([last.lat, last.lng], { icon: vehicleIcon(L, last.heading, false), keyboard: false }).addTo(map);
    map.fitBounds(line.getBounds(), { padding: [24, 24], maxZoom: 15, animate: false });
    return () => {
      line.remove();
      marker.remove();
    };
  }, [handle, positions]);
  return (
    <div
      ref={ref}
      role="region"
      aria-label={label}
      data-map-state={state}
      data-track-points={positions.length}
      className="isolate h-56 w-full overflow-hidden rounded-lg border border-stone-200 bg-stone-100"
    />
  );
}
