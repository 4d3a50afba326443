import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/**
 * The JavaScript a page loads before it is interactive: the scripts its server-rendered HTML
 * names as module preloads and those its inline module script imports (React Router's route
 * modules and the client entry), gzip-compressed as a CDN sends them. Addresses that only appear
 * inside React Router's route manifest (other routes' chunks, loaded on navigation) are not loaded
 * and not counted.
 */
export function firstLoadScripts(html: string): string[] {
  const preloads = [...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)].map((m) => /\bhref="([^"]+)"/.exec(m[0])?.[1]);
  const sources = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]);
  const inlineModules = [...html.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? "");
  const imports = inlineModules.flatMap((code) => [...code.matchAll(/\bimport\s*(?:[\w*{}\s,]+from\s*)?\(?\s*"([^"]+)"/g)].map((m) => m[1]));
  return [...new Set([...preloads, ...sources, ...imports])].filter((file): file is string => Boolean(file && /^\/assets\/[\w.-]+\.js$/.test(file))).sort();
}

export interface FirstLoad {
  scripts: { file: string; gzipBytes: number }[];
  totalBytes: number;
}

/** Sizes the scripts from the built files in `clientDir` (build/client). */
export function measureFirstLoad(html: string, clientDir = "build/client"): FirstLoad {
  const scripts = firstLoadScripts(html).map((file) => ({ file, gzipBytes: gzipSync(readFileSync(path.join(clientDir, file))).length }));
  return { scripts, totalBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0) };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
