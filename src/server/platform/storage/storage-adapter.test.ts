import { mkdtemp, readdir, rm } from "node:fs/promises";
import { createServer, type AddressInfo, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFileStorage } from "./file-storage";
import { createLocalDiskStorage } from "./local-disk-storage";
import { createS3Storage } from "./s3-storage";
import type { StorageAdapter } from "./storage-adapter";

/**
 * One suite, run against both storages: the data folder and S3 (a local s3rver, answering real
 * S3 HTTP on a port of this worktree's range: S3_TEST_PORT, default 3310).
 */
const S3_PORT = Number(process.env.S3_TEST_PORT ?? 3310);
const ID = "0b9d7a4e-1f2c-4d3b-9a8e-7c6b5a4f3e2d";
let folder: string;
let s3rver: S3rver;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "rihla-storage-"));
  s3rver = new S3rver({
    port: S3_PORT,
    address: "127.0.0.1",
    silent: true,
    directory: path.join(folder, "s3"),
    configureBuckets: [{ name: "rihla-test", configs: [] }],
  });
  await s3rver.run();
});
afterAll(async () => {
  await s3rver.close();
  await rm(folder, { recursive: true, force: true });
});

const s3Settings = { endpoint: `http://127.0.0.1:${S3_PORT}`, region: "us-east-1", bucket: "rihla-test", accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
const adapters: [string, () => StorageAdapter][] = [
  ["local disk", () => createLocalDiskStorage(path.join(folder, "local"))],
  ["S3 (s3rver)", () => createS3Storage(s3Settings)],
];

describe.each(adapters)("storage adapter: %s", (_name, make) => {
  it("stores, reads back byte for byte, and deletes", async () => {
    const storage = make();
    const bytes = Uint8Array.from({ length: 70_000 }, (_, i) => (i * 31) % 256);
    await storage.put(`public/${ID}.jpg`, bytes, "image/jpeg");
    expect(Buffer.compare((await storage.get(`public/${ID}.jpg`))!, Buffer.from(bytes))).toBe(0);
    await storage.delete(`public/${ID}.jpg`);
    expect(await storage.get(`public/${ID}.jpg`)).toBeNull();
  });

  it("answers null for a key never stored, and deleting it is not an error", async () => {
    const storage = make();
    expect(await storage.get(`private/${ID}-w480.webp`)).toBeNull();
    await expect(storage.delete(`private/${ID}-w480.webp`)).resolves.toBeUndefined();
  });

  it("overwrites under the same key", async () => {
    const storage = make();
    await storage.put(`public/${ID}.png`, Buffer.from("first"), "image/png");
    await storage.put(`public/${ID}.png`, Buffer.from("second"), "image/png");
    expect((await storage.get(`public/${ID}.png`))!.toString()).toBe("second");
  });

  it("refuses keys the server would never make (path traversal, absolute, odd shapes)", async () => {
    const storage = make();
    for (const key of ["../escape.jpg", `public/../../${ID}.jpg`, `/etc/${ID}.jpg`, "public/name.jpg", `public/${ID}.jpg/..`, ""]) {
      await expect(storage.put(key, Buffer.from("x"), "image/jpeg")).rejects.toThrow(/Refused storage key/);
      await expect(storage.get(key)).rejects.toThrow(/Refused storage key/);
    }
  });
});

describe("the storage in force", () => {
  it("is the data folder until object storage is complete, then S3; each stored file's storage stays readable", async () => {
    let values: Record<string, string> = { bucket: "rihla-test" };
    const storage = createFileStorage({ root: path.join(folder, "chosen"), objectStorage: async () => values });
    const local = await storage.current();
    expect(local.name).toBe("local");
    await local.put(`public/${ID}.gif`, Buffer.from("GIF89a"), "image/gif");
    expect(await readdir(path.join(folder, "chosen", "public"))).toEqual([`${ID}.gif`]);

    values = { ...s3Settings };
    const fresh = createFileStorage({ root: path.join(folder, "chosen"), objectStorage: async () => values });
    expect((await fresh.current()).name).toBe("s3");
    expect((await (await fresh.named("local"))!.get(`public/${ID}.gif`))!.toString()).toBe("GIF89a");
    expect(await fresh.named("elsewhere")).toBeNull();
  });
});

describe("an object storage that accepts and never answers", () => {
  it("fails the write after its answer timeout instead of hanging the upload", async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const port = (silent.address() as AddressInfo).port;
    try {
      const storage = createS3Storage({
        endpoint: `http://127.0.0.1:${port}`,
        region: "us-east-1",
        bucket: "rihla-files",
        accessKeyId: "x",
        secretAccessKey: "x",
        timeouts: { connectMs: 200, answerMs: 300 },
      });
      const started = Date.now();
      await expect(storage.put(`files/${ID}.png`, Buffer.from("png"), "image/png")).rejects.toThrow();
      // Two attempts of 300 ms each and a back-off: seconds at most, never the test's own timeout.
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(sockets.length).toBeGreaterThan(0);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
