import { execFileSync } from "node:child_process";
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openPglite } from "#server/db/client";
import { archiveName, archiveTime, writeArchive } from "./backup-archive";
import { restoreArchive, RestoreError } from "./backup-restore";

const scratch = mkdtempSync(path.join(tmpdir(), "rihla-backup-test-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("backup archives", () => {
  it("name themselves by the time they were taken, and read it back", () => {
    const at = new Date("2026-11-27T03:04:05.678Z");
    expect(archiveName(at)).toBe("rihla-backup-2026-11-27T03-04-05Z.tar.gz");
    expect(archiveTime(archiveName(at))?.toISOString()).toBe("2026-11-27T03:04:05.000Z");
    expect(archiveTime("notes.txt")).toBeNull();
    expect(archiveTime("rihla-backup-2026-11-27T03-04-05Z.tar.gz.part")).toBeNull();
  });

  it("hold the PGlite database and the files, which restore into a fresh folder (and tar reads them)", async () => {
    const source = path.join(scratch, "source");
    const database = openPglite(source);
    await database.db.execute(sql.raw("create table notes (id int primary key, body text)"));
    await database.db.execute(sql.raw("insert into notes values (1, 'one'), (2, 'اثنان')"));
    const longName = `public/${"a".repeat(36)}/${"b".repeat(90)}.jpg`;
    mkdirSync(path.join(source, "files", "public"), { recursive: true });
    mkdirSync(path.dirname(path.join(source, "files", longName)), { recursive: true });
    writeFileSync(path.join(source, "files", "public", "0b6f1a52-3f36-4ac5-9e5e-8b4d2c3a1f00.jpg"), Buffer.from([1, 2, 3]));
    writeFileSync(path.join(source, "files", longName), "long");
    writeFileSync(path.join(source, "files", "public", "half.jpg.1234.part"), "not yet");

    const dump = await database.snapshot!();
    await database.db.execute(sql.raw("insert into notes values (3, 'after the snapshot')"));
    const target = path.join(scratch, "backups", archiveName(new Date()));
    const bytes = await writeArchive({ target, at: new Date(), version: "1.0.0", database: dump, filesRoot: path.join(source, "files") });
    await database.close();
    expect(bytes).toBe(readFileSync(target).length);

    const listed = execFileSync("tar", ["-tzf", target], { encoding: "utf8" }).trim().split("\n");
    expect(listed).toEqual(["rihla-backup.json", "database/pglite.tar", "files/public/0b6f1a52-3f36-4ac5-9e5e-8b4d2c3a1f00.jpg", `files/${longName}`]);

    const restoredDir = path.join(scratch, "restored");
    const result = await restoreArchive(target, restoredDir);
    expect(result).toMatchObject({ database: true, files: 2, setAside: null, manifest: { format: 1, database: "pglite", files: 2 } });
    const restored = await PGlite.create(path.join(restoredDir, "pglite"));
    expect((await restored.query<{ id: number; body: string }>("select id, body from notes order by id")).rows).toEqual([
      { id: 1, body: "one" },
      { id: 2, body: "اثنان" },
    ]);
    await restored.close();
    expect([...readFileSync(path.join(restoredDir, "files", "public", "0b6f1a52-3f36-4ac5-9e5e-8b4d2c3a1f00.jpg"))]).toEqual([1, 2, 3]);
    expect(readFileSync(path.join(restoredDir, "files", longName), "utf8")).toBe("long");

    // Restoring again over a folder with data sets the old data aside instead of deleting it.
    const again = await restoreArchive(target, restoredDir, new Date("2026-11-27T05:00:00Z"));
    expect(again.setAside).toBe(path.join(restoredDir, "before-restore-2026-11-27T05-00-00Z"));
    expect(readFileSync(path.join(again.setAside!, "files", longName), "utf8")).toBe("long");
  }, 60_000);

  it("refuse a file that is not a Rihla backup", async () => {
    const other = path.join(scratch, "other.tar.gz");
    writeFileSync(path.join(scratch, "note.txt"), "hello");
    execFileSync("tar", ["-czf", other, "-C", scratch, "note.txt"]);
    await expect(restoreArchive(other, path.join(scratch, "nowhere"))).rejects.toThrow(RestoreError);
  });
});
