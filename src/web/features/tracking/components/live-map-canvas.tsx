import type { Marker } from "leaflet";
import { useEffect, useRef } from "react";
import type { MapTiles } from "#shared/tracking/map-tiles";
import type { LiveLeg } from "#shared/tracking/tracking-api";
import { labelledVehicleIcon } from "../map/map-icons";
import { glideTo } from "../map/smooth-move";
import { useLeafletMap, type MapState } from "../map/use-leaflet-map";

export interface LiveMapCanvasProps {
  tiles: MapTiles;
  rtl: boolean;
  legs: LiveLeg[];
  /** Legs not heard from for a while, drawn grey. */
  staleJobIds: ReadonlySet<number>;
  label: string;
  titleOf: (leg: LiveLeg) => string;
  onOpen: (leg: LiveLeg) => void;
  onState: (state: MapState) => void;
}

/** Every vehicle under way as a labelled marker (its booking reference); a click opens the booking. The first legs frame the view. */
export default function LiveMapCanvas({ tiles, rtl, legs, staleJobIds, label, titleOf, onOpen, onState }: LiveMapCanvasProps) {
  const { ref, state, handle } = useLeafletMap(tiles, { rtl, zoom: 10 });
  const markers = useRef(new Map<number, Marker>());
  const framed = useRef(false);
  const open = useRef(onOpen);
  open.current = onOpen;

  useEffect(() => onState(state), [state, onState]);

  useEffect(() => {
    if (!handle) return;
    const { map, L } = handle;
    const seen = new Set<number>();
    for (const leg of legs) {
      if (!leg.lastPosition) continue;
      seen.add(leg.jobId);
      const icon = labelledVehicleIcon(L, leg.reference, staleJobIds.has(leg.jobId));
      const existing = markers.current.get(leg.jobId);
      if (existing) {
        existing.setIcon(icon);
        glideTo(existing, leg.lastPosition, false);
      } else {
        const marker = L.marker([leg.lastPosition.lat, leg.lastPosition.lng], {
          icon,
          title: titleOf(leg),
          alt: titleOf(leg),
          keyboard: true,
          riseOnHover: true,
        });
        marker.on("click keypress", () => open.current(leg));
        marker.addTo(map);
        markers.current.set(leg.jobId, marker);
      }
    }
    for (const [jobId, marker] of markers.current)
      if (!seen.has(jobId)) {
        marker.remove();
        markers.current.delete(jobId);
      }
    const points = legs.flatMap((leg) => (leg.lastPosition ? [[leg.lastPosition.lat, leg.lastPosition.lng] as [number, number]] : []));
    if (!framed.current && points.length > 0) {
      framed.current = true;
      map.fitBounds(L.latLngBounds(points), { padding: [40, 40], maxZoom: 13, animate: false });
    }
  }, [handle, legs, staleJobIds, titleOf]);

  useEffect(() => {
    const current = markers.current;
    return () => {
      for (const marker of current.values()) marker.remove();
      current.clear();
      framed.current = false;
    };
  }, [handle]);

  return (
    <div
      ref={ref}
      role="region"
      aria-label={label}
      data-map-state={state}
      className="isolate h-72 w-full overflow-hidden rounded-xl border border-stone-200 bg-stone-100 sm:h-96"
    />
  );
}
