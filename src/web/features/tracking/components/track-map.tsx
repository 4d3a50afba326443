import type { Marker } from "leaflet";
import { useEffect, useRef } from "react";
import type { LatLng } from "#shared/tracking/estimate";
import type { MapTiles } from "#shared/tracking/map-tiles";
import { placeIcon, vehicleIcon } from "../map/map-icons";
import { glideTo } from "../map/smooth-move";
import { useLeafletMap, type MapState } from "../map/use-leaflet-map";

export interface TrackMapProps {
  tiles: MapTiles;
  rtl: boolean;
  vehicle: (LatLng & { heading: number | null; stale: boolean }) | null;
  pickup: LatLng | null;
  dropoff: LatLng | null;
  /** What the vehicle is heading for now: kept in view with it. */
  target: LatLng | null;
  label: string;
  onState: (state: MapState) => void;
}

const reducedMotion = () => typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * The customer's map: the vehicle gliding from fix to fix, the pickup and drop-off pins. The view
 * frames the vehicle and what it is heading for until the customer moves the map themselves.
 */
export default function TrackMap({ tiles, rtl, vehicle, pickup, dropoff, target, label, onState }: TrackMapProps) {
  const { ref, state, handle } = useLeafletMap(tiles, { rtl, zoom: 14 });
  const marker = useRef<Marker | null>(null);
  const stopGlide = useRef<() => void>(() => {});
  const touched = useRef(false);
  const framing = useRef(false);

  useEffect(() => onState(state), [state, onState]);

  useEffect(() => {
    if (!handle) return;
    const { map, L } = handle;
    const pins = [
      pickup && L.marker([pickup.lat, pickup.lng], { icon: placeIcon(L, "pickup"), keyboard: false }),
      dropoff && L.marker([dropoff.lat, dropoff.lng], { icon: placeIcon(L, "dropoff"), keyboard: false }),
    ].filter((pin): pin is Marker => pin !== null);
    for (const pin of pins) pin.addTo(map);
    // The map's own framing (fitBounds) fires the same events: only the customer's moves count.
    const moved = () => {
      if (!framing.current) touched.current = true;
    };
    map.on("dragstart zoomstart", moved);
    return () => {
      for (const pin of pins) pin.remove();
      map.off("dragstart zoomstart", moved);
    };
  }, [handle, pickup, dropoff]);

  useEffect(() => {
    if (!handle || !vehicle) return;
    const { map, L } = handle;
    if (!marker.current) {
      marker.current = L.marker([vehicle.lat, vehicle.lng], {
        icon: vehicleIcon(L, vehicle.heading, vehicle.stale),
        keyboard: false,
        zIndexOffset: 1000,
      }).addTo(map);
    } else {
      marker.current.setIcon(vehicleIcon(L, vehicle.heading, vehicle.stale));
      stopGlide.current();
      stopGlide.current = glideTo(marker.current, vehicle, reducedMotion());
    }
    if (!touched.current) {
      const points: [number, number][] = [[vehicle.lat, vehicle.lng]];
      if (target) points.push([target.lat, target.lng]);
      framing.current = true;
      map.fitBounds(L.latLngBounds(points), { padding: [40, 40], maxZoom: 16, animate: false });
      framing.current = false;
    }
  }, [handle, vehicle, target]);

  useEffect(
    () => () => {
      stopGlide.current();
      marker.current = null;
    },
    [handle],
  );

  return (
    <div
      ref={ref}
      role="region"
      aria-label={label}
      data-map-state={state}
      className="isolate h-[min(60vh,26rem)] w-full overflow-hidden rounded-2xl border border-stone-200 bg-stone-100"
    />
  );
}
