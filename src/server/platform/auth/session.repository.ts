import { and, desc, eq, gt, ne, notInArray, sql } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { staffSessions } from "#server/db/schema/staff-auth";
import { users } from "#server/db/schema/users";

export type SessionRow = typeof staffSessions.$inferInsert;

/** Every query of the staff session store (rows keyed by the token's hash). */
export function createSessionRepository(db: Database) {
  return {
    async insert(row: SessionRow): Promise<void> {
      await db.insert(staffSessions).values(row);
    },

    async findWithUser(id: string) {
      const [row] = await db
        .select({
          session: staffSessions,
          user: { id: users.id, email: users.email, name: users.name, role: users.role, banned: users.banned, twoFactorEnabled: users.twoFactorEnabled },
        })
        .from(staffSessions)
        .innerJoin(users, eq(staffSessions.userId, users.id))
        .where(eq(staffSessions.id, id))
        .limit(1);
      return row ?? null;
    },

    async update(id: string, values: Partial<Pick<SessionRow, "lastSeenAt" | "csrfHash" | "csrfIssuedAt" | "csrfExpiresAt">>): Promise<void> {
      await db.update(staffSessions).set(values).where(eq(staffSessions.id, id));
    },

    async delete(id: string, executor: Pick<Database, "delete"> = db): Promise<void> {
      await executor.delete(staffSessions).where(eq(staffSessions.id, id));
    },

    /** Ends a user's sessions beyond the newest `keep` (by creation); returns how many. */
    async deleteOldestBeyond(userId: string, keep: number): Promise<number> {
      const newest = db
        .select({ id: staffSessions.id })
        .from(staffSessions)
        .where(eq(staffSessions.userId, userId))
        .orderBy(desc(staffSessions.createdAt), desc(staffSessions.id))
        .limit(keep);
      const rows = await db
        .delete(staffSessions)
        .where(and(eq(staffSessions.userId, userId), notInArray(staffSessions.id, newest)))
        .returning({ id: staffSessions.id });
      return rows.length;
    },

    async deleteForUser(userId: string, exceptId?: string): Promise<number> {
      const rows = await db
        .delete(staffSessions)
        .where(exceptId ? and(eq(staffSessions.userId, userId), ne(staffSessions.id, exceptId)) : eq(staffSessions.userId, userId))
        .returning({ id: staffSessions.id });
      return rows.length;
    },

    async listActive(at: Date, userId?: string) {
      return db
        .select({
          id: staffSessions.id,
          userId: staffSessions.userId,
          email: users.email,
          name: users.name,
          createdAt: staffSessions.createdAt,
          lastSeenAt: staffSessions.lastSeenAt,
          expiresAt: staffSessions.expiresAt,
          ip: staffSessions.ip,
          userAgent: staffSessions.userAgent,
        })
        .from(staffSessions)
        .innerJoin(users, eq(staffSessions.userId, users.id))
        .where(and(eq(staffSessions.stage, "full"), gt(staffSessions.expiresAt, at), userId ? eq(staffSessions.userId, userId) : undefined))
        .orderBy(desc(staffSessions.lastSeenAt))
        .limit(500);
    },

    async findById(id: string) {
      const [row] = await db.select({ id: staffSessions.id, userId: staffSessions.userId }).from(staffSessions).where(eq(staffSessions.id, id)).limit(1);
      return row ?? null;
    },

    /** Deletes sessions whose absolute lifetime ended before `at`; returns how many. */
    async deleteExpiredBefore(at: Date): Promise<number> {
      const rows = await db
        .delete(staffSessions)
        .where(sql`${staffSessions.expiresAt} < ${at.toISOString()}::timestamptz`)
        .returning({ id: staffSessions.id });
      return rows.length;
    },
  };
}
