import type { ServerConfig } from "#server/config";
import { openDatabase } from "../client";
import { removeDemoContent, type DemoRemoval } from "./remove-demo";

type Target = Pick<ServerConfig, "DATABASE_URL" | "dataDir" | "PORT">;

const LABELS: Record<keyof DemoRemoval["removed"], string> = {
  posts: "blog posts",
  guides: "guides",
  products: "products",
  productPrices: "product prices",
  vehicleClasses: "vehicle classes",
  testimonials: "testimonials",
  sitePages: "site pages (privacy, terms)",
  settings: "settings (company profile)",
  extras: "booking extras",
  seasons: "price seasons",
  operators: "operators (with their vehicles, drivers and documents)",
};

/** PGlite's data folder must have one user: refuse while a server on it answers. */
async function pgliteServerRunning(config: Target): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${config.PORT}/api/health`, { signal: AbortSignal.timeout(1000) });
    const body = (await res.json()) as { database?: { kind?: string } };
    return body.database?.kind === "pglite";
  } catch {
    return false;
  }
}

/** `npm run demo:remove`: opens the configured database, removes the demo, says what it did. */
export async function runRemoveDemo(config: Target, print: (line: string) => void): Promise<DemoRemoval | null> {
  if (!config.DATABASE_URL && (await pgliteServerRunning(config))) {
    print(`A Rihla server is running on port ${config.PORT} with the PGlite data folder ${config.dataDir}.`);
    print("Stop it first: that folder can be opened by one process at a time. Nothing was removed.");
    return null;
  }
  const database = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    await database.migrate();
    const result = await removeDemoContent(database.db);
    const where = database.kind === "pglite" ? `PGlite in ${config.dataDir}` : "PostgreSQL (DATABASE_URL)";
    const lines = Object.entries(result.removed)
      .filter(([, n]) => n > 0)
      .map(([key, n]) => `  ${String(n).padStart(4)} ${LABELS[key as keyof typeof LABELS]}`);
    if (lines.length === 0) print(`No demo content in ${where}${result.alreadyRemoved ? " (it was removed before)" : ""}. Nothing to do.`);
    else print(`Removed the demo content from ${where}:\n${lines.join("\n")}`);
    if (result.kept.products + result.kept.vehicleClasses > 0) {
      print(`Kept ${result.kept.products} demo products and ${result.kept.vehicleClasses} demo vehicle classes: your own prices still use them.`);
    }
    if (result.kept.operators > 0) print(`Kept ${result.kept.operators} demo operators: real jobs were given to or asked of them.`);
    print("The demo will not be seeded again. Restart the server so cached pages are rebuilt.");
    return result;
  } finally {
    await database.close();
  }
}
