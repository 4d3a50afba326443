import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPosts, guides } from "#server/db/schema/articles";
import { products } from "#server/db/schema/products";
import { auditLog } from "#server/db/schema/staff-auth";
import { startTestServer } from "#server/test-support/test-server";
import { signedInAdmin, type StaffClient, type TestServer } from "#server/test-support/staff-client";
import { createFileSigner } from "./file-signing";
import { makeImage, pdfBytes, uploadAs } from "#server/test-support/upload-client";

const AUTH_SECRET = "files-test-secret-0123456789abcdef0123456789";
let server: TestServer;
let admin: StaffClient;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "rihla-files-"));
  server = await startTestServer({ DATA_DIR: dataDir, AUTH_SECRET });
  admin = (await signedInAdmin(server)).client;
});
afterAll(async () => {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
});

type Listed = {
  items: { id: string; name: string; size: number; folderId: string | null; url: string | null }[];
  total: number;
  limit: number;
  offset: number;
};
const list = async (query = "") => (await admin.request("GET", `/api/admin/files${query}`)).body as unknown as Listed;
const get = (url: string) => fetch(`${server.url}${url}`);
const UNKNOWN = "7d3b8f0e-8a1c-4e61-9a4b-2f5c6d7e8f90";

describe("listing", () => {
  it("defaults to limit 100, offset 0, by name ascending; pages and sorts on request", async () => {
    for (const name of ["delta.pdf", "Alpha.pdf", "charlie.pdf", "bravo.pdf", "echo 100%_.pdf"])
      expect((await uploadAs(admin, pdfBytes(1000 + name.length * 10), name)).status).toBe(201);
    const all = await list();
    expect([all.limit, all.offset, all.total]).toEqual([100, 0, 5]);
    expect(all.items.map((f) => f.name)).toEqual(["Alpha.pdf", "bravo.pdf", "charlie.pdf", "delta.pdf", "echo 100%_.pdf"]);
    expect((await list("?limit=2&offset=2")).items.map((f) => f.name)).toEqual(["charlie.pdf", "delta.pdf"]);
    expect((await list("?sort=name&order=desc&limit=1")).items.map((f) => f.name)).toEqual(["echo 100%_.pdf"]);
    const bySize = (await list("?sort=size&order=desc")).items.map((f) => f.size);
    expect(bySize).toEqual([...bySize].sort((a, b) => b - a));
    // Search is literal: % and _ are not wildcards.
    expect((await list("?q=100%25_")).items.map((f) => f.name)).toEqual(["echo 100%_.pdf"]);
    expect((await list("?q=%25")).total).toBe(1);
    expect((await list("?q=ALPHA")).items.map((f) => f.name)).toEqual(["Alpha.pdf"]);
    for (const bad of ["?limit=101", "?limit=0", "?offset=-1", "?sort=owner", "?folder=..%2F", "?limit=abc"])
      expect([bad, (await admin.request("GET", `/api/admin/files${bad}`)).status]).toEqual([bad, 400]);
  });
});

describe("rename, move, folders", () => {
  it("renames and moves files between folders, refusing unknown ids and bad names", async () => {
    const file = (await uploadAs(admin, await makeImage(50, 50), "before.png")).body as { id: string };
    expect((await admin.request("PATCH", `/api/admin/files/${file.id}`, { name: "  after.png " })).body).toMatchObject({ name: "after.png" });
    expect((await admin.request("PATCH", `/api/admin/files/${file.id}`, { name: "../x" })).status).toBe(400);
    expect((await admin.request("PATCH", `/api/admin/files/${file.id}`, { name: "a\u0000b" })).status).toBe(400);
    expect((await admin.request("PATCH", `/api/admin/files/${UNKNOWN}`, { name: "x" })).status).toBe(404);
    expect((await admin.request("PATCH", "/api/admin/files/not-a-uuid", { name: "x" })).status).toBe(404);

    const folder = await admin.request("POST", "/api/admin/file-folders", { name: "Guides" });
    expect(folder.status).toBe(201);
    const folderId = folder.body.id as string;
    expect((await admin.request("POST", "/api/admin/file-folders", { name: "guides" })).status).toBe(409);
    expect((await admin.request("POST", "/api/admin/file-folders", { name: "../up" })).status).toBe(400);
    expect((await admin.request("POST", "/api/admin/file-folders", { name: "Sub", parentId: UNKNOWN })).status).toBe(404);

    expect((await admin.request("POST", `/api/admin/files/${file.id}/move`, { folderId })).body).toMatchObject({ folderId });
    expect((await list(`?folder=${folderId}`)).items.map((f) => f.name)).toEqual(["after.png"]);
    expect((await list("?folder=root")).items.some((f) => f.id === file.id)).toBe(false);
    expect((await admin.request("POST", `/api/admin/files/${file.id}/move`, { folderId: UNKNOWN })).status).toBe(404);
    expect((await admin.request("DELETE", `/api/admin/file-folders/${folderId}`)).status).toBe(409);
    expect((await admin.request("PATCH", `/api/admin/file-folders/${folderId}`, { name: "Guide photos" })).body).toMatchObject({ name: "Guide photos" });
    expect((await admin.request("POST", `/api/admin/files/${file.id}/move`, { folderId: null })).body).toMatchObject({ folderId: null });
    expect((await admin.request("DELETE", `/api/admin/file-folders/${folderId}`)).status).toBe(200);

    // Every change is in the audit log, with who made it and the file before and after.
    const entries = await server.database.db.select().from(auditLog).where(eq(auditLog.entityId, file.id));
    expect(entries.map((entry) => entry.action).sort()).toEqual(["file.move", "file.move", "file.rename", "file.upload"]);
    const rename = entries.find((entry) => entry.action === "file.rename")!;
    expect([rename.actorEmail, (rename.before as { name: string }).name, (rename.after as { name: string }).name]).toEqual([
      "admin@rihla.local",
      "before.png",
      "after.png",
    ]);
  });
});

