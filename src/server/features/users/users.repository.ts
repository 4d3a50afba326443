import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { accounts, users } from "#server/db/schema/users";

export function createUsersRepository(db: Database) {
  return {
    async anyAdmin() {
      const [row] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.role, "admin")).limit(1);
      return row ?? null;
    },
    /** A user and its email/password credential (better-auth's "credential" provider), atomically. */
    async createWithPassword(input: { id: string; email: string; name: string; role: string; passwordHash: string }) {
      await db.transaction(async (tx) => {
        await tx.insert(users).values({ id: input.id, email: input.email, name: input.name, role: input.role, emailVerified: true });
        await tx.insert(accounts).values({ id: `${input.id}-credential`, accountId: input.id, providerId: "credential", userId: input.id, password: input.passwordHash });
      });
    },
    async credentialHash(email: string) {
      const [row] = await db
        .select({ hash: accounts.password })
        .from(accounts)
        .innerJoin(users, eq(accounts.userId, users.id))
        .where(eq(users.email, email))
        .limit(1);
      return row?.hash ?? null;
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
