// Bundles the server (src/server/main.ts) into build/server-main/main.js at `npm run build`, so
// `npm start` runs plain JavaScript with node instead of compiling TypeScript through tsx at every
// start. Packages from node_modules stay external (imported at run time); the #shared/* and
// #server/* aliases are resolved from tsconfig.json. Files read next to a module (migrations, the
// common-passwords list) keep pointing at their place in src/: each module's import.meta.url is
// replaced by its source file's URL.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

const sourceUrls = {
  name: "source-import-meta-url",
  setup(esbuild) {
    esbuild.onLoad({ filter: /[\\/]src[\\/].*\.ts$/ }, async (args) => {
      const text = await readFile(args.path, "utf8");
      if (!text.includes("import.meta.url")) return undefined;
      return { contents: text.replaceAll("import.meta.url", JSON.stringify(pathToFileURL(args.path).href)), loader: "ts" };
    });
  },
};

const started = performance.now();
await build({
  entryPoints: ["src/server/main.ts"],
  outfile: "build/server-main/main.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  tsconfig: "tsconfig.json",
  sourcemap: "linked",
  logLevel: "warning",
  plugins: [sourceUrls],
});
console.log(`server bundled in ${Math.round(performance.now() - started)} ms: ${path.join("build", "server-main", "main.js")}`);
