import { z } from "zod";

/**
 * On/off switches per module, kept under `feature_flags`. A flag that is absent is on: a new
 * module is visible until an administrator turns it off.
 */
export const FEATURE_FLAGS_KEY = "feature_flags";

export const FEATURE_FLAGS = ["quickTools", "makkahLive", "testimonialSubmissions", "contactForm", "onlineBooking", "whatsappInbox", "liveTracking"] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];
export type FeatureFlags = Record<FeatureFlag, boolean>;

export const featureFlagsSchema = z.object(Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, z.boolean()])) as Record<FeatureFlag, z.ZodBoolean>).strict();

export function featureFlagsFrom(stored: unknown): FeatureFlags {
  const source = stored && typeof stored === "object" ? (stored as Record<string, unknown>) : {};
  return Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, typeof source[flag] === "boolean" ? source[flag] : true])) as FeatureFlags;
}
