import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { transform } from "esbuild";
import { createSourceMapper } from "./source-mapper";

const SOURCE = [
  "export function priceTable(rows: number[]) {",
  "  if (rows.length === 0) {",
  '    throw new Error("no rows");',
  "  }",
  "  return rows;",
  "}",
  "",
].join("\n");

let folder: string;
let column: number;
beforeAll(async () => {
  // A real minified script and its map, as the build writes them (one line, names shortened).
  const built = await transform(SOURCE, {
    loader: "ts",
    minify: true,
    sourcemap: "external",
    sourcefile: "../../src/web/features/prices/price-table.ts",
    format: "esm",
  });
  folder = mkdtempSync(path.join(tmpdir(), "source-maps-"));
  mkdirSync(path.join(folder, "assets"));
  writeFileSync(path.join(folder, "assets", "prices-AbC123.js.map"), built.map);
  column = built.code.indexOf("throw") + 1;
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("source mapper", () => {
  it("rewrites a browser's frames in the build's scripts to source file, line and name", async () => {
    const mapper = createSourceMapper(folder);
    const stack = `Error: no rows\n    at p (https://rihla.example/assets/prices-AbC123.js:1:${column})\n    at https://rihla.example/assets/other-Zz9.js:1:10`;
    const mapped = await mapper.map(stack);
    expect(mapped).toBe(`Error: no rows\n    at p (src/web/features/prices/price-table.ts:3:5)\n    at https://rihla.example/assets/other-Zz9.js:1:10`);
  });

  it("maps Firefox-style frames and paths without an origin", async () => {
    const mapper = createSourceMapper(folder);
    expect(await mapper.map(`p@/assets/prices-AbC123.js:1:${column}`)).toBe("p@src/web/features/prices/price-table.ts:3:5");
  });

  it("answers null when no frame has a map, and never reads outside the folder", async () => {
    const mapper = createSourceMapper(folder);
    expect(await mapper.map("Error: x\n    at https://rihla.example/assets/gone-111.js:1:5")).toBeNull();
    expect(await mapper.map("Error: x\n    at https://rihla.example/assets/..%2F..%2Fetc%2Fpasswd.js:1:5")).toBeNull();
    expect(await mapper.map("TypeError: plain message, no frames")).toBeNull();
  });
});
