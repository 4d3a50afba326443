import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

/** Where memory-probe.mjs writes; the flags that load it into a child process. */
export const MEMORY_PROBE_FLAGS = ["--expose-gc", "--import", path.join(import.meta.dirname, "memory-probe.mjs")];

export interface Memory {
  rss: number;
  heapUsed: number;
}

/** A child's memory after two garbage collections (it must have been started with MEMORY_PROBE_FLAGS and BENCH_MEMORY_DIR=dir). */
export async function settledMemory(pid: number, dir: string): Promise<Memory> {
  const file = path.join(dir, `${pid}.json`);
  rmSync(file, { force: true });
  process.kill(pid, "SIGUSR2");
  const deadline = Date.now() + 30_000;
  while (!existsSync(file)) {
    if (Date.now() > deadline) throw new Error(`process ${pid} did not report its memory`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const { rss, heapUsed } = JSON.parse(readFileSync(file, "utf8")) as Memory;
  return { rss, heapUsed };
}

/** This process's open-files limit (what 10,000 sockets need), from /proc; null where there is no /proc. */
export function openFilesLimit(): number | null {
  try {
    const line = readFileSync("/proc/self/limits", "utf8")
      .split("\n")
      .find((entry) => entry.startsWith("Max open files"));
    const soft = line?.split(/\s{2,}/)[1];
    return soft === undefined || soft === "unlimited" ? null : Number(soft);
  } catch {
    return null;
  }
}
