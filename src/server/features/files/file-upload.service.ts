import { randomUUID } from "node:crypto";
import type { Actor, AuditLog } from "#server/platform/audit/audit-log";
import type { Logger } from "#server/platform/logger/logger";
import type { FileStorage } from "#server/platform/storage/file-storage";
import { MB } from "#shared/files/file-rules";
import type { UploadFields } from "#shared/files/files.schema";
import { inspectUpload } from "./file-inspection";
import { auditShape, originalKey, variantKey } from "./file-views";
import { FOLDER_GONE, ok, refused, type Outcome } from "./files-outcome";
import type { FileRow, FilesRepository } from "./files.repository";
import { processImage } from "./image-variants";

/** A name the browser sent, as a label: its last path piece, without control characters, bounded. */
export function labelFromFileName(raw: string): string {
  const lastPiece = raw.split(/[/\\]/).pop() ?? "";
  const clean = lastPiece
    // Control characters, line separators and lone surrogates: never part of a readable name.
    .replace(/[\p{Cc}\u2028\u2029]|\p{Cs}/gu, "")
    .replace(/^\.+/, "")
    .trim();
  // Cut by code points, so a long name never ends in half a surrogate pair.
  const bounded = [...clean].slice(0, 200).join("").trim();
  return bounded || "file";
}

/**
 * An upload: the type from the magic bytes, the per-type limit, the quota (originals and
 * variants), WebP variants for images, stored under a server-made key; the row and its audit
 * entry commit together, and stored bytes are removed again when the row is not written.
 */
export type FileUploadService = ReturnType<typeof createFileUploadService>;

export function createFileUploadService(deps: {
  repository: FilesRepository;
  storage: FileStorage;
  audit: AuditLog;
  logger: Logger;
  quotaBytes: () => Promise<number>;
}) {
  const { repository, audit } = deps;
  const quotaMessage = (quota: number) =>
    `The storage quota of ${Math.round(quota / MB)} MB would be exceeded. Delete files you no longer need, or ask an administrator to raise the quota.`;

  return async function upload(actor: Actor, input: { bytes: Uint8Array; fileName: string; fields: UploadFields }): Promise<Outcome<FileRow>> {
    const inspection = await inspectUpload(input.bytes);
    if (!inspection.ok) return refused(inspection.status, inspection.message);
    const { folderId = null, visibility } = input.fields;
    if (folderId && !(await repository.folder(folderId))) return refused(404, FOLDER_GONE);
    const quota = await deps.quotaBytes();
    if ((await repository.usedBytes()) + input.bytes.byteLength > quota) return refused(413, quotaMessage(quota));

    const image = inspection.kind === "image" ? await processImage(input.bytes) : null;
    if (inspection.kind === "image" && !image) return refused(415, "This image could not be read. It may be damaged; save it again and upload it once more.");

    const id = randomUUID();
    const storage = await deps.storage.current();
    const row = { id, extension: inspection.extension };
    const keys = [originalKey(row), ...(image?.variants ?? []).map((v) => variantKey(id, v.width))];
    const removeStored = () =>
      Promise.all(keys.map((key) => storage.delete(key))).catch((error: unknown) =>
        deps.logger.warn({ err: error, id }, "files: could not remove stored bytes"),
      );
    try {
      await storage.put(originalKey(row), input.bytes, inspection.mimeType);
      for (const variant of image?.variants ?? []) await storage.put(variantKey(id, variant.width), variant.bytes, "image/webp");
    } catch (error) {
      // Object storage down or refusing our keys: an outside service failing, said plainly.
      deps.logger.warn({ err: error, id, storage: storage.name }, "files: storing an upload failed");
      await removeStored();
      return refused(503, "The file storage did not answer. Try again in a moment.");
    }

    const variantBytes = (image?.variants ?? []).reduce((total, v) => total + v.bytes.byteLength, 0);
    const written = await repository
      .transaction(async (tx): Promise<Outcome<FileRow>> => {
        // Checked again under a lock: two uploads at once must not both fit in the last megabytes.
        await repository.lockQuota(tx);
        if ((await repository.usedBytes(tx)) + input.bytes.byteLength + variantBytes > quota) return refused(413, quotaMessage(quota));
        const inserted = await repository.insertFile(tx, {
          id,
          folderId,
          name: input.fields.name ?? labelFromFileName(input.fileName),
          bucket: storage.name,
          storageKey: originalKey(row),
          mimeType: inspection.mimeType,
          extension: inspection.extension,
          kind: inspection.kind,
          size: input.bytes.byteLength,
          width: image?.width ?? null,
          height: image?.height ?? null,
          variantWidths: (image?.variants ?? []).map((v) => v.width),
          variantBytes,
          visibility,
          ownerId: actor.id,
        });
        await audit.record(tx, actor, { action: "file.upload", entity: "file", entityId: id, after: auditShape(inserted) });
        return ok(inserted);
      })
      .catch(async (error: unknown) => {
        await removeStored();
        throw error;
      });
    if (written.kind !== "ok") await removeStored();
    return written;
  };
}
