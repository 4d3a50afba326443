/**
 * Preloaded into a bench's server process (`node --expose-gc --import <this> …`): on SIGUSR2 it
 * collects garbage (again a second later) and writes process.memoryUsage() as JSON to $BENCH_MEMORY_DIR/<pid>.json,
 * so a bench can read a process's settled memory before and after opening sockets. Plain JS: it
 * loads before tsx does.
 */
import { renameSync, writeFileSync } from "node:fs";
import path from "node:path";

const dir = process.env.BENCH_MEMORY_DIR;
if (dir) {
  process.on("SIGUSR2", () => {
    globalThis.gc?.();
    // Once more a second later: sockets closed just before are gone by then, and the pages the
    // first collection freed have gone back to the system (RSS).
    setTimeout(() => {
      globalThis.gc?.();
      globalThis.gc?.();
      const file = path.join(dir, `${process.pid}.json`);
      // Written aside then renamed into place, so the bench never reads half a file.
      writeFileSync(`${file}.tmp`, JSON.stringify(process.memoryUsage()));
      renameSync(`${file}.tmp`, file);
    }, 1_000);
  });
}
