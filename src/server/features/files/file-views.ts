import type { FileKind, Visibility } from "#shared/files/file-rules";
import type { FileView } from "#shared/files/files-answers";
import { mediaUrl, variantUrl } from "#shared/files/image-url";
import type { FileRow } from "./files.repository";

/** Storage keys are the server's own: the id, and for variants their width. */
export const originalKey = (row: Pick<FileRow, "id" | "extension">) => `files/${row.id}.${row.extension}`;
export const variantKey = (id: string, width: number) => `files/${id}-w${width}.webp`;
export const allKeys = (row: Pick<FileRow, "id" | "extension" | "variantWidths">) => [originalKey(row), ...row.variantWidths.map((w) => variantKey(row.id, w))];

/** The path of a file or one of its variants; private files live under /media/private/ and open only signed. */
export function filePath(row: Pick<FileRow, "id" | "extension" | "width" | "height" | "visibility">, variantWidth?: number): string {
  const path =
    variantWidth !== undefined && row.width && row.height ? variantUrl({ id: row.id, width: row.width, height: row.height }, variantWidth) : mediaUrl(row);
  return row.visibility === "private" ? path.replace(/^\/media\//, "/media/private/") : path;
}

export function fileView(row: FileRow, urls: { url: string | null; thumbnailUrl: string | null }): FileView {
  return {
    id: row.id,
    name: row.name,
    folderId: row.folderId,
    mimeType: row.mimeType,
    kind: row.kind as FileKind,
    size: row.size,
    width: row.width,
    height: row.height,
    visibility: row.visibility as Visibility,
    url: urls.url,
    thumbnailUrl: urls.thumbnailUrl,
    createdAt: row.createdAt.toISOString(),
  };
}

/** For the audit log: what identifies a file, never its bytes. */
export const auditShape = (row: FileRow) => ({
  name: row.name,
  folderId: row.folderId,
  mimeType: row.mimeType,
  size: row.size,
  visibility: row.visibility,
  bucket: row.bucket,
  storageKey: row.storageKey,
});
