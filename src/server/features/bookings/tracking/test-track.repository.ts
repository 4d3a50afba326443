import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { jobEvents, jobs, tokenLinks } from "#server/db/schema/bookings";
import { vehiclePositions } from "#server/db/schema/tracking";
import { sha256Hex } from "#server/platform/auth/tokens";
import { newLinkToken } from "../token-links.service";

/**
 * For tests of the read side only: a leg put in a trip state with its driver and vehicle, a link
 * of a purpose to it, and fixes written straight to vehicle_positions, as the tracking-server
 * lane's ingest and track links would have stored them.
 */
export async function putLegUnderWay(db: Database, jobId: number, status: string, at = new Date()) {
  await db
    .update(jobs)
    .set({ status, driver: { name: "Khalid Al-Harbi", phone: "+966501234567" }, vehicle: { plate: "ABC 1234", model: "Toyota Camry", colour: "white" } })
    .where(eq(jobs.id, jobId));
  await db.insert(jobEvents).values([
    { jobId, actor: "operator", fromStatus: "assigned", toStatus: "confirmed", source: "link", at: new Date(at.getTime() - 600_000) },
    { jobId, actor: "operator", fromStatus: "confirmed", toStatus: "started", source: "link", at: new Date(at.getTime() - 300_000) },
  ]);
}

export async function issueTestLink(
  db: Database,
  target: { jobId?: number; bookingId?: number },
  purpose: string,
  expiresAt: Date,
  revoked = false,
): Promise<string> {
  const token = newLinkToken();
  await db
    .insert(tokenLinks)
    .values({ purpose, tokenHash: sha256Hex(token), jobId: target.jobId, bookingId: target.bookingId, expiresAt, revokedAt: revoked ? new Date() : null });
  return token;
}

export async function insertFixes(db: Database, jobId: number, fixes: { lat: number; lng: number; at: Date; speed?: number | null }[]) {
  await db.insert(vehiclePositions).values(
    fixes.map((fix, sequence) => ({
      jobId,
      lat: fix.lat,
      lng: fix.lng,
      accuracy: 8,
      speed: fix.speed ?? null,
      heading: 90,
      recordedAt: fix.at,
      receivedAt: fix.at,
      sequence,
    })),
  );
}
