import { Hono, type Context } from "hono";
import { PUBLIC_FILE_MAX_AGE_SECONDS } from "#shared/files/file-rules";
import { parseMediaName, type MediaName } from "#shared/files/image-url";
import type { FileStorage } from "#server/platform/storage/file-storage";
import type { FileSigner } from "./file-signing";
import { originalKey, variantKey } from "./file-views";
import type { FileRow, FilesRepository } from "./files.repository";

const notFound = (c: Context) => {
  c.header("Cache-Control", "no-store");
  return c.text("Not found", 404);
};

/** The stored object an address names, when it names exactly this file (its size and extension) or one of its variants. */
function objectOf(row: FileRow, name: MediaName): { key: string; contentType: string } | null {
  if (name.width !== row.width || name.height !== row.height) return null;
  if (name.variantWidth === null) return name.extension === row.extension ? { key: originalKey(row), contentType: row.mimeType } : null;
  return row.variantWidths.includes(name.variantWidth) ? { key: variantKey(row.id, name.variantWidth), contentType: "image/webp" } : null;
}

/**
 * Serves repository files: public ones under /media/ (spec: cache-control 3600, with an ETag
 * answered by 304), private ones under /media/private/ only with a valid signed link. The type is
 * the one detected from the content at upload; the name is ours; nosniff stops browsers guessing.
 */
export function mediaRoutes(deps: { repository: FilesRepository; storage: FileStorage; signer: FileSigner }): Hono {
  const app = new Hono();

  async function send(c: Context, rawName: string, visibility: "public" | "private", cacheControl: string) {
    const name = parseMediaName(rawName);
    if (!name) return notFound(c);
    const row = await deps.repository.file(name.id);
    if (!row || row.visibility !== visibility) return notFound(c);
    const object = objectOf(row, name);
    if (!object) return notFound(c);
    // Stored objects never change under a key (a new upload gets a new id), so the key is a strong validator.
    const etag = `"${row.id}${name.variantWidth === null ? "" : `-w${name.variantWidth}`}"`;
    c.header("Cache-Control", cacheControl);
    c.header("ETag", etag);
    c.header("X-Content-Type-Options", "nosniff");
    const ifNoneMatch = c.req.header("if-none-match");
    if (ifNoneMatch && ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag || tag.trim() === "*")) return c.body(null, 304);
    const storage = await deps.storage.named(row.bucket);
    const bytes = await storage?.get(object.key).catch(() => undefined);
    if (!bytes) return notFound(c);
    c.header("Content-Type", object.contentType);
    c.header("Content-Disposition", `inline; filename="${rawName}"`);
    return c.body(new Uint8Array(bytes), 200);
  }

  app.get("/media/private/:name", async (c) => {
    const path = c.req.path;
    const verdict = await deps.signer.verify(path, c.req.query("expires"), c.req.query("signature"));
    if (verdict === "invalid") return notFound(c);
    if (verdict === "expired") {
      c.header("Cache-Control", "no-store");
      return c.text("This link has expired. Open the file again from the file repository.", 403);
    }
    return send(c, c.req.param("name"), "private", "private, no-store");
  });
  app.get("/media/:name", (c) => send(c, c.req.param("name"), "public", `public, max-age=${PUBLIC_FILE_MAX_AGE_SECONDS}`));
  return app;
}
