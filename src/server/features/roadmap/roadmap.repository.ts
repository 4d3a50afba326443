import { and, asc, desc, eq, gte, sql } from "drizzle-orm";
import type { Database, Transaction } from "#server/db/client";
import { roadmapItemEvents, roadmapItems } from "#server/db/schema/roadmap";

export type RoadmapRow = typeof roadmapItems.$inferSelect;
type ItemFields = Pick<RoadmapRow, "title" | "description" | "status" | "priority" | "targetDate">;

/** Roadmap items and their history; writes take the transaction their audit entry shares. */
export function createRoadmapRepository(db: Database) {
  return {
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),
    list: () => db.select().from(roadmapItems).orderBy(asc(roadmapItems.status), asc(roadmapItems.position), asc(roadmapItems.id)).limit(1_000),
    async findForUpdate(tx: Transaction, id: number): Promise<RoadmapRow | null> {
      const [row] = await tx.select().from(roadmapItems).where(eq(roadmapItems.id, id)).for("update").limit(1);
      return row ?? null;
    },
    async insert(tx: Transaction, fields: ItemFields): Promise<RoadmapRow> {
      // New items go to the bottom of their column.
      const [last] = await tx
        .select({ position: sql<number>`coalesce(max(${roadmapItems.position}), -1)::int` })
        .from(roadmapItems)
        .where(eq(roadmapItems.status, fields.status));
      const [row] = await tx
        .insert(roadmapItems)
        .values({ ...fields, position: Number(last?.position ?? -1) + 1 })
        .returning();
      return row!;
    },
    async update(tx: Transaction, id: number, fields: Partial<ItemFields> & { position?: number }): Promise<RoadmapRow> {
      const [row] = await tx
        .update(roadmapItems)
        .set({ ...fields, version: sql`${roadmapItems.version} + 1`, updatedAt: new Date() })
        .where(eq(roadmapItems.id, id))
        .returning();
      return row!;
    },
    /** Makes room at `position` in a column (everything from there moves down one). */
    async shiftDown(tx: Transaction, status: string, position: number, exceptId: number): Promise<void> {
      await tx
        .update(roadmapItems)
        .set({ position: sql`${roadmapItems.position} + 1` })
        .where(and(eq(roadmapItems.status, status), gte(roadmapItems.position, position), sql`${roadmapItems.id} <> ${exceptId}`));
    },
    async remove(tx: Transaction, id: number): Promise<void> {
      await tx.delete(roadmapItems).where(eq(roadmapItems.id, id));
    },
    async addEvent(tx: Transaction, event: typeof roadmapItemEvents.$inferInsert): Promise<void> {
      await tx.insert(roadmapItemEvents).values(event);
    },
    events: (itemId: number) =>
      db
        .select()
        .from(roadmapItemEvents)
        .where(eq(roadmapItemEvents.itemId, itemId))
        .orderBy(desc(roadmapItemEvents.createdAt), desc(roadmapItemEvents.id))
        .limit(200),
  };
}
export type RoadmapRepository = ReturnType<typeof createRoadmapRepository>;
