import { fileTypeFromBuffer } from "file-type";
import { ACCEPTED_TYPES, isAcceptedType, MB, type AcceptedType } from "#shared/files/file-rules";

export type Inspection =
  { ok: true; mimeType: AcceptedType; extension: string; kind: "image" | "pdf" } | { ok: false; status: 400 | 413 | 415; message: string };

const megabytes = (bytes: number) => `${Math.round(bytes / MB)} MB`;

/**
 * What an upload really is, from its first bytes (file-type), never from its name or the type the
 * browser claimed; refused when empty, of a type we do not keep, or over that type's limit.
 */
export async function inspectUpload(bytes: Uint8Array): Promise<Inspection> {
  if (bytes.byteLength === 0) return { ok: false, status: 400, message: "The file is empty." };
  const detected = await fileTypeFromBuffer(bytes).catch(() => undefined);
  if (!isAcceptedType(detected?.mime))
    return { ok: false, status: 415, message: "This type of file is not accepted. Upload a JPEG, PNG, WebP, GIF or AVIF image, or a PDF." };
  const rule = ACCEPTED_TYPES[detected.mime];
  if (bytes.byteLength > rule.maxBytes) {
    const what = rule.kind === "image" ? "Images" : "PDF files";
    return { ok: false, status: 413, message: `${what} may be at most ${megabytes(rule.maxBytes)}; this file is ${(bytes.byteLength / MB).toFixed(1)} MB.` };
  }
  return { ok: true, mimeType: detected.mime, extension: rule.extension, kind: rule.kind };
}
