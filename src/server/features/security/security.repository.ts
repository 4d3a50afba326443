import { asc } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { users } from "#server/db/schema/users";

/** Staff accounts as the security page shows them: MFA status and last sign-in. */
export function createSecurityRepository(db: Database) {
  return {
    async accounts() {
      return db
        .select({
          id: users.id,
          email: users.email,
          name: users.name,
          role: users.role,
          active: users.banned,
          mfaEnabled: users.twoFactorEnabled,
          lastSignInAt: users.lastSignInAt,
        })
        .from(users)
        .orderBy(asc(users.email))
        .then((rows) => rows.map((row) => ({ ...row, active: !row.active })));
    },
  };
}
export type SecurityRepository = ReturnType<typeof createSecurityRepository>;
