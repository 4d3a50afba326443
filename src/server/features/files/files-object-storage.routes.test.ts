import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createS3Storage } from "#server/platform/storage/s3-storage";
import { startTestServer } from "#server/test-support/test-server";
import { signedInAdmin } from "#server/test-support/staff-client";
import { makeImage, uploadAs } from "#server/test-support/upload-client";

/**
 * With S3_* set, uploads go to object storage (a local s3rver here, on this worktree's port range:
 * S3_API_TEST_PORT, default 3311) and are served from it; when the storage does not answer, the
 * upload is a 503 with a plain message, never a 500.
 */
const S3_PORT = Number(process.env.S3_API_TEST_PORT ?? 3311);
let folder: string;
let s3rver: S3rver;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "rihla-files-s3-"));
  s3rver = new S3rver({
    port: S3_PORT,
    address: "127.0.0.1",
    silent: true,
    directory: path.join(folder, "s3"),
    configureBuckets: [{ name: "rihla-files", configs: [] }],
  });
  await s3rver.run();
});
afterAll(async () => {
  await s3rver.close();
  await rm(folder, { recursive: true, force: true });
});

const s3Env = (port: number) => ({
  S3_BUCKET: "rihla-files",
  S3_ENDPOINT: `http://127.0.0.1:${port}`,
  S3_ACCESS_KEY_ID: "S3RVER",
  S3_SECRET_ACCESS_KEY: "S3RVER",
});

describe("object storage", () => {
  it("stores uploads in the bucket (not the data folder) and serves them from there; a silent storage is a 503", async () => {
    const dataDir = path.join(folder, "data");
    const server = await startTestServer({ DATA_DIR: dataDir, ...s3Env(S3_PORT) });
    try {
      const admin = (await signedInAdmin(server)).client;
      const stored = await uploadAs(admin, await makeImage(600, 400), "bucket.png");
      expect(stored.status).toBe(201);
      const url = stored.body.url as string;
      const answer = await fetch(`${server.url}${url}`);
      expect([answer.status, answer.headers.get("content-type")]).toEqual([200, "image/png"]);
      expect((await fetch(`${server.url}${url.replace(".png", "-w480.webp")}`)).status).toBe(200);
      expect(await readdir(dataDir).catch(() => [])).not.toContain("files");
      const bucket = createS3Storage({
        endpoint: `http://127.0.0.1:${S3_PORT}`,
        region: "us-east-1",
        bucket: "rihla-files",
        accessKeyId: "S3RVER",
        secretAccessKey: "S3RVER",
      });
      expect((await bucket.get(`files/${stored.body.id as string}.png`))?.subarray(1, 4).toString()).toBe("PNG");
    } finally {
      await server.stop();
    }

    const down = await startTestServer({ DATA_DIR: path.join(folder, "data-down"), ...s3Env(3319) });
    try {
      const admin = (await signedInAdmin(down)).client;
      const refused = await uploadAs(admin, await makeImage(60, 40), "nowhere.png");
      expect([refused.status, refused.body.error]).toEqual([503, "The file storage did not answer. Try again in a moment."]);
      expect(((await admin.request("GET", "/api/admin/files")).body as { total: number }).total).toBe(0);
    } finally {
      await down.stop();
    }
  }, 120_000);
});
