import { createReadStream } from "node:fs";
import { mkdir, readdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { createGunzip } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { ARCHIVE_FORMAT, DATABASE_ENTRY, FILES_PREFIX, MANIFEST_ENTRY, type BackupManifest } from "./backup-archive";
import { readTar } from "./tar-reader";

export class RestoreError extends Error {}

async function hasContent(folder: string): Promise<boolean> {
  try {
    return (await readdir(folder)).length > 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw error;
  }
}

/** A files/ entry's path inside the target, or null when it would leave the files folder. */
function fileTarget(filesRoot: string, name: string): string | null {
  const relative = name.slice(FILES_PREFIX.length);
  if (!relative || relative.startsWith("/") || relative.split("/").some((part) => part === ".." || part === "")) return null;
  const target = path.resolve(filesRoot, relative);
  return target.startsWith(filesRoot + path.sep) ? target : null;
}

export interface RestoreResult {
  manifest: BackupManifest;
  database: boolean;
  files: number;
  /** Where the data folder's previous database and files were moved (null: there were none). */
  setAside: string | null;
}

/**
 * Restores an archive into a data folder (it must not be in use: the command checks that first).
 * What the folder held before (pglite/ and files/) is moved to before-restore-<time>/, never
 * deleted. The database comes back through PGlite itself (`loadDataDir`), which then opens it
 * once, so a dump taken while the server ran starts as after a clean stop.
 */
export async function restoreArchive(archive: string, dataDir: string, now = new Date()): Promise<RestoreResult> {
  const pgliteDir = path.join(dataDir, "pglite");
  const filesRoot = path.resolve(dataDir, "files");
  let setAside: string | null = null;
  let manifest: BackupManifest | null = null;
  let database: Buffer | null = null;
  let files = 0;

  const entries = readTar(createReadStream(archive).pipe(createGunzip()));
  for await (const entry of entries) {
    if (!manifest) {
      if (entry.name !== MANIFEST_ENTRY) throw new RestoreError(`${archive} is not a Rihla backup (it does not start with ${MANIFEST_ENTRY}).`);
      manifest = JSON.parse(entry.data.toString("utf8")) as BackupManifest;
      if (manifest.format !== ARCHIVE_FORMAT)
        throw new RestoreError(`${archive} has backup format ${manifest.format}; this version reads format ${ARCHIVE_FORMAT}.`);
      const previous = [pgliteDir, filesRoot];
      if ((await hasContent(pgliteDir)) || (await hasContent(filesRoot))) {
        setAside = path.join(dataDir, `before-restore-${now.toISOString().slice(0, 19).replaceAll(":", "-")}Z`);
        await mkdir(setAside, { recursive: true });
        for (const folder of previous) await rename(folder, path.join(setAside, path.basename(folder))).catch(() => {});
      }
      continue;
    }
    if (entry.type !== "file") continue;
    if (entry.name === DATABASE_ENTRY) {
      database = entry.data;
    } else if (entry.name.startsWith(FILES_PREFIX)) {
      const target = fileTarget(filesRoot, entry.name);
      if (!target) throw new RestoreError(`Refused a file entry outside the files folder: ${entry.name.slice(0, 120)}`);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, entry.data);
      files += 1;
    }
  }
  if (!manifest) throw new RestoreError(`${archive} is empty.`);
  if (manifest.database === "pglite" && !database) throw new RestoreError(`${archive} is incomplete: its database dump is missing.`);
  if (database) {
    await mkdir(pgliteDir, { recursive: true });
    const client = await PGlite.create(pgliteDir, { loadDataDir: new Blob([new Uint8Array(database)]) });
    await client.close();
  }
  return { manifest, database: database !== null, files, setAside };
}
