import type { Transaction } from "#server/db/client";
import type { Actor, AuditLog } from "#server/platform/audit/audit-log";
import type { RoadmapEvent, RoadmapItem, RoadmapMove, RoadmapStatus } from "#shared/roadmap/roadmap.schema";
import type { RoadmapRepository, RoadmapRow } from "./roadmap.repository";

type Fields = Pick<RoadmapItem, "title" | "description" | "status" | "priority" | "targetDate">;
type Changes = Record<string, { from: unknown; to: unknown }>;
export type RoadmapChange = { kind: "done"; item: RoadmapItem } | { kind: "not-found" } | { kind: "stale"; item: RoadmapItem };

const FIELDS = ["title", "description", "status", "priority", "targetDate"] as const;

export const itemOf = (row: RoadmapRow): RoadmapItem => ({
  id: row.id,
  title: row.title,
  description: row.description,
  status: row.status as RoadmapStatus,
  priority: row.priority,
  targetDate: row.targetDate,
  position: row.position,
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
});

function diff(before: Partial<Record<string, unknown>>, after: Partial<Record<string, unknown>>, keys: readonly string[]): Changes {
  const changes: Changes = {};
  for (const key of keys) if (before[key] !== after[key]) changes[key] = { from: before[key] ?? null, to: after[key] ?? null };
  return changes;
}

/**
 * The roadmap: every write is one transaction holding the item's row lock, its history event and
 * its audit entry; edits and moves name the version they were made from (409 when stale).
 */
export function createRoadmapService(deps: { repository: RoadmapRepository; audit: AuditLog }) {
  const { repository, audit } = deps;

  async function record(tx: Transaction, actor: Actor, itemId: number, kind: RoadmapEvent["kind"], changes: Changes) {
    await repository.addEvent(tx, { itemId, kind, changes, actorId: actor.id, actorEmail: actor.email });
    const side = (which: "from" | "to") => Object.fromEntries(Object.entries(changes).map(([key, value]) => [key, value[which]]));
    await audit.record(tx, actor, { action: `roadmap.${kind}`, entity: "roadmap_item", entityId: String(itemId), before: side("from"), after: side("to") });
  }

  type Applied = { row: RoadmapRow; kind: RoadmapEvent["kind"]; keys: readonly string[] };
  function change(actor: Actor, id: number, version: number, apply: (current: RoadmapRow, tx: Transaction) => Promise<Applied>): Promise<RoadmapChange> {
    return repository.transaction(async (tx): Promise<RoadmapChange> => {
      const current = await repository.findForUpdate(tx, id);
      if (!current) return { kind: "not-found" };
      if (current.version !== version) return { kind: "stale", item: itemOf(current) };
      const { row, kind, keys } = await apply(current, tx);
      await record(tx, actor, id, kind, diff(current, row, keys));
      return { kind: "done", item: itemOf(row) };
    });
  }

  return {
    list: async (): Promise<RoadmapItem[]> => (await repository.list()).map(itemOf),

    create: (actor: Actor, fields: Fields): Promise<RoadmapItem> =>
      repository.transaction(async (tx) => {
        const row = await repository.insert(tx, fields);
        await record(tx, actor, row.id, "created", diff({}, row, FIELDS));
        return itemOf(row);
      }),

    edit: (actor: Actor, id: number, input: Fields & { version: number }) =>
      change(actor, id, input.version, async (current, tx) => {
        const { version: _version, ...values } = input;
        // A status changed from the edit form puts the item at the bottom of its new column.
        const position = values.status !== current.status ? 10_000 : current.position;
        return { row: await repository.update(tx, id, { ...values, position }), kind: "edited", keys: FIELDS };
      }),

    move: (actor: Actor, id: number, move: RoadmapMove) =>
      change(actor, id, move.version, async (_current, tx) => {
        await repository.shiftDown(tx, move.status, move.position, id);
        return { row: await repository.update(tx, id, { status: move.status, position: move.position }), kind: "moved", keys: ["status", "position"] };
      }),

    remove: (actor: Actor, id: number): Promise<boolean> =>
      repository.transaction(async (tx) => {
        const current = await repository.findForUpdate(tx, id);
        if (!current) return false;
        await repository.remove(tx, id);
        await record(tx, actor, id, "deleted", diff(current, {}, FIELDS));
        return true;
      }),

    async history(id: number): Promise<RoadmapEvent[]> {
      return (await repository.events(id)).map((event) => ({
        id: event.id,
        kind: event.kind as RoadmapEvent["kind"],
        changes: event.changes,
        actorEmail: event.actorEmail,
        at: event.createdAt.toISOString(),
      }));
    },
  };
}
export type RoadmapService = ReturnType<typeof createRoadmapService>;
