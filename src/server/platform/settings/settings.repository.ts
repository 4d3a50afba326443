import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { settings } from "#server/db/schema/settings";

/** The settings table: JSON values under keys, shared by every process (platform secrets, auth settings, features' stored values). */
export function createSettingsRepository(db: Database) {
  return {
    async get(key: string): Promise<unknown> {
      const [row] = await db.select().from(settings).where(eq(settings.key, key)).limit(1);
      return row?.value;
    },
    async set(key: string, value: unknown): Promise<void> {
      await db
        .insert(settings)
        .values({ key, value })
        .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
    },
    /** Writes only when absent; returns what is stored afterwards (the first writer wins). */
    async setIfAbsent(key: string, value: unknown): Promise<unknown> {
      await db.insert(settings).values({ key, value }).onConflictDoNothing();
      const [row] = await db.select().from(settings).where(eq(settings.key, key)).limit(1);
      return row?.value;
    },
  };
}
export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
