import { z } from "zod";

/**
 * Session and MFA settings, kept in the settings table under "auth" so every process reads the
 * same values (the configurations page edits them later). Defaults: 30 minutes idle, 12 hours
 * absolute, MFA required for admins.
 */
export const authSettingsSchema = z.object({
  sessionIdleMinutes: z
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(30),
  sessionAbsoluteHours: z
    .number()
    .int()
    .min(1)
    .max(7 * 24)
    .default(12),
  mfaRequiredForAdmin: z.boolean().default(true),
});
export type AuthSettings = z.infer<typeof authSettingsSchema>;
export const AUTH_SETTINGS_KEY = "auth";
const CACHE_MS = 30_000;

export function createAuthSettings(read: (key: string) => Promise<unknown>) {
  let cached: { value: AuthSettings; at: number } | null = null;
  return {
    async current(): Promise<AuthSettings> {
      if (cached && Date.now() - cached.at < CACHE_MS) return cached.value;
      const parsed = authSettingsSchema.safeParse((await read(AUTH_SETTINGS_KEY)) ?? {});
      const value = parsed.success ? parsed.data : authSettingsSchema.parse({});
      cached = { value, at: Date.now() };
      return value;
    },
    forget(): void {
      cached = null;
    },
  };
}
export type AuthSettingsSource = ReturnType<typeof createAuthSettings>;

export function lifetimesOf(settings: AuthSettings) {
  return { idleMs: settings.sessionIdleMinutes * 60_000, absoluteMs: settings.sessionAbsoluteHours * 3_600_000 };
}
