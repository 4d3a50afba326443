import { lt } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { captchaSpent } from "#server/db/schema/captcha-spent";

/** Every query of captcha_spent: the solved ALTCHA challenges, so none is accepted twice. */
export function createCaptchaSpentRepository(db: Database) {
  return {
    async deleteExpired(at: Date): Promise<void> {
      await db.delete(captchaSpent).where(lt(captchaSpent.expiresAt, at));
    },
    /** True for the first use of a signature; the primary key refuses a replay. */
    async insertOnce(signature: string, expiresAt: Date): Promise<boolean> {
      const inserted = await db.insert(captchaSpent).values({ signature, expiresAt }).onConflictDoNothing().returning();
      return inserted.length === 1;
    },
  };
}
