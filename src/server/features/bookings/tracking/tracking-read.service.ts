import { isJobStatus, isJobTerminal, type JobStatus } from "#shared/bookings/job-lifecycle";
import type { LegEndpoint } from "#shared/bookings/booking-leg.schema";
import { placeById } from "#shared/bookings/places";
import { isLanguage } from "#shared/i18n/languages";
import { MAX_JOB_TRACK_POINTS, type JobTrack, type LiveMap, type TrackPlace, type TrackView } from "#shared/tracking/tracking-api";
import { RECENT_POSITIONS } from "#shared/tracking/tracking-constants";
import { toTrackPosition, type PositionsRepository } from "./positions.repository";
import type { TrackLinks } from "./track-links.service";
import type { TrackingReadRepository } from "./tracking-read.repository";

/** A stored endpoint as the map shows it: a preset place's name and centre, or the typed address (and its point when known). */
export function trackPlace(endpoint: unknown): TrackPlace | null {
  const value = endpoint as LegEndpoint | null | undefined;
  if (!value || typeof value !== "object") return null;
  if (value.type === "place") {
    const place = placeById(value.placeId);
    return place ? { label: place.name, lat: place.lat, lng: place.lng } : null;
  }
  if (value.type === "address") return { label: { en: value.address, ar: value.address }, lat: value.lat ?? null, lng: value.lng ?? null };
  return null;
}

/** Every `limit`-th point of a long track, first and last kept (a day's fixes are thousands). */
export function thin<T>(points: T[], limit: number): T[] {
  if (points.length <= limit) return points;
  const step = (points.length - 1) / (limit - 1);
  return Array.from({ length: limit }, (_, index) => points[Math.round(index * step)]!);
}

/** The reads of live tracking (src/shared/tracking/tracking-api.ts): the customer's view, the staff map, a leg's track. */
export function createTrackingReads(deps: { repository: TrackingReadRepository; positions: PositionsRepository; trackLinks: TrackLinks; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    /** The customer's page; null for a link that does not work. Once the leg ended: no position. */
    async view(token: string): Promise<TrackView | null> {
      const link = await deps.trackLinks.verify(token);
      if (!link) return null;
      const [leg, timeline, recent] = await Promise.all([
        deps.repository.leg(link.jobId),
        deps.repository.timeline(link.jobId),
        link.ended ? [] : deps.positions.recent(link.jobId, RECENT_POSITIONS),
      ]);
      if (!leg || !isJobStatus(leg.status)) return null;
      const positions = recent.map(toTrackPosition);
      return {
        jobId: leg.id,
        reference: leg.reference,
        legIndex: leg.legIndex,
        language: isLanguage(leg.language) ? leg.language : "ar",
        status: leg.status,
        pickupAt: leg.pickupAt.toISOString(),
        pickup: trackPlace(leg.pickup) ?? { label: { en: "", ar: "" }, lat: null, lng: null },
        dropOff: trackPlace(leg.dropoff),
        driver: leg.driver ? { name: leg.driver.name } : null,
        vehicle: leg.vehicle ? { model: leg.vehicle.model, colour: leg.vehicle.colour ?? null, plate: leg.vehicle.plate } : null,
        contactPhone: leg.driver?.phone ?? leg.operatorPhone ?? null,
        lastPosition: positions.at(-1) ?? null,
        recentPositions: positions,
        timeline: timeline.flatMap((step) => (isJobStatus(step.status) ? [{ status: step.status, at: step.at.toISOString() }] : [])),
        ended: isJobTerminal(leg.status),
        now: now().toISOString(),
      };
    },

    /** Every leg under way with its newest fix (the staff live map). */
    async liveMap(): Promise<LiveMap> {
      const legs = await deps.repository.liveLegs();
      const newest = await deps.positions.newestOf(legs.map((leg) => leg.id));
      return {
        legs: legs.map((leg) => {
          const last = newest.get(leg.id);
          return {
            jobId: leg.id,
            bookingId: leg.bookingId,
            reference: leg.reference,
            legIndex: leg.legIndex,
            status: leg.status as JobStatus,
            pickupAt: leg.pickupAt.toISOString(),
            operatorName: leg.operatorName,
            driverName: leg.driver?.name ?? null,
            plate: leg.vehicle?.plate ?? null,
            lastPosition: last ? toTrackPosition(last) : null,
            lastHeardAt: last?.receivedAt.toISOString() ?? null,
          };
        }),
        now: now().toISOString(),
      };
    },

    /** A leg's track on its staff page; null for an unknown leg. */
    async jobTrack(jobId: number): Promise<JobTrack | null> {
      const leg = await deps.repository.leg(jobId);
      if (!leg || !isJobStatus(leg.status)) return null;
      const rows = await deps.positions.track(jobId);
      const last = rows.at(-1);
      return {
        jobId,
        status: leg.status,
        positions: thin(rows, MAX_JOB_TRACK_POINTS).map(toTrackPosition),
        lastPosition: last ? toTrackPosition(last) : null,
        lastHeardAt: last?.receivedAt.toISOString() ?? null,
      };
    },
  };
}
export type TrackingReads = ReturnType<typeof createTrackingReads>;
