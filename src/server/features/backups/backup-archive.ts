import { createWriteStream } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { PassThrough } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { createTarWriter } from "./tar-writer";

/** The archive's first entry: what it holds and for which version, so a restore can check it. */
export const MANIFEST_ENTRY = "rihla-backup.json";
/** PGlite's own dump of its data folder (a tar, as `dumpDataDir("none")` gives it). */
export const DATABASE_ENTRY = "database/pglite.tar";
/** Uploaded files keep their path under the data folder's files/ folder. */
export const FILES_PREFIX = "files/";
export const ARCHIVE_FORMAT = 1;

export interface BackupManifest {
  format: number;
  createdAt: string;
  version: string;
  database: "pglite" | "none";
  files: number;
}

/** rihla-backup-2026-11-27T03-00-00Z.tar.gz: sorts by time, and says when it was taken. */
export function archiveName(at: Date): string {
  return `rihla-backup-${at.toISOString().slice(0, 19).replaceAll(":", "-")}Z.tar.gz`;
}

const ARCHIVE_NAME = /^rihla-backup-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z\.tar\.gz$/;

/** When an archive was taken, from its name (null: not one of ours). */
export function archiveTime(name: string): Date | null {
  const match = ARCHIVE_NAME.exec(name);
  return match ? new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4]}Z`) : null;
}

/** Every file under `root` (none when it does not exist), skipping uploads still being written. */
async function filesUnder(root: string): Promise<{ relative: string; size: number; mtime: Date }[]> {
  let names: string[];
  try {
    names = (await readdir(root, { recursive: true })) as string[];
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const found = [];
  for (const name of names.sort()) {
    if (name.endsWith(".part")) continue;
    const info = await stat(path.join(root, name)).catch(() => null);
    if (info?.isFile()) found.push({ relative: name.split(path.sep).join("/"), size: info.size, mtime: info.mtime });
  }
  return found;
}

/**
 * Writes one .tar.gz: the manifest, the database dump (when there is one) and the uploaded files.
 * It is written under a temporary name and renamed when complete, so a half-written archive is
 * never taken for a backup. Gives the archive's size.
 */
export async function writeArchive(input: {
  target: string;
  at: Date;
  version: string;
  database: Uint8Array | null;
  filesRoot: string | null;
}): Promise<number> {
  await mkdir(path.dirname(input.target), { recursive: true });
  const partial = `${input.target}.part`;
  const files = input.filesRoot ? await filesUnder(input.filesRoot) : [];
  const tar = new PassThrough();
  const written = pipeline(tar, createGzip({ level: 6 }), createWriteStream(partial, { mode: 0o600 }));
  try {
    const writer = createTarWriter(tar);
    const manifest: BackupManifest = {
      format: ARCHIVE_FORMAT,
      createdAt: input.at.toISOString(),
      version: input.version,
      database: input.database ? "pglite" : "none",
      files: files.length,
    };
    await writer.addBuffer(MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 2)), input.at);
    if (input.database) await writer.addBuffer(DATABASE_ENTRY, input.database, input.at);
    for (const file of files) {
      // Read whole before its header is written: a file deleted meanwhile is left out, not cut.
      const bytes = await readFile(path.join(input.filesRoot!, file.relative)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return null;
        throw error;
      });
      if (!bytes) continue;
      await writer.addBuffer(`${FILES_PREFIX}${file.relative}`, bytes, file.mtime);
    }
    await writer.finish();
    await written;
  } catch (error) {
    tar.destroy();
    await written.catch(() => {});
    await rm(partial, { force: true });
    throw error;
  }
  await rename(partial, input.target);
  return (await stat(input.target)).size;
}
