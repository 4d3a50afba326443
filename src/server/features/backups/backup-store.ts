import { readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { archiveTime } from "./backup-archive";

export interface StoredArchive {
  name: string;
  at: Date;
  bytes: number;
}

/** Where archives are kept: a folder (BACKUP_DIR) or the object storage bucket. */
export interface BackupStore {
  readonly kind: "folder" | "s3";
  /** Takes a finished archive written under `localFile` and keeps it as `name`. */
  keep(localFile: string, name: string): Promise<void>;
  list(): Promise<StoredArchive[]>;
  delete(name: string): Promise<void>;
}

/** Archives in a folder; an archive written there already is only renamed into place. */
export function createFolderBackupStore(folder: string): BackupStore {
  return {
    kind: "folder",
    async keep(localFile, name) {
      await rename(localFile, path.join(folder, name));
    },
    async list() {
      let names: string[];
      try {
        names = await readdir(folder);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
        throw error;
      }
      const archives: StoredArchive[] = [];
      for (const name of names) {
        const at = archiveTime(name);
        const info = at ? await stat(path.join(folder, name)).catch(() => null) : null;
        if (at && info?.isFile()) archives.push({ name, at, bytes: info.size });
      }
      return archives;
    },
    async delete(name) {
      if (!archiveTime(name)) throw new Error(`Not a backup archive: ${name}`);
      await rm(path.join(folder, name), { force: true });
    },
  };
}
