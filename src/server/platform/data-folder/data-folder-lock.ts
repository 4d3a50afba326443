import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * <data folder>/server.lock.json, written by a running server (mode 0600): which process uses the
 * folder, where it answers, and a token that lets a command on this machine (npm run backup) ask
 * it for work. Only whoever can read the data folder can read the token, and they could copy the
 * database anyway.
 */
export const LOCK_FILE = "server.lock.json";

export interface DataFolderLock {
  pid: number;
  url: string;
  token: string;
  startedAt: string;
}

export async function writeDataFolderLock(dataDir: string, lock: DataFolderLock): Promise<() => Promise<void>> {
  const file = path.join(dataDir, LOCK_FILE);
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, JSON.stringify(lock, null, 2), { mode: 0o600 });
  return async () => {
    // Only our own lock: a second server that took the folder over keeps its file.
    const current = await readDataFolderLock(dataDir);
    if (current?.token === lock.token) await rm(file, { force: true });
  };
}

export async function readDataFolderLock(dataDir: string): Promise<DataFolderLock | null> {
  try {
    const value = JSON.parse(await readFile(path.join(dataDir, LOCK_FILE), "utf8")) as Partial<DataFolderLock>;
    if (typeof value.pid !== "number" || typeof value.url !== "string" || typeof value.token !== "string") return null;
    return { pid: value.pid, url: value.url, token: value.token, startedAt: String(value.startedAt ?? "") };
  } catch {
    return null;
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export type FolderUse =
  | { state: "free" }
  /** A server answers at the address its lock names. */
  | { state: "server"; lock: DataFolderLock }
  /** The lock's process is alive but does not answer (starting, stuck, or another process reusing the id). */
  | { state: "unknown"; lock: DataFolderLock };

/** Whether a server uses the data folder: its lock file, its process, and its address answering. */
export async function dataFolderUse(dataDir: string): Promise<FolderUse> {
  const lock = await readDataFolderLock(dataDir);
  if (!lock || !processAlive(lock.pid)) return { state: "free" };
  try {
    const response = await fetch(`${lock.url}/api/health`, { signal: AbortSignal.timeout(3_000) });
    await response.body?.cancel();
    return { state: "server", lock };
  } catch {
    return { state: "unknown", lock };
  }
}
