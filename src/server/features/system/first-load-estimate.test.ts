import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { estimateFirstLoad } from "./first-load-estimate";

describe("estimateFirstLoad", () => {
  it("sums the entry and each public page's route chain once per file, from the .gz twin when there is one", () => {
    const root = mkdtempSync(path.join(tmpdir(), "first-load-"));
    mkdirSync(path.join(root, "assets"));
    const write = (name: string, bytes: number) => writeFileSync(path.join(root, "assets", name), "x".repeat(bytes));
    write("entry.js", 10);
    write("react.js", 10);
    write("root.js", 10);
    write("layout.js", 10);
    write("home.js", 10);
    write("admin.js", 10);
    // A twin of known size wins over compressing the file.
    writeFileSync(path.join(root, "assets", "react.js.gz"), Buffer.alloc(5_000));
    const g = (bytes: number) => gzipSync("x".repeat(bytes), { level: 9 }).length;
    const pages = estimateFirstLoad(
      {
        entry: { module: "/assets/entry.js", imports: ["/assets/react.js"] },
        routes: {
          root: { id: "root", module: "/assets/root.js", imports: ["/assets/react.js"] },
          "routes/public/public-layout": { id: "routes/public/public-layout", parentId: "root", module: "/assets/layout.js" },
          "routes/public/home": { id: "routes/public/home", parentId: "routes/public/public-layout", index: true, module: "/assets/home.js" },
          "routes/admin/dashboard": { id: "routes/admin/dashboard", parentId: "root", module: "/assets/admin.js" },
        },
      },
      root,
    );
    expect(pages).toEqual([{ route: "routes/public/home", gzipBytes: 5_000 + 4 * g(10) }]);
  });
});
