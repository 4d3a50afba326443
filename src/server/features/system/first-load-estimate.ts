import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** The first-load JavaScript budget of a public page (the browser test's figure): 120 KB gzip. */
export const FIRST_LOAD_BUDGET_BYTES = 120 * 1024;

/** The part of React Router's build manifest (ServerBuild.assets) this estimate reads. */
export interface BuildAssets {
  entry: { module: string; imports?: string[] };
  routes: Record<string, { id: string; parentId?: string; path?: string; index?: boolean; module: string; imports?: string[] }>;
}

export interface PageWeight {
  /** The route's file id, e.g. routes/public/home. */
  route: string;
  gzipBytes: number;
}

/**
 * The JavaScript each public page names in the build (the entry and every route module of its
 * chain, with their static imports), sized as gzip -9: the `.gz` twin scripts/precompress.mjs
 * writes, else compressed here. A floor of what the browser loads: lazy chunks asked for on
 * mount come on top (tests/e2e/public/first-load-budget.spec.ts measures the full figure).
 */
export function estimateFirstLoad(assets: BuildAssets, clientRoot: string): PageWeight[] {
  const sizes = new Map<string, number>();
  const gzipSize = (file: string): number => {
    const known = sizes.get(file);
    if (known !== undefined) return known;
    const full = path.join(clientRoot, file.replace(/^\//, ""));
    let size = 0;
    if (existsSync(`${full}.gz`)) size = statSync(`${full}.gz`).size;
    else if (existsSync(full)) size = gzipSync(readFileSync(full), { level: 9 }).length;
    sizes.set(file, size);
    return size;
  };
  const routes = Object.values(assets.routes);
  const parents = new Set(routes.map((route) => route.parentId).filter(Boolean));
  const leaves = routes.filter((route) => !parents.has(route.id) && !route.id.includes("/admin/") && route.id.includes("/public/"));
  return leaves.map((leaf) => {
    const files = new Set<string>([assets.entry.module, ...(assets.entry.imports ?? [])]);
    for (let route: (typeof routes)[number] | undefined = leaf; route; route = route.parentId ? assets.routes[route.parentId] : undefined) {
      files.add(route.module);
      for (const file of route.imports ?? []) files.add(file);
    }
    return { route: leaf.id, gzipBytes: [...files].reduce((sum, file) => sum + gzipSize(file), 0) };
  });
}
