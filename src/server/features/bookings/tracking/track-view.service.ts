import { sha256Hex } from "#server/platform/auth/tokens";
import { isJobStatus, isJobTerminal, type JobStatus } from "#shared/bookings/job-lifecycle";
import { placeById } from "#shared/bookings/places";
import { isLanguage } from "#shared/i18n/languages";
import { RECENT_POSITIONS } from "#shared/tracking/tracking-constants";
import type { TrackPlace, TrackView } from "#shared/tracking/tracking-api";
import { isLinkTokenShape } from "../token-links.service";
import type { TokenLinksRepository } from "../token-links.repository";
import type { TrackViewRepository } from "./track-view.repository";

/** The customer sees the driver's first name only, as on the booking page. */
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** The timeline the customer sees starts when a driver is known. */
const TIMELINE_FROM: readonly JobStatus[] = ["confirmed", "started", "arrived", "on_board", "completed", "no_show", "cancelled"];

/** A stored leg end as the page shows it: a preset place's names and centre, or the typed address and its coordinates when it has them. */
export function trackPlaceOf(endpoint: Record<string, unknown> | null): TrackPlace | null {
  if (!endpoint || typeof endpoint.type !== "string") return null;
  if (endpoint.type === "place") {
    const place = placeById(String(endpoint.placeId));
    return place ? { label: place.name, lat: place.lat, lng: place.lng } : null;
  }
  const address = typeof endpoint.address === "string" ? endpoint.address : "";
  const lat = typeof endpoint.lat === "number" ? endpoint.lat : null;
  const lng = typeof endpoint.lng === "number" ? endpoint.lng : null;
  return { label: { en: address, ar: address }, lat: lat !== null && lng !== null ? lat : null, lng: lat !== null && lng !== null ? lng : null };
}

/**
 * The customer's track view by its link (DESIGN "Token links", issue 23). Only a `track` link
 * opens it; an unknown, revoked or other-purpose token is null (the friendly 404). A link past its
 * expiry (two hours after the leg ended) still names the trip but says it has ended and carries no
 * position; so does a leg that ended (completed, no-show, cancelled) while its link is still valid.
 */
export function createTrackViewService(deps: { links: TokenLinksRepository; repository: TrackViewRepository; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    async view(token: string): Promise<TrackView | null> {
      if (!isLinkTokenShape(token)) return null;
      const link = await deps.links.findByHash(sha256Hex(token));
      if (!link || link.purpose !== "track" || link.revokedAt || link.jobId === null) return null;
      const leg = await deps.repository.leg(link.jobId);
      if (!leg || !isJobStatus(leg.status)) return null;
      const at = now();
      const ended = isJobTerminal(leg.status) || link.expiresAt.getTime() <= at.getTime();
      const [positions, steps] = await Promise.all([
        ended ? Promise.resolve([]) : deps.repository.recentPositions(leg.jobId, RECENT_POSITIONS),
        deps.repository.timeline(leg.jobId),
      ]);
      const pickup = trackPlaceOf(leg.pickup) ?? { label: { en: "", ar: "" }, lat: null, lng: null };
      return {
        jobId: leg.jobId,
        reference: leg.reference,
        legIndex: leg.legIndex,
        language: isLanguage(leg.customerLanguage) ? leg.customerLanguage : "en",
        status: leg.status,
        pickupAt: leg.pickupAt.toISOString(),
        pickup,
        // A tour or an hourly hire is stored with its start as its end: no drop-off.
        dropOff: JSON.stringify(leg.pickup) === JSON.stringify(leg.dropoff) ? null : trackPlaceOf(leg.dropoff),
        driver: leg.driver ? { name: firstName(leg.driver.name) } : null,
        vehicle: leg.vehicle ? { model: leg.vehicle.model, colour: leg.vehicle.colour ?? null, plate: leg.vehicle.plate } : null,
        contactPhone: ended ? null : (leg.driver?.phone ?? leg.operatorPhone ?? null),
        lastPosition: positions.at(-1) ?? null,
        recentPositions: positions,
        timeline: steps.flatMap((step) =>
          isJobStatus(step.status) && TIMELINE_FROM.includes(step.status) ? [{ status: step.status, at: step.at.toISOString() }] : [],
        ),
        ended,
        now: at.toISOString(),
      };
    },
  };
}
export type TrackViewService = ReturnType<typeof createTrackViewService>;
