import type * as LeafletModule from "leaflet";
import type { DivIcon } from "leaflet";

type Leaflet = typeof LeafletModule;

/*
 * Markers drawn as HTML (no image files to resolve through the bundler, crisp on any screen): the
 * vehicle as a round badge with an arrow turned to its heading, the pickup and drop-off as pins.
 */
const ARROW = `<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true"><path d="M12 2 20 21 12 16.5 4 21Z" fill="currentColor"/></svg>`;
const CAR = `<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2"><path d="M5 17h14v-5l-2-5H7l-2 5z"/><circle cx="8" cy="17" r="1.6" fill="currentColor"/><circle cx="16" cy="17" r="1.6" fill="currentColor"/></svg>`;

export function vehicleIcon(L: Leaflet, heading: number | null, stale: boolean): DivIcon {
  const turn = heading === null ? "" : ` style="transform: rotate(${Math.round(heading)}deg)"`;
  const tone = stale ? "bg-stone-500" : "bg-brand-700";
  return L.divIcon({
    className: "",
    html: `<span data-vehicle-marker class="grid size-9 place-items-center rounded-full border-2 border-white ${tone} text-white shadow-lg"><span class="grid place-items-center"${turn}>${heading === null ? CAR : ARROW}</span></span>`,
    iconSize: [36, 36],
    iconAnchor: [18, 18],
  });
}

export function placeIcon(L: Leaflet, kind: "pickup" | "dropoff"): DivIcon {
  const tone = kind === "pickup" ? "bg-emerald-600" : "bg-red-700";
  return L.divIcon({
    className: "",
    html: `<span data-place-marker="${kind}" class="block size-5 rotate-45 rounded-full rounded-br-none border-2 border-white ${tone} shadow-md"></span>`,
    iconSize: [20, 20],
    iconAnchor: [10, 20],
  });
}

/** A staff map's vehicle: the booking's reference on a label, greyed when not heard from for a while. */
export function labelledVehicleIcon(L: Leaflet, reference: string, stale: boolean): DivIcon {
  const tone = stale ? "bg-stone-500" : "bg-brand-700";
  const safe = reference.replace(/[^A-Za-z0-9-]/g, "");
  return L.divIcon({
    className: "",
    html: `<span data-live-marker="${safe}" dir="ltr" class="inline-flex -translate-x-1/2 -translate-y-1/2 items-center gap-1 whitespace-nowrap rounded-full border-2 border-white ${tone} px-2 py-0.5 text-xs font-semibold text-white shadow-md">${CAR}${safe}</span>`,
    iconSize: [0, 0],
    iconAnchor: [0, 0],
  });
}
