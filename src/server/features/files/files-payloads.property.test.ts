import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer } from "#server/test-support/test-server";
import { signedInAdmin, type StaffClient, type TestServer } from "#server/test-support/staff-client";
import { makeImage, pdfBytes, uploadAs } from "#server/test-support/upload-client";

/*
 * Random upload metadata and rename, move, folder and list payloads against the running server:
 * whatever arrives, the answer is never a 5xx, and a refused upload stores nothing.
 */
let server: TestServer;
let admin: StaffClient;
let dataDir: string;
let image: Buffer;
let fileId: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "rihla-files-"));
  server = await startTestServer({ DATA_DIR: dataDir });
  admin = (await signedInAdmin(server)).client;
  image = await makeImage(64, 48);
  fileId = ((await uploadAs(admin, image, "seed.png")).body as { id: string }).id;
});
afterAll(async () => {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const anyText = fc.oneof(
  fc.string(),
  fc.constantFrom(
    "",
    ".",
    "..",
    "../../etc/passwd",
    "..\\..\\boot.ini",
    "/absolute",
    "\u0000",
    "x\u0000y",
    "\ud800",
    "line\r\nInjected: yes",
    "%2e%2e%2f",
    "A".repeat(5000),
  ),
);
const uuidLike = fc.oneof(fc.uuid(), anyText);

describe("file repository payloads (property)", () => {
  it("never answers 5xx to random upload metadata", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          fileName: anyText,
          bytes: fc.oneof(
            fc.constant("image"),
            fc.constant("pdf"),
            fc.uint8Array({ maxLength: 300 }),
            fc.constant(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])),
          ),
          fields: fc.dictionary(fc.constantFrom("name", "folderId", "visibility", "other"), fc.oneof(anyText, uuidLike, fc.constantFrom("public", "private"))),
        }),
        async ({ fileName, bytes, fields }) => {
          const body = bytes === "image" ? image : bytes === "pdf" ? pdfBytes() : bytes;
          const result = await uploadAs(admin, body, fileName, fields);
          expect(result.status, JSON.stringify(result.body)).toBeLessThan(500);
          if (result.status === 201) expect(String(result.body.name)).not.toMatch(/[/\\]|\p{Cc}/u);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("never answers 5xx to random rename, move, visibility, folder and list payloads", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.record({
            method: fc.constant("PATCH"),
            path: fc.constant(`/api/admin/files/${fileId}`),
            body: fc.oneof(fc.record({ name: anyText }), fc.anything()),
          }),
          fc.record({
            method: fc.constant("POST"),
            path: fc.constant(`/api/admin/files/${fileId}/move`),
            body: fc.oneof(fc.record({ folderId: fc.option(uuidLike) }), fc.anything()),
          }),
          fc.record({
            method: fc.constant("POST"),
            path: fc.constant(`/api/admin/files/${fileId}/visibility`),
            body: fc.oneof(fc.record({ visibility: anyText }), fc.anything()),
          }),
          fc.record({
            method: fc.constant("POST"),
            path: fc.constant("/api/admin/file-folders"),
            body: fc.oneof(fc.record({ name: anyText, parentId: fc.option(uuidLike) }), fc.anything()),
          }),
          fc.record({
            method: fc.constant("GET"),
            path: fc
              .dictionary(fc.constantFrom("q", "folder", "kind", "limit", "offset", "sort", "order"), fc.oneof(anyText, fc.integer().map(String)))
              .map((query) => `/api/admin/files?${new URLSearchParams(query as Record<string, string>).toString().replace(/%EF%BF%BD/g, "%ED%A0%80")}`),
            body: fc.constant(undefined),
          }),
        ),
        async ({ method, path: target, body }) => {
          const result = await admin.request(method, target, body);
          expect(result.status, `${method} ${target} ${JSON.stringify(body)?.slice(0, 200)}`).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
  });
});
