import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "#server/config";
import { freePort, spawnApiServer, type ApiServerProcess } from "#server/test-support/api-server-process";
import { bookThroughApi } from "#server/test-support/create-booking";
import { runBackupCommand, runRestoreCommand } from "./backup-commands";

/*
 * Issue 24 §5: `npm run backup` while bookings are being submitted through the API. The server
 * (its own process, PGlite in a data folder) takes the snapshot; the archive restored into a
 * fresh folder holds every booking acknowledged before the backup was asked for, each whole
 * (its jobs and its customer), and nothing that was never acknowledged.
 */
// Skipped under DATABASE_URL: this test is about PGlite's own snapshot of its data folder (the
// embedded default); on PostgreSQL the database is backed up with pg_dump (README "Backups").
const postgres = Boolean(process.env.DATABASE_URL);
const scratch = mkdtempSync(path.join(tmpdir(), "rihla-backup-writes-"));
const dataDir = path.join(scratch, "data");

describe.skipIf(postgres)("a backup taken during writes", () => {
  let server: ApiServerProcess | null = null;
  beforeAll(async () => {
    server = await spawnApiServer({
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      RIHLA_BENCH_RELAXED_LIMITS: "1",
      SEED_DEMO: "true",
      LOG_LEVEL: "silent",
    });
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(scratch, { recursive: true, force: true });
  }, 60_000);

  it("restores into a fresh folder with every acknowledged booking", async () => {
    const acknowledged: { reference: string; at: number }[] = [];
    let writing = true;
    const submitter = async () => {
      while (writing) {
        const booking = await bookThroughApi(server!.url);
        acknowledged.push({ reference: booking.reference, at: Date.now() });
      }
    };
    const writers = [submitter(), submitter(), submitter()];
    while (acknowledged.length < 10) await new Promise((resolve) => setTimeout(resolve, 20));

    const config = loadConfig({ DATA_DIR: dataDir });
    const printed: string[] = [];
    const askedAt = Date.now();
    const before = acknowledged.length;
    expect(await runBackupCommand(config, "test", (line) => printed.push(line))).toBe(true);
    expect(printed[0]).toMatch(/^Backup taken by the running server \(pid \d+\): rihla-backup-.*\.tar\.gz/);
    // Writes went on while the snapshot was taken, and go on after it.
    const during = acknowledged.length - before;
    const atBackupEnd = acknowledged.length;
    while (acknowledged.length < atBackupEnd + 5) await new Promise((resolve) => setTimeout(resolve, 20));
    writing = false;
    await Promise.all(writers);

    // While the server runs, restoring into its folder is refused.
    const [archive] = readdirSync(config.backupDir).filter((name) => name.endsWith(".tar.gz"));
    const refusal: string[] = [];
    expect(await runRestoreCommand(config, [path.join(config.backupDir, archive!)], (line) => refusal.push(line))).toBe(false);
    expect(refusal[0]).toMatch(/^Refused: a Rihla server \(pid \d+, http:\/\/127\.0\.0\.1:\d+\) is using /);

    const fresh = path.join(scratch, "restored");
    expect(await runRestoreCommand(config, [path.join(config.backupDir, archive!), "--into", fresh], () => {})).toBe(true);
    const restored = await PGlite.create(path.join(fresh, "pglite"));
    try {
      const rows = (
        await restored.query<{ reference: string; jobs: number; customer: boolean }>(
          `select b.reference, (select count(*)::int from jobs j where j.booking_id = b.id) as jobs,
                exists (select 1 from customers c where c.id = b.customer_id) as customer
           from bookings b`,
        )
      ).rows;
      const references = new Set(rows.map((row) => row.reference));
      const ackedBeforeAsking = acknowledged.filter((booking) => booking.at <= askedAt).map((booking) => booking.reference);
      expect(ackedBeforeAsking.length).toBeGreaterThanOrEqual(10);
      expect(ackedBeforeAsking.filter((reference) => !references.has(reference))).toEqual([]);
      // Nothing half-written: every restored booking was acknowledged, with its jobs and customer.
      const everAcked = new Set(acknowledged.map((booking) => booking.reference));
      const ours = rows.filter((row) => everAcked.has(row.reference));
      expect(ours.length).toBeGreaterThanOrEqual(ackedBeforeAsking.length);
      expect(ours.filter((row) => row.jobs < 1 || !row.customer)).toEqual([]);
      console.log(`backup during writes: ${acknowledged.length} bookings acknowledged, ${during} while the backup ran; ${ours.length} in the archive`);
    } finally {
      await restored.close();
    }
  }, 180_000);
});
