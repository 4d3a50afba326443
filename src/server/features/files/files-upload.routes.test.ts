import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_UPLOAD_REQUEST_BYTES, MB } from "#shared/files/file-rules";
import { SITE_SETTINGS_KEY } from "#shared/settings/site-settings.schema";
import { createSettingsRepository } from "#server/platform/settings/settings.repository";
import { startTestServer } from "#server/test-support/test-server";
import { createStaffAccount, signedInAdmin, StaffClient, type TestServer } from "#server/test-support/staff-client";
import { makeImage, pdfBytes, uploadAs } from "#server/test-support/upload-client";

let server: TestServer;
let admin: StaffClient;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "rihla-files-"));
  server = await startTestServer({ DATA_DIR: dataDir });
  admin = (await signedInAdmin(server)).client;
});
afterAll(async () => {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => fetch(`${server.url}${url}`, { headers });

describe("upload", () => {
  it("stores an image under a server-made name with its size, and serves it and its WebP variants", async () => {
    const result = await uploadAs(admin, await makeImage(2000, 1000, "jpeg"), "Kaaba at dawn.jpg");
    expect(result.status).toBe(201);
    const file = result.body as { id: string; name: string; url: string; kind: string; mimeType: string; width: number; height: number; thumbnailUrl: string };
    expect(file).toMatchObject({ name: "Kaaba at dawn.jpg", kind: "image", mimeType: "image/jpeg", width: 2000, height: 1000 });
    expect(file.url).toBe(`/media/${file.id}-2000x1000.jpg`);
    expect(file.thumbnailUrl).toBe(`/media/${file.id}-2000x1000-w480.webp`);

    const original = await get(file.url);
    expect(original.status).toBe(200);
    expect(original.headers.get("content-type")).toBe("image/jpeg");
    expect(original.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(original.headers.get("x-content-type-options")).toBe("nosniff");
    expect(original.headers.get("content-disposition")).toBe(`inline; filename="${file.id}-2000x1000.jpg"`);
    for (const width of [480, 960, 1600]) {
      const variant = await get(`/media/${file.id}-2000x1000-w${width}.webp`);
      expect([width, variant.status, variant.headers.get("content-type")]).toEqual([width, 200, "image/webp"]);
      expect((await sharp(Buffer.from(await variant.arrayBuffer())).metadata()).width).toBe(width);
    }
    // Addresses that do not name exactly this file or one of its variants are not found.
    for (const wrong of [`${file.id}-2000x999.jpg`, `${file.id}-2000x1000.png`, `${file.id}-2000x1000-w700.webp`, `${file.id}.jpg`])
      expect((await get(`/media/${wrong}`)).status).toBe(404);
  });

  it("answers 304 to If-None-Match with the ETag", async () => {
    const file = (await uploadAs(admin, await makeImage(300, 200), "small.png")).body as { url: string };
    const first = await get(file.url);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[0-9a-f-]{36}"$/);
    const again = await get(file.url, { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect((await get(file.url, { "If-None-Match": '"something-else"' })).status).toBe(200);
  });

  it("caps variants at the original's width and strips metadata (EXIF) from them", async () => {
    const file = (await uploadAs(admin, await makeImage(700, 500, "jpeg", true), "exif.jpg")).body as { id: string };
    const detail = await admin.request("GET", `/api/admin/files/${file.id}`);
    expect(detail.body.file).toMatchObject({ width: 700, height: 500 });
    const variant = Buffer.from(await (await get(`/media/${file.id}-700x500-w700.webp`)).arrayBuffer());
    const meta = await sharp(variant).metadata();
    expect([meta.format, meta.width, meta.exif]).toEqual(["webp", 700, undefined]);
    expect((await get(`/media/${file.id}-700x500-w960.webp`)).status).toBe(404);
  });

  it("takes the type from the magic bytes, not the name", async () => {
    const fake = await uploadAs(admin, Buffer.from("<html><script>alert(1)</script></html>"), "photo.png");
    expect([fake.status, fake.body.error]).toEqual([415, "This type of file is not accepted. Upload a JPEG, PNG, WebP, GIF or AVIF image, or a PDF."]);
    const exe = await uploadAs(admin, Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200)]), "cat.jpg");
    expect(exe.status).toBe(415);
    const svg = await uploadAs(admin, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), "logo.svg");
    expect(svg.status).toBe(415);
    // A PDF named like an image is a PDF.
    const pdf = await uploadAs(admin, pdfBytes(), "timetable.jpg");
    expect([pdf.status, pdf.body.mimeType, pdf.body.kind, pdf.body.url]).toEqual([201, "application/pdf", "pdf", `/media/${pdf.body.id as string}.pdf`]);
    expect((await get(pdf.body.url as string)).headers.get("content-type")).toBe("application/pdf");
    // A PNG header on bytes that are no image is refused when decoded.
    const broken = await uploadAs(admin, Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100, 7)]), "broken.png");
    expect(broken.status).toBe(415);
  });

  it("refuses an empty file and a request without a file with a 400", async () => {
    expect(await uploadAs(admin, new Uint8Array(0), "empty.png")).toMatchObject({ status: 400, body: { error: "The file is empty." } });
    const noFile = await admin.request("POST", "/api/admin/files/upload", { file: "not a file" });
    expect([noFile.status, noFile.body.error]).toEqual([400, "Send the file as multipart/form-data, in a field named file."]);
  });

  it("says its refusals in Arabic to a back office in Arabic (the lang cookie), sizes included", async () => {
    admin.cookies.set("lang", "ar");
    try {
      expect(await uploadAs(admin, new Uint8Array(0), "empty.png")).toMatchObject({ status: 400, body: { error: "الملف فارغ." } });
      const png = Buffer.alloc(10 * MB + 1, 0);
      png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
      expect((await uploadAs(admin, png, "huge.png")).body.error).toBe("حجم الصورة 10 ميغابايت على الأكثر، وحجم هذا الملف 10.0 ميغابايت.");
      const badName = await admin.request("PATCH", "/api/admin/files/00000000-0000-4000-8000-000000000000", { name: "" });
      expect([badName.status, badName.body.error, badName.body.fieldErrors]).toEqual([400, "بعض الحقول غير صالحة.", { name: "أدخل اسمًا." }]);
      // Over the request limit itself: refused on the stream, before the route, in Arabic too.
      expect((await uploadAs(admin, pdfBytes(MAX_UPLOAD_REQUEST_BYTES + 1024), "huge.pdf")).body.error).toBe(
        "هذا الملف كبير جدًا: حجم الصورة 10 ميغابايت على الأكثر وملف PDF ‏20 ميغابايت.",
      );
      const gone = await admin.request("PATCH", "/api/admin/files/00000000-0000-4000-8000-000000000000", { name: "x.png" });
      expect([gone.status, gone.body.error]).toEqual([404, "لم يعد هذا الملف موجودًا."]);
    } finally {
      admin.cookies.delete("lang");
    }
  });

  it("limits images to 10 MB and PDF files to 20 MB (413 with a clear message)", async () => {
    const png = Buffer.alloc(10 * MB + 1, 0);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
    const bigImage = await uploadAs(admin, png, "huge.png");
    expect([bigImage.status, bigImage.body.error]).toEqual([413, "Images may be at most 10 MB; this file is 10.0 MB."]);
    expect((await uploadAs(admin, pdfBytes(12 * MB), "brochure.pdf")).status).toBe(201);
    const bigPdf = await uploadAs(admin, pdfBytes(20 * MB + 1), "too-big.pdf");
    expect(bigPdf.status).toBe(413);
    expect(bigPdf.body.error).toMatch(/PDF files (may be at most )?20 MB/);
  });

  it("refuses what would go over the total quota set in the site settings", async () => {
    const settings = createSettingsRepository(server.database.db);
    const before = await settings.get(SITE_SETTINGS_KEY);
    const used = (await admin.request("GET", "/api/admin/files")).body.usage as { usedBytes: number };
    const quotaMb = Math.ceil(used.usedBytes / MB) + 1;
    await settings.set(SITE_SETTINGS_KEY, { ...((before as object) ?? {}), fileQuotaMb: quotaMb });
    try {
      const free = quotaMb * MB - used.usedBytes;
      expect((await uploadAs(admin, pdfBytes(free - 1000), "fits.pdf")).status).toBe(201);
      const over = await uploadAs(admin, pdfBytes(2000), "over.pdf");
      expect([over.status, over.body.error]).toEqual([
        413,
        `The storage quota of ${quotaMb} MB would be exceeded. Delete files you no longer need, or ask an administrator to raise the quota.`,
      ]);
    } finally {
      await settings.set(SITE_SETTINGS_KEY, before ?? {});
    }
  });

  it("never takes a path from names or folders", async () => {
    const traversal = await uploadAs(admin, await makeImage(40, 40), "../../../etc/passwd.png");
    expect([traversal.status, traversal.body.name]).toEqual([201, "passwd.png"]);
    const named = await uploadAs(admin, await makeImage(40, 40), "a.png", { name: "../../secret" });
    expect([named.status, named.body.fieldErrors]).toEqual([400, { name: "A name cannot contain / or \\." }]);
    expect((await uploadAs(admin, await makeImage(40, 40), "a.png", { folderId: "../../tmp" })).status).toBe(400);
    const unknownFolder = await uploadAs(admin, await makeImage(40, 40), "a.png", { folderId: "7d3b8f0e-8a1c-4e61-9a4b-2f5c6d7e8f90" });
    expect([unknownFolder.status, unknownFolder.body.error]).toEqual([404, "This folder does not exist."]);
    expect((await uploadAs(admin, await makeImage(40, 40), "a.png", { visibility: "secret" })).status).toBe(400);
  });

  it("needs files.manage: anonymous 401, viewer and operations 403, content 201", async () => {
    const image = await makeImage(40, 40);
    expect((await uploadAs(new StaffClient(server), image, "a.png")).status).toBe(401);
    for (const role of ["viewer", "operations", "content"] as const) {
      const account = await createStaffAccount(server, role);
      const client = new StaffClient(server);
      await client.signIn(account.email, account.password);
      expect([role, (await uploadAs(client, image, "a.png")).status]).toEqual([role, role === "content" ? 201 : 403]);
    }
  });
});
