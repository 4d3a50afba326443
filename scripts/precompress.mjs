// Compresses the text files of the browser build once, after `react-router build`: each gets a
// .br (brotli, best quality) and a .gz (gzip -9) twin, which the server sends as they are to
// clients that accept them (src/server/platform/http/app.ts). Files under 1 KB stay plain.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = process.argv[2] ?? "build/client";
const TEXT = /\.(?:js|mjs|css|html|svg|xml|txt|json|webmanifest|map)$/i;
const MIN_BYTES = 1024;

function* files(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (TEXT.test(entry.name)) yield full;
  }
}

let count = 0;
let plain = 0;
let brotli = 0;
for (const file of files(root)) {
  if (statSync(file).size < MIN_BYTES) continue;
  const body = readFileSync(file);
  const br = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  count += 1;
  plain += body.length;
  brotli += br.length;
}
console.log(`precompressed ${count} files in ${root}: ${(plain / 1024).toFixed(0)} KB → ${(brotli / 1024).toFixed(0)} KB brotli`);
