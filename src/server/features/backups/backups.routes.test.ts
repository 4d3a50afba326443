import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backupWarning, type BackupStatus } from "#shared/backups/backup-status";
import { startTestServer } from "#server/test-support/test-server";
import { signedInAdmin, type StaffClient, type TestServer } from "#server/test-support/staff-client";
import { BACKUP_TASK } from "./backups.module";

const scratch = mkdtempSync(path.join(tmpdir(), "rihla-backups-api-"));
const backupDir = path.join(scratch, "backups");
let server: TestServer;
let admin: StaffClient;
beforeAll(async () => {
  server = await startTestServer({ DATA_DIR: path.join(scratch, "data"), BACKUP_DIR: backupDir });
  admin = (await signedInAdmin(server)).client;
});
afterAll(async () => {
  await server.stop();
  rmSync(scratch, { recursive: true, force: true });
});

const status = async () => (await admin.request("GET", "/api/admin/backups")).body as unknown as BackupStatus;

describe("backups on the system dashboard", () => {
  it("say no backup was taken yet, with the schedule and the retention in force", async () => {
    const body = await status();
    expect(body).toMatchObject({
      enabled: true,
      destination: "folder",
      schedule: "0 3 * * *",
      keep: { daily: 7, weekly: 4 },
      lastSuccess: null,
      lastFailure: null,
      kept: 0,
    });
    expect(body.contents).toBe(server.database.kind === "pglite" ? "database-and-files" : "files");
    expect(backupWarning(body, Date.now())).toBe("never");
  });

  it("show the scheduled backup's time and size once it ran, and the archive is in BACKUP_DIR", async () => {
    const before = Date.now();
    expect(await server.scheduler.runNow(BACKUP_TASK)).toBe("ran");
    const body = await status();
    expect(Date.parse(body.lastSuccess!.at)).toBeGreaterThanOrEqual(before - 1000);
    // PGlite's dump is megabytes; on PostgreSQL the archive holds the (here absent) files only.
    expect(body.lastSuccess!.bytes).toBeGreaterThan(server.database.kind === "pglite" ? 1_000_000 : 100);
    expect(body.kept).toBe(1);
    expect(readdirSync(backupDir)).toEqual([body.lastSuccess!.name]);
    expect(backupWarning(body, Date.now())).toBeNull();
    // A day later without another one, the dashboard warns.
    expect(backupWarning(body, Date.parse(body.lastSuccess!.at) + 25 * 3_600_000)).toBe("stale");
  });

  it("record a failed backup, which the dashboard shows as a warning with its reason", async () => {
    rmSync(backupDir, { recursive: true, force: true });
    writeFileSync(backupDir, "not a folder");
    expect(await server.scheduler.runNow(BACKUP_TASK)).toBe("failed");
    rmSync(backupDir);
    const body = await status();
    expect(body.lastFailure?.message).toMatch(/EEXIST|ENOTDIR/);
    expect(backupWarning(body, Date.now())).toBe("failed");
    expect(existsSync(backupDir)).toBe(false);
  });

  it("are for system.manage only", async () => {
    const anonymous = await fetch(`${server.url}/api/admin/backups`);
    expect(anonymous.status).toBe(401);
  });

  it("cannot be taken through the local address without the data folder's token (404)", async () => {
    for (const authorization of [undefined, "Bearer nope", `Bearer ${"0".repeat(64)}`]) {
      const response = await fetch(`${server.url}/api/backups/run`, { method: "POST", headers: authorization ? { Authorization: authorization } : {} });
      expect(response.status).toBe(404);
    }
  });
});
