import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { originalPositionFor, TraceMap } from "@jridgewell/trace-mapping";

/** A frame in a browser's stack pointing into the build's scripts: `/assets/<file>.js:<line>:<column>`. */
const BUILD_FRAME = /(?:https?:\/\/[^\s/()]+)?\/assets\/([\w.-]+\.js):(\d+):(\d+)/g;
/** Maps larger than this are not read (the build's largest is a few MB). */
const MAX_MAP_BYTES = 20 * 1024 * 1024;
const CACHED_MAPS = 16;

/**
 * Rewrites a browser stack's frames in the built scripts to their source files, lines and names,
 * from the source maps the build keeps off the public folder (scripts/keep-source-maps-private.mjs
 * moves them to build/source-maps). A frame whose map is missing (another build, a dev server)
 * stays as it was. Maps are read on first use and the last few kept.
 */
export function createSourceMapper(folder: string) {
  const maps = new Map<string, Promise<TraceMap | null>>();

  function mapFor(file: string): Promise<TraceMap | null> {
    let map = maps.get(file);
    if (!map) {
      map = readMap(path.join(folder, "assets", `${file}.map`));
      maps.set(file, map);
      if (maps.size > CACHED_MAPS) maps.delete(maps.keys().next().value as string);
    }
    return map;
  }

  return {
    /** The stack with mapped frames, or null when no frame could be mapped. */
    async map(stack: string): Promise<string | null> {
      const frames = [...stack.matchAll(BUILD_FRAME)];
      if (frames.length === 0) return null;
      const replacements = await Promise.all(
        frames.map(async ([whole, file, line, column]) => {
          const map = await mapFor(file as string);
          if (!map) return whole;
          const original = originalPositionFor(map, { line: Number(line), column: Number(column) - 1 });
          if (original.source === null) return whole;
          return `${sourceName(original.source)}:${original.line}:${original.column + 1}${original.name ? ` [${original.name}]` : ""}`;
        }),
      );
      let index = 0;
      let changed = false;
      const mapped = stack.replace(BUILD_FRAME, (whole) => {
        const next = replacements[index++] ?? whole;
        if (next !== whole) changed = true;
        return next;
      });
      return changed ? mapped : null;
    },
  };
}
export type SourceMapper = ReturnType<typeof createSourceMapper>;

async function readMap(file: string): Promise<TraceMap | null> {
  try {
    if ((await stat(file)).size > MAX_MAP_BYTES) return null;
    return new TraceMap(await readFile(file, "utf8"));
  } catch {
    return null;
  }
}

/** `../../src/web/…` (relative to the map) or `/abs/…/node_modules/x` → from `src/` or `node_modules/` on. */
function sourceName(source: string): string {
  const at = source.search(/(?:^|\/)(?:src|node_modules)\//);
  return at >= 0 ? source.slice(at).replace(/^\//, "") : source;
}
