import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { estimateFirstLoad, type BuildAssets, type PageWeight } from "./first-load-estimate";

/**
 * The first-load estimate of the build this process serves (production only: development and
 * tests serve no build). Computed once: the build does not change under a running server.
 */
export function buildFirstLoad(options: { production: boolean; root?: string }): () => Promise<PageWeight[] | { unavailable: string }> {
  const root = options.root ?? process.cwd();
  let result: Promise<PageWeight[] | { unavailable: string }> | null = null;
  return () => {
    result ??= (async () => {
      const serverBuild = path.join(root, "build/server/index.js");
      if (!options.production || !existsSync(serverBuild))
        return { unavailable: "Measured from the production build (npm run build): this process serves none." };
      const build = (await import(pathToFileURL(serverBuild).href)) as { assets?: BuildAssets };
      if (!build.assets) return { unavailable: "The build has no asset manifest." };
      return estimateFirstLoad(build.assets, path.join(root, "build/client"));
    })();
    return result;
  };
}
