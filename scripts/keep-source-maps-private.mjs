// Moves the browser build's source maps out of the public folder after `react-router build`
// (vite.config.ts asks for "hidden" maps: the scripts do not name them). They go to
// build/source-maps with the same relative paths, where the error log reads them to show the
// source files and lines of a browser's stack; the server never serves that folder.
import { mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";

const from = process.argv[2] ?? "build/client";
const to = process.argv[3] ?? "build/source-maps";

function* maps(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* maps(full);
    else if (entry.name.endsWith(".map")) yield full;
  }
}

rmSync(to, { recursive: true, force: true });
let count = 0;
for (const file of maps(from)) {
  const target = path.join(to, path.relative(from, file));
  mkdirSync(path.dirname(target), { recursive: true });
  renameSync(file, target);
  count += 1;
}
console.log(`source maps kept off the public folder: ${count} moved to ${to}`);
