import type { Transaction } from "#server/db/client";
import type { Actor, AuditLog } from "#server/platform/audit/audit-log";
import type { Logger } from "#server/platform/logger/logger";
import type { FileStorage } from "#server/platform/storage/file-storage";
import { SIGNED_URL_TTL_SECONDS, type Visibility } from "#shared/files/file-rules";
import type { FileListAnswer, FileView, FolderView } from "#shared/files/files-answers";
import type { FileListQuery } from "#shared/files/files.schema";
import type { FileSigner } from "./file-signing";
import type { FileUsageRepository } from "./file-usage.repository";
import { allKeys, auditShape, filePath, fileView } from "./file-views";
import { FILE_GONE, FOLDER_GONE, ok, refused, type Outcome } from "./files-outcome";
import type { FileRow, FilesRepository, FolderRow } from "./files.repository";

const folderView = (row: FolderRow): FolderView => ({ id: row.id, name: row.name, parentId: row.parentId });

/**
 * The file repository's reads and writes other than uploads. Every write is one transaction with
 * its audit entry; a file still used by a page cannot be deleted, and the answer says where.
 */
export function createFilesService(deps: {
  repository: FilesRepository;
  usage: FileUsageRepository;
  storage: FileStorage;
  signer: FileSigner;
  audit: AuditLog;
  logger: Logger;
  quotaBytes: () => Promise<number>;
  clearPageCache: () => void;
}) {
  const { repository, audit, signer } = deps;

  /** A public file's address as is; a private one's signed for a while. */
  async function urlOf(row: FileRow, variantWidth?: number): Promise<string> {
    const path = filePath(row, variantWidth);
    return row.visibility === "private" ? (await signer.sign(path, SIGNED_URL_TTL_SECONDS)).url : path;
  }

  async function view(row: FileRow): Promise<FileView> {
    const smallest = row.variantWidths.length ? Math.min(...row.variantWidths) : undefined;
    return fileView(row, {
      url: row.visibility === "public" ? filePath(row) : null,
      thumbnailUrl: row.kind === "image" && smallest !== undefined ? await urlOf(row, smallest) : null,
    });
  }

  /** Runs one audited change of an existing file, or answers 404. */
  async function change(actor: Actor, id: string, action: string, work: (row: FileRow, tx: Transaction) => Promise<Outcome<Partial<FileRow>> | null>) {
    const result = await repository.transaction(async (tx): Promise<Outcome<FileView>> => {
      const before = await repository.fileForUpdate(tx, id);
      if (!before) return refused(404, FILE_GONE);
      const outcome = await work(before, tx);
      if (outcome && outcome.kind !== "ok") return outcome;
      const values = outcome?.value ?? {};
      await repository.updateFile(tx, id, values);
      const after = { ...before, ...values };
      await audit.record(tx, actor, { action, entity: "file", entityId: id, before: auditShape(before), after: auditShape(after) });
      return ok(await view(after));
    });
    if (result.kind === "ok") deps.clearPageCache();
    return result;
  }

  return {
    view,

    async list(query: FileListQuery): Promise<FileListAnswer> {
      const [{ rows, total }, folders, usedBytes, quotaBytes] = await Promise.all([
        repository.list(query),
        repository.folders(),
        repository.usedBytes(),
        deps.quotaBytes(),
      ]);
      return {
        items: await Promise.all(rows.map(view)),
        total,
        limit: query.limit,
        offset: query.offset,
        folders: folders.map(folderView),
        usage: { usedBytes, quotaBytes },
      };
    },

    async get(id: string): Promise<FileView | null> {
      const row = await repository.file(id);
      return row ? view(row) : null;
    },

    /** A link to open the file: its address when public, a signed one (15 minutes) when private. */
    async link(id: string): Promise<Outcome<{ url: string; expiresAt: string | null }>> {
      const row = await repository.file(id);
      if (!row) return refused(404, FILE_GONE);
      if (row.visibility === "public") return ok({ url: filePath(row), expiresAt: null });
      return ok(await signer.sign(filePath(row), SIGNED_URL_TTL_SECONDS));
    },

    rename: (actor: Actor, id: string, name: string) => change(actor, id, "file.rename", async () => ok({ name })),

    move: (actor: Actor, id: string, folderId: string | null) =>
      change(actor, id, "file.move", async (_row, tx) => {
        // Inside the transaction: PGlite has one connection, so a query beside it would wait forever.
        if (folderId && !(await repository.folder(folderId, tx))) return refused(404, FOLDER_GONE);
        return ok({ folderId });
      }),

    setVisibility: (actor: Actor, id: string, visibility: Visibility) =>
      change(actor, id, "file.visibility", async (row, tx) => {
        // A public address in a page would stop working: make it private only when nothing uses it.
        if (visibility === "private" && row.visibility === "public") {
          const uses = await deps.usage.usesOf(id, tx);
          if (uses.length) return refused(409, "This file is used on the website, so it must stay public.", { uses });
        }
        return ok({ visibility });
      }),

    async remove(actor: Actor, id: string): Promise<Outcome<{ id: string }>> {
      const result = await repository.transaction(async (tx): Promise<Outcome<FileRow>> => {
        const row = await repository.fileForUpdate(tx, id);
        if (!row) return refused(404, FILE_GONE);
        const uses = await deps.usage.usesOf(id, tx);
        if (uses.length) return refused(409, "This file is still used, so it cannot be deleted. Remove it from these pages first.", { uses });
        await repository.deleteFile(tx, id);
        await audit.record(tx, actor, { action: "file.delete", entity: "file", entityId: id, before: auditShape(row) });
        return ok(row);
      });
      if (result.kind !== "ok") return result;
      // The row is gone, so nothing links to the bytes any more; a failed removal only leaves garbage.
      const storage = await deps.storage.named(result.value.bucket);
      await Promise.all(allKeys(result.value).map((key) => storage?.delete(key))).catch((error: unknown) =>
        deps.logger.warn({ err: error, id }, "files: stored bytes of a deleted file were not removed"),
      );
      return ok({ id });
    },

    usesOf: (id: string) => deps.usage.usesOf(id),

    createFolder: (actor: Actor, input: { name: string; parentId: string | null }) =>
      repository.transaction(async (tx): Promise<Outcome<FolderView>> => {
        if (input.parentId && !(await repository.folder(input.parentId, tx))) return refused(404, FOLDER_GONE);
        if (await repository.folderNameTaken(tx, input.parentId, input.name, null)) return refused(409, "A folder with this name already exists here.");
        const row = await repository.insertFolder(tx, input);
        await audit.record(tx, actor, { action: "file_folder.create", entity: "file_folder", entityId: row.id, after: input });
        return ok(folderView(row));
      }),

    renameFolder: (actor: Actor, id: string, name: string) =>
      repository.transaction(async (tx): Promise<Outcome<FolderView>> => {
        const row = await repository.folder(id, tx);
        if (!row) return refused(404, FOLDER_GONE);
        if (await repository.folderNameTaken(tx, row.parentId, name, id)) return refused(409, "A folder with this name already exists here.");
        await repository.renameFolder(tx, id, name);
        await audit.record(tx, actor, { action: "file_folder.rename", entity: "file_folder", entityId: id, before: { name: row.name }, after: { name } });
        return ok(folderView({ ...row, name }));
      }),

    deleteFolder: (actor: Actor, id: string) =>
      repository.transaction(async (tx): Promise<Outcome<{ id: string }>> => {
        const row = await repository.folder(id, tx);
        if (!row) return refused(404, FOLDER_GONE);
        if (!(await repository.folderIsEmpty(tx, id))) return refused(409, "This folder is not empty. Move or delete what is in it first.");
        await repository.deleteFolder(tx, id);
        await audit.record(tx, actor, {
          action: "file_folder.delete",
          entity: "file_folder",
          entityId: id,
          before: { name: row.name, parentId: row.parentId },
        });
        return ok({ id });
      }),
  };
}
export type FilesService = ReturnType<typeof createFilesService>;
