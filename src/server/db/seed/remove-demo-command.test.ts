import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite } from "../client";
import { blogPosts } from "../schema/articles";
import { settings } from "../schema/settings";
import { testimonials } from "../schema/testimonials";
import { loadDemoContent } from "./load-content";
import { runRemoveDemo } from "./remove-demo-command";
import { DEMO_REMOVED_MARKER, seedDemoContentOnce } from "./seed-demo";

const run = promisify(execFile);
let dataDir: string;

/** `npm run demo:remove` as a user runs it, against a seeded PGlite data folder. */
const removeDemo = () =>
  run(path.resolve("node_modules/.bin/tsx"), ["scripts/remove-demo-content.ts"], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", PORT: "1", LOG_LEVEL: "silent" },
  });

const countsIn = async () => {
  const handle = openPglite(dataDir);
  try {
    const [posts] = await handle.db.select({ n: count() }).from(blogPosts);
    const [reviews] = await handle.db.select({ n: count() }).from(testimonials);
    const keys = (await handle.db.select({ key: settings.key }).from(settings)).map((r) => r.key);
    return { posts: posts?.n, testimonials: reviews?.n, keys };
  } finally {
    await handle.close();
  }
};

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "rihla-demo-remove-"));
  const handle = openPglite(dataDir);
  await handle.migrate();
  await seedDemoContentOnce(handle.db, () => loadDemoContent());
  await handle.close();
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe("npm run demo:remove", () => {
  it("refuses while a server answers on the same PGlite data folder, and changes nothing", async () => {
    const server: Server = createServer((_req, res) => res.end(JSON.stringify({ status: "ok", database: { kind: "pglite", ok: true } })));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const lines: string[] = [];
    try {
      const result = await runRemoveDemo({ DATABASE_URL: undefined, dataDir, PORT: (server.address() as AddressInfo).port }, (line) => lines.push(line));
      expect(result).toBeNull();
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(lines.join("\n")).toContain("Stop it first");
    expect((await countsIn()).posts).toBe(8);
  });

  it("removes the demo, prints what it removed, and is harmless the second time", async () => {
    const first = await removeDemo();
    expect(first.stdout).toContain("Removed the demo content from PGlite in");
    expect(first.stdout).toMatch(/ 8 blog posts\n/);
    expect(first.stdout).toMatch(/ 14 testimonials\n/);
    const after = await countsIn();
    expect(after).toMatchObject({ posts: 0, testimonials: 0 });
    expect(after.keys).toContain(DEMO_REMOVED_MARKER);
    expect(after.keys).not.toContain("company_profile");

    const second = await removeDemo();
    expect(second.stdout).toContain("No demo content in PGlite in");
    expect(second.stdout).toContain("(it was removed before)");
  });
});
