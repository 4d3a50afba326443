import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { authTokens, twoFactors } from "#server/db/schema/staff-auth";
import { accounts, users } from "#server/db/schema/users";

export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Staff credentials, TOTP enrolments and emailed tokens: every query of the auth feature. */
export function createAuthRepository(db: Database) {
  return {
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),

    async userWithCredential(where: { email: string } | { id: string }) {
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          name: users.name,
          role: users.role,
          banned: users.banned,
          twoFactorEnabled: users.twoFactorEnabled,
          passwordHash: accounts.password,
        })
        .from(users)
        .leftJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, "credential")))
        .where("email" in where ? eq(users.email, where.email) : eq(users.id, where.id))
        .limit(1);
      return row ?? null;
    },

    async markSignedIn(userId: string, at: Date) {
      await db.update(users).set({ lastSignInAt: at }).where(eq(users.id, userId));
    },

    async setPassword(tx: Transaction, userId: string, passwordHash: string) {
      await tx
        .update(accounts)
        .set({ password: passwordHash, updatedAt: new Date() })
        .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")));
    },

    async twoFactor(userId: string) {
      const [row] = await db.select().from(twoFactors).where(eq(twoFactors.userId, userId)).limit(1);
      return row ?? null;
    },

    /** A new, unconfirmed enrolment replaces any earlier unconfirmed one. */
    async savePendingTwoFactor(userId: string, sealedSecret: string) {
      await db
        .insert(twoFactors)
        .values({ userId, secret: sealedSecret, verified: false })
        .onConflictDoUpdate({ target: twoFactors.userId, set: { secret: sealedSecret, verified: false, backupCodeHashes: [], lastUsedStep: 0 } });
    },

    async confirmTwoFactor(tx: Transaction, userId: string, step: number, backupCodeHashes: string[]) {
      await tx.update(twoFactors).set({ verified: true, lastUsedStep: step, backupCodeHashes }).where(eq(twoFactors.userId, userId));
      await tx.update(users).set({ twoFactorEnabled: true, updatedAt: new Date() }).where(eq(users.id, userId));
    },

    async removeTwoFactor(tx: Transaction, userId: string) {
      await tx.delete(twoFactors).where(eq(twoFactors.userId, userId));
      await tx.update(users).set({ twoFactorEnabled: false, updatedAt: new Date() }).where(eq(users.id, userId));
    },

    /** Records `step` as used only if it is later than the last one: false means the code was already spent. */
    async consumeStep(userId: string, step: number): Promise<boolean> {
      const rows = await db
        .update(twoFactors)
        .set({ lastUsedStep: step })
        .where(and(eq(twoFactors.userId, userId), lt(twoFactors.lastUsedStep, step)))
        .returning({ userId: twoFactors.userId });
      return rows.length === 1;
    },

    /** Removes one backup code atomically: false when it was not (or no longer) there. */
    async consumeBackupCode(userId: string, codeHash: string): Promise<boolean> {
      const rows = await db
        .update(twoFactors)
        .set({ backupCodeHashes: sql`${twoFactors.backupCodeHashes} - ${codeHash}::text` })
        .where(and(eq(twoFactors.userId, userId), sql`${twoFactors.backupCodeHashes} ? ${codeHash}::text`))
        .returning({ userId: twoFactors.userId });
      return rows.length === 1;
    },

    async createToken(
      tx: Transaction,
      token: {
        tokenHash: string;
        kind: "reset" | "invitation";
        email: string;
        userId?: string | null;
        role?: string | null;
        createdBy?: string | null;
        expiresAt: Date;
      },
    ) {
      await tx.insert(authTokens).values(token);
    },

    /** Unused earlier links of the same kind for the same address stop working when a new one is sent. */
    async retireTokens(tx: Transaction, kind: "reset" | "invitation", email: string) {
      await tx
        .update(authTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(authTokens.kind, kind), eq(authTokens.email, email), isNull(authTokens.usedAt)));
    },

    async findToken(tokenHash: string, kind: "reset" | "invitation") {
      const [row] = await db
        .select()
        .from(authTokens)
        .where(and(eq(authTokens.tokenHash, tokenHash), eq(authTokens.kind, kind)))
        .limit(1);
      return row ?? null;
    },

    /** Marks a token used if it is still unused and unexpired; false if another request got there first. */
    async useToken(tx: Transaction, tokenHash: string, now: Date): Promise<boolean> {
      const rows = await tx
        .update(authTokens)
        .set({ usedAt: now })
        .where(and(eq(authTokens.tokenHash, tokenHash), isNull(authTokens.usedAt), gt(authTokens.expiresAt, now)))
        .returning({ tokenHash: authTokens.tokenHash });
      return rows.length === 1;
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
