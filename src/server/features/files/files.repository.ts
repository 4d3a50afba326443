import { and, asc, count, desc, eq, ilike, isNull, sql, sum, type SQL } from "drizzle-orm";
import type { Database, Transaction } from "#server/db/client";
import { fileFolders, files } from "#server/db/schema/files";
import type { FileListQuery } from "#shared/files/files.schema";

type Executor = Database | Transaction;
export type FileRow = typeof files.$inferSelect;
export type NewFile = typeof files.$inferInsert;
export type FolderRow = typeof fileFolders.$inferSelect;

/** A search text as a LIKE pattern that matches it literally (%, _ and \ are not wildcards). */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const SORT_COLUMNS = { name: files.name, createdAt: files.createdAt, size: files.size } as const;

/** Every query of the file repository; writes take the caller's transaction so their audit entry commits with them. */
export function createFilesRepository(db: Database) {
  return {
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),

    async list(query: FileListQuery): Promise<{ rows: FileRow[]; total: number }> {
      const conditions: SQL[] = [];
      if (query.q) conditions.push(ilike(files.name, containing(query.q)));
      if (query.folder === "root") conditions.push(isNull(files.folderId));
      else if (query.folder) conditions.push(eq(files.folderId, query.folder));
      if (query.kind) conditions.push(eq(files.kind, query.kind));
      if (query.visibility) conditions.push(eq(files.visibility, query.visibility));
      const where = conditions.length ? and(...conditions) : undefined;
      const column = SORT_COLUMNS[query.sort];
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(files)
          .where(where)
          // The id breaks ties, so paging never shows a file twice or skips one.
          .orderBy(query.order === "asc" ? asc(column) : desc(column), asc(files.id))
          .limit(query.limit)
          .offset(query.offset),
        db.select({ total: count() }).from(files).where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    file: async (id: string, tx: Executor = db) => (await tx.select().from(files).where(eq(files.id, id)).limit(1))[0] ?? null,
    fileForUpdate: async (tx: Transaction, id: string) => (await tx.select().from(files).where(eq(files.id, id)).for("update"))[0] ?? null,
    insertFile: async (tx: Executor, values: NewFile) => (await tx.insert(files).values(values).returning())[0]!,
    updateFile: (tx: Executor, id: string, values: Partial<Pick<FileRow, "name" | "folderId" | "visibility">>) =>
      tx
        .update(files)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(files.id, id)),
    deleteFile: (tx: Executor, id: string) => tx.delete(files).where(eq(files.id, id)),

    /** Bytes stored, originals and variants, for the quota. */
    async usedBytes(tx: Executor = db): Promise<number> {
      const [row] = await tx.select({ total: sum(sql`${files.size} + ${files.variantBytes}`) }).from(files);
      return Number(row?.total ?? 0);
    },
    /** Serialises uploads' quota checks across processes, for the length of the caller's transaction. */
    lockQuota: (tx: Transaction) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('rihla_files_quota'))`),

    folders: () => db.select().from(fileFolders).orderBy(asc(fileFolders.name), asc(fileFolders.id)),
    folder: async (id: string, tx: Executor = db) => (await tx.select().from(fileFolders).where(eq(fileFolders.id, id)).limit(1))[0] ?? null,
    insertFolder: async (tx: Executor, values: { name: string; parentId: string | null }) => (await tx.insert(fileFolders).values(values).returning())[0]!,
    renameFolder: (tx: Executor, id: string, name: string) => tx.update(fileFolders).set({ name }).where(eq(fileFolders.id, id)),
    deleteFolder: (tx: Executor, id: string) => tx.delete(fileFolders).where(eq(fileFolders.id, id)),
    async folderNameTaken(tx: Executor, parentId: string | null, name: string, exceptId: string | null): Promise<boolean> {
      const rows = await tx
        .select({ id: fileFolders.id })
        .from(fileFolders)
        .where(and(parentId ? eq(fileFolders.parentId, parentId) : isNull(fileFolders.parentId), sql`lower(${fileFolders.name}) = lower(${name})`));
      return rows.some((row) => row.id !== exceptId);
    },
    async folderIsEmpty(tx: Executor, id: string): Promise<boolean> {
      const [[filesIn], [foldersIn]] = await Promise.all([
        tx.select({ n: count() }).from(files).where(eq(files.folderId, id)),
        tx.select({ n: count() }).from(fileFolders).where(eq(fileFolders.parentId, id)),
      ]);
      return (filesIn?.n ?? 0) === 0 && (foldersIn?.n ?? 0) === 0;
    },
  };
}
export type FilesRepository = ReturnType<typeof createFilesRepository>;
