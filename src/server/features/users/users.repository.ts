import { and, asc, count, desc, eq, gt, isNull, ne } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { authTokens, twoFactors } from "#server/db/schema/staff-auth";
import { accounts, users } from "#server/db/schema/users";

export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Executor = Database | Transaction;

const staffColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  role: users.role,
  banned: users.banned,
  twoFactorEnabled: users.twoFactorEnabled,
  lastSignInAt: users.lastSignInAt,
  createdAt: users.createdAt,
};

export function createUsersRepository(db: Database) {
  return {
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),

    async anyAdmin() {
      const [row] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.role, "admin")).limit(1);
      return row ?? null;
    },
    /** A user and its email/password credential (better-auth's "credential" provider shape), atomically. */
    async createWithPassword(input: { id: string; email: string; name: string; role: string; passwordHash: string }, executor: Executor = db) {
      const write = async (tx: Executor) => {
        await tx.insert(users).values({ id: input.id, email: input.email, name: input.name, role: input.role, emailVerified: true });
        await tx
          .insert(accounts)
          .values({ id: `${input.id}-credential`, accountId: input.id, providerId: "credential", userId: input.id, password: input.passwordHash });
      };
      if (executor === db) await db.transaction(write);
      else await write(executor);
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

    async list() {
      return db.select(staffColumns).from(users).orderBy(asc(users.email));
    },
    async find(id: string, executor: Executor = db) {
      const [row] = await executor.select(staffColumns).from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },
    async findByEmail(email: string) {
      const [row] = await db.select(staffColumns).from(users).where(eq(users.email, email)).limit(1);
      return row ?? null;
    },
    /** Active admins other than `exceptId`, counted inside the write's transaction. */
    async otherActiveAdmins(tx: Transaction, exceptId: string) {
      const [row] = await tx
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.role, "admin"), eq(users.banned, false), ne(users.id, exceptId)));
      return Number(row?.n ?? 0);
    },
    async update(tx: Transaction, id: string, values: { role?: string; banned?: boolean; banReason?: string | null; twoFactorEnabled?: boolean }) {
      await tx
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id));
    },
    async removeTwoFactor(tx: Transaction, userId: string) {
      await tx.delete(twoFactors).where(eq(twoFactors.userId, userId));
      await tx.update(users).set({ twoFactorEnabled: false, updatedAt: new Date() }).where(eq(users.id, userId));
    },

    async pendingInvitations(now: Date) {
      return db
        .select({
          tokenHash: authTokens.tokenHash,
          email: authTokens.email,
          role: authTokens.role,
          createdAt: authTokens.createdAt,
          expiresAt: authTokens.expiresAt,
          createdBy: authTokens.createdBy,
        })
        .from(authTokens)
        .where(and(eq(authTokens.kind, "invitation"), isNull(authTokens.usedAt), gt(authTokens.expiresAt, now)))
        .orderBy(desc(authTokens.createdAt));
    },
    async invitation(tokenHash: string) {
      const [row] = await db
        .select()
        .from(authTokens)
        .where(and(eq(authTokens.tokenHash, tokenHash), eq(authTokens.kind, "invitation")))
        .limit(1);
      return row ?? null;
    },
    async createInvitation(tx: Transaction, values: { tokenHash: string; email: string; role: string; createdBy: string; expiresAt: Date }) {
      await tx
        .update(authTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(authTokens.kind, "invitation"), eq(authTokens.email, values.email), isNull(authTokens.usedAt)));
      await tx.insert(authTokens).values({ ...values, kind: "invitation" });
    },
    /** Marks an invitation used if still open; false when it was used, revoked or expired meanwhile. */
    async closeInvitation(tx: Transaction, tokenHash: string, now: Date) {
      const rows = await tx
        .update(authTokens)
        .set({ usedAt: now })
        .where(and(eq(authTokens.tokenHash, tokenHash), eq(authTokens.kind, "invitation"), isNull(authTokens.usedAt), gt(authTokens.expiresAt, now)))
        .returning({ email: authTokens.email, role: authTokens.role });
      return rows[0] ?? null;
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