describe("delete", () => {
  it("is refused while a blog post, a guide or a product uses the file, saying where", async () => {
    const file = (await uploadAs(admin, await makeImage(800, 600), "cover.png")).body as { id: string; url: string };
    const db = server.database.db;
    const [post] = await db.select().from(blogPosts).limit(1);
    const [guide] = await db.select().from(guides).limit(1);
    const [product] = await db.select().from(products).limit(1);
    await db.update(blogPosts).set({ coverImage: file.url }).where(eq(blogPosts.id, post!.id));
    await db
      .update(guides)
      .set({ body: { en: guide!.body.en, ar: `${guide!.body.ar}\n\n![صورة](${server.url}/media/${file.id}-800x600-w480.webp)` } })
      .where(eq(guides.id, guide!.id));
    await db.update(products).set({ image: file.url }).where(eq(products.id, product!.id));

    const refused = await admin.request("DELETE", `/api/admin/files/${file.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe("This file is still used, so it cannot be deleted. Remove it from these pages first.");
    expect(refused.body.uses).toEqual([
      { kind: "blog_post", id: post!.id, title: post!.title.en, field: "cover" },
      { kind: "guide", id: guide!.id, title: guide!.title.en, field: "body" },
      { kind: "product", id: product!.id, title: product!.name.en, field: "image" },
    ]);
    expect((await get(file.url)).status).toBe(200);
    // Making it private would break those pages too.
    expect((await admin.request("POST", `/api/admin/files/${file.id}/visibility`, { visibility: "private" })).status).toBe(409);

    await db.update(blogPosts).set({ coverImage: post!.coverImage }).where(eq(blogPosts.id, post!.id));
    await db.update(guides).set({ body: guide!.body }).where(eq(guides.id, guide!.id));
    await db.update(products).set({ image: product!.image }).where(eq(products.id, product!.id));
    expect((await admin.request("DELETE", `/api/admin/files/${file.id}`)).status).toBe(200);
    expect((await get(file.url)).status).toBe(404);
    expect((await admin.request("DELETE", `/api/admin/files/${file.id}`)).status).toBe(404);
  });

  it("is refused while the company profile shows the file as its logo, and the logo's address is saved through the profile", async () => {
    const file = (await uploadAs(admin, await makeImage(300, 120), "logo.png")).body as { id: string; url: string };
    const profile = (await admin.request("GET", "/api/admin/configurations")).body.companyProfile as Record<string, unknown>;
    expect((await admin.request("PATCH", "/api/admin/configurations/company-profile", { ...profile, logo: file.url })).status).toBe(200);
    const refused = await admin.request("DELETE", `/api/admin/files/${file.id}`);
    expect([refused.status, refused.body.uses]).toEqual([409, [{ kind: "company_profile", id: 0, title: "", field: "logo" }]]);
    expect((await admin.request("PATCH", "/api/admin/configurations/company-profile", { ...profile, logo: "" })).status).toBe(200);
    expect((await admin.request("DELETE", `/api/admin/files/${file.id}`)).status).toBe(200);
  });
});

describe("private files", () => {
  it("open only through a signed link that expires; forged links are not found", async () => {
    const file = (await uploadAs(admin, pdfBytes(), "passport.pdf", { visibility: "private" })).body as { id: string; url: string | null };
    expect(file.url).toBeNull();
    expect((await get(`/media/${file.id}.pdf`)).status).toBe(404);
    expect((await get(`/media/private/${file.id}.pdf`)).status).toBe(404);

    const link = (await admin.request("GET", `/api/admin/files/${file.id}/link`)).body as { url: string; expiresAt: string };
    expect(link.url).toMatch(new RegExp(`^/media/private/${file.id}\\.pdf\\?expires=\\d+&signature=[A-Za-z0-9_-]+$`));
    expect(new Date(link.expiresAt).getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    const opened = await get(link.url);
    expect([opened.status, opened.headers.get("content-type"), opened.headers.get("cache-control")]).toEqual([200, "application/pdf", "private, no-store"]);

    const url = new URL(link.url, server.url);
    url.searchParams.set("expires", String(Number(url.searchParams.get("expires")) + 3600));
    expect((await get(url.pathname + url.search)).status).toBe(404);
    expect((await get(link.url.replace(/signature=.{4}/, "signature=AAAA"))).status).toBe(404);

    const past = createFileSigner(
      async () => AUTH_SECRET,
      () => Date.now() - 2 * 3600_000,
    );
    const expired = await past.sign(`/media/private/${file.id}.pdf`, 60);
    const answer = await get(expired.url);
    expect([answer.status, await answer.text()]).toEqual([403, "This link has expired. Open the file again from the file repository."]);
    // Signed for one file, the link opens no other.
    const other = (await uploadAs(admin, pdfBytes(), "visa.pdf", { visibility: "private" })).body as { id: string };
    expect((await get(link.url.replace(file.id, other.id))).status).toBe(404);
  });
});
