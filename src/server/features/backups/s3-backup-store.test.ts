import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "#server/test-support/api-server-process";
import { createS3Storage } from "#server/platform/storage/s3-storage";
import { archiveName } from "./backup-archive";
import { archivesToDelete } from "./backup-retention";
import { createS3BackupStore } from "./s3-backup-store";

/** With object storage configured, archives go to its bucket under backups/ (a local s3rver here). */
const scratch = mkdtempSync(path.join(tmpdir(), "rihla-backups-s3-"));
let s3rver: S3rver;
let port: number;
beforeAll(async () => {
  port = await freePort();
  s3rver = new S3rver({
    port,
    address: "127.0.0.1",
    silent: true,
    directory: path.join(scratch, "s3"),
    configureBuckets: [{ name: "rihla-files", configs: [] }],
  });
  await s3rver.run();
});
afterAll(async () => {
  await s3rver.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe("archives in the object storage bucket", () => {
  it("are uploaded under backups/ (the local copy removed), listed with their time and size, and deleted by retention", async () => {
    const settings = { endpoint: `http://127.0.0.1:${port}`, region: "us-east-1", bucket: "rihla-files", accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
    const store = createS3BackupStore(settings);
    // An uploaded file of the site in the same bucket is not taken for an archive.
    await createS3Storage(settings).put("public/0b6f1a52-3f36-4ac5-9e5e-8b4d2c3a1f00.jpg", new Uint8Array([1, 2, 3]), "image/jpeg");
    const days = ["2026-11-25T00:00:00Z", "2026-11-26T00:00:00Z", "2026-11-27T00:00:00Z", "2026-11-27T06:00:00Z"];
    for (const day of days) {
      const name = archiveName(new Date(day));
      const local = path.join(scratch, name);
      writeFileSync(local, `archive of ${day}`);
      await store.keep(local, name);
      expect(existsSync(local)).toBe(false);
    }
    const listed = await store.list();
    expect(listed.map((archive) => archive.name).sort()).toEqual(days.map((day) => archiveName(new Date(day))));
    expect(listed.find((archive) => archive.name === archiveName(new Date(days[0]!)))?.bytes).toBe(`archive of ${days[0]}`.length);
    for (const old of archivesToDelete(listed, { daily: 2, weekly: 0 })) await store.delete(old.name);
    expect((await store.list()).map((archive) => archive.name).sort()).toEqual([archiveName(new Date(days[1]!)), archiveName(new Date(days[3]!))]);
  });
});
