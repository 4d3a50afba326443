import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { matchedNamespaces } from "./route-texts";

/*
 * Each public page carries only its own texts (route-texts.ts). This walks a route module's
 * imports (static and lazy) through src/web and collects the namespaces the code reads:
 * useTranslation("ns"), getFixedT(language, "ns"), and "ns:key" strings. The route's list must
 * hold every one of them (or the page would show a key after a client-side navigation), and no
 * public page may carry the back office's words.
 */
const WEB = resolve(__dirname, "../..");
const NAMESPACES = readdirSync(join(WEB, "locales/en")).map((file) => file.replace(/\.json$/, ""));
const STAFF = (name: string) => name === "admin" || name.startsWith("admin-") || name === "operations";

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith("#web/") ? join(WEB, specifier.slice(5)) : specifier.startsWith(".") ? resolve(dirname(from), specifier) : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return null;
}

function namespacesUsedFrom(entry: string): Set<string> {
  const used = new Set<string>();
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    // Server-only modules (*.server.ts) never run in the browser: the server has every text.
    if (seen.has(file) || !/\.tsx?$/.test(file) || /\.(test|server)\.tsx?$/.test(file)) continue;
    seen.add(file);
    const source = readFileSync(file, "utf8");
    for (const match of source.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)["']([^"']+)["']/g)) {
      const target = resolveImport(file, match[1]!);
      if (target) queue.push(target);
    }
    for (const match of source.matchAll(/useTranslation\(\s*(?:"([\w-]+)")?\s*\)/g)) used.add(match[1] ?? "common");
    for (const match of source.matchAll(/getFixedT\([^,()]+(?:,\s*"([\w-]+)")?\)/g)) used.add(match[1] ?? "common");
    for (const match of source.matchAll(/["'`]([a-z-]+):[\w.]/g)) if (NAMESPACES.includes(match[1]!)) used.add(match[1]!);
  }
  return used;
}

const declared = (file: string): string[] => {
  const list = /(?:const TEXTS(?:: string\[\])? =|texts:) (\[[^\]]*\])/.exec(readFileSync(file, "utf8"))?.[1];
  if (!list) throw new Error(`${file} declares no texts`);
  return JSON.parse(list) as string[];
};

const routesSource = readFileSync(join(WEB, "routes.ts"), "utf8");
const PUBLIC_MODULES = [...new Set([...routesSource.matchAll(/\["[^"]*", "([\w-]+)"\]/g)].map((match) => match[1]!))];
const LAYOUT = join(WEB, "routes/public/public-layout.tsx");
const ROOT = join(WEB, "root.tsx");

describe("each public page's texts", () => {
  it("finds the public routes", () => {
    expect(PUBLIC_MODULES).toEqual(expect.arrayContaining(["home", "book", "blog", "booking-info", "not-found"]));
  });

  it.each(PUBLIC_MODULES)("%s lists every namespace its code reads, and none of the back office's", (module) => {
    const file = join(WEB, `routes/public/${module}.tsx`);
    const carried = new Set(matchedNamespaces([{ handle: { texts: declared(LAYOUT) } }, { handle: { texts: declared(file) } }]));
    const needed = [...namespacesUsedFrom(file), ...namespacesUsedFrom(LAYOUT), ...namespacesUsedFrom(ROOT)].filter((name) => NAMESPACES.includes(name));
    expect(needed.filter((name) => !carried.has(name))).toEqual([]);
    expect([...carried].filter(STAFF)).toEqual([]);
    expect([...carried].filter((name) => !NAMESPACES.includes(name))).toEqual([]);
  });
});
