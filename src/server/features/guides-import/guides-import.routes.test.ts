import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { guides } from "#server/db/schema/articles";
import { auditLog } from "#server/db/schema/staff-auth";
import { startTestServer } from "#server/test-support/test-server";
import { createStaffAccount, signedInAdmin, StaffClient, type TestServer } from "#server/test-support/staff-client";
import { GUIDE_IMPORT_COLUMNS, type GuideImportAnswer } from "#shared/content/guide-import.schema";

let server: TestServer;
let content: StaffClient;
let operations: StaffClient;
beforeAll(async () => {
  server = await startTestServer();
  await signedInAdmin(server);
  content = new StaffClient(server);
  const editor = await createStaffAccount(server, "content");
  await content.signIn(editor.email, editor.password);
  operations = new StaffClient(server);
  const ops = await createStaffAccount(server, "operations");
  await operations.signIn(ops.email, ops.password);
});
afterAll(async () => server.stop());

/** Sends files as the page does: multipart, with the session's fingerprint, Origin and CSRF token. */
async function upload(step: "dry-run" | "commit", files: { name: string; body: string | Uint8Array }[], client = content) {
  const form = new FormData();
  for (const file of files) form.append("files", new Blob([file.body as BlobPart]), file.name);
  const response = await fetch(`${server.url}/api/admin/guides/import/${step}`, {
    method: "POST",
    body: form,
    headers: {
      Cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
      "User-Agent": client.fingerprint.userAgent,
      "x-client-fingerprint": Buffer.from(JSON.stringify(client.fingerprint)).toString("base64url"),
      "x-csrf-token": client.csrf,
      Origin: server.url,
    },
  });
  return { status: response.status, body: (await response.json()) as GuideImportAnswer & { error?: string } };
}

const guide = (slug: string, fields: Record<string, string> = {}) => ({
  slug,
  category: "umrah",
  status: "published",
  cover_image: "",
  published_at: "",
  title_en: `Title ${slug}`,
  title_ar: `عنوان ${slug}`,
  excerpt_en: "A short excerpt.",
  excerpt_ar: "مقتطف قصير.",
  body_en: "## Heading\n\nSome **text**.",
  body_ar: "## عنوان\n\nنص.",
  seo_title_en: "",
  seo_title_ar: "",
  seo_description_en: "",
  seo_description_ar: "",
  ...fields,
});
const csvOf = (rows: Record<string, string>[]) =>
  [GUIDE_IMPORT_COLUMNS.join(","), ...rows.map((row) => GUIDE_IMPORT_COLUMNS.map((c) => `"${(row[c] ?? "").replace(/"/g, '""')}"`).join(","))].join("\n");
const snapshot = async () => (await server.database.db.select().from(guides)).map((g) => `${g.slug}:${g.updatedAt.getTime()}`).sort();
const existingSlug = async () => (await server.database.db.select().from(guides).limit(1))[0]!.slug;

describe("guides import: dry run and commit", () => {
  it("lists each row as create, update or error, and changes nothing", async () => {
    const existing = await existingSlug();
    const before = await snapshot();
    const csv = csvOf([guide("new-guide-one"), guide(existing, { title_en: "Replaced title" }), guide("Bad Slug"), guide("new-guide-one")]);
    const { status, body } = await upload("dry-run", [{ name: "guides.csv", body: csv }]);
    expect(status).toBe(200);
    expect(body.summary).toEqual({ create: 1, update: 1, error: 2 });
    expect(body.rows.map((row) => [row.row, row.source, row.action])).toEqual([
      [1, "guides.csv line 2", "create"],
      [2, "guides.csv line 3", "update"],
      [3, "guides.csv line 4", "error"],
      [4, "guides.csv line 5", "error"],
    ]);
    expect(body.rows[2]!.errors).toEqual(["slug must be lowercase letters, digits and single hyphens (e.g. what-to-pack-for-umrah)."]);
    expect(body.rows[3]!.errors).toEqual(["slug new-guide-one is already used by row 1 of this upload."]);
    expect(await snapshot()).toEqual(before);
  });

  it("imports every valid row in one transaction, audited; the error rows are reported and skipped", async () => {
    const existing = await existingSlug();
    // In the trash with a pending schedule: the import brings it back as the file says, one version on.
    await server.database.db
      .update(guides)
      .set({ deletedAt: new Date(), scheduledAt: new Date(Date.now() + 86_400_000) })
      .where(eq(guides.slug, existing));
    const [before] = await server.database.db.select().from(guides).where(eq(guides.slug, existing));
    const csv = csvOf([
      guide("imported-guide", { body_en: "Text <script>alert(1)</script> kept safe." }),
      guide(existing, { title_en: "Replaced title" }),
      guide("x", { category: "cooking" }),
    ]);
    const { status, body } = await upload("commit", [{ name: "guides.csv", body: csv }]);
    expect(status).toBe(200);
    expect(body.summary).toEqual({ create: 1, update: 1, error: 1 });
    expect(body.rows[2]!.errors[0]).toMatch(/^category must be one of: umrah, hajj/);
    const [created] = await server.database.db.select().from(guides).where(eq(guides.slug, "imported-guide"));
    expect(created).toMatchObject({ status: "published", category: "umrah", demo: false, title: { en: "Title imported-guide", ar: "عنوان imported-guide" } });
    expect(created!.publishedAt).toBeInstanceOf(Date);
    const [updated] = await server.database.db.select().from(guides).where(eq(guides.slug, existing));
    expect(updated!.title.en).toBe("Replaced title");
    expect(updated).toMatchObject({ version: before!.version + 1, deletedAt: null, scheduledAt: null });
    const [entry] = await server.database.db.select().from(auditLog).where(eq(auditLog.action, "guides.import"));
    expect(entry).toMatchObject({ after: { created: ["imported-guide"], updated: [existing], skipped: 1 } });
  });

  it("refuses a new guide whose slug is another guide's Arabic address, and keeps an updated guide's own Arabic address", async () => {
    const existing = await existingSlug();
    await server.database.db.update(guides).set({ slugAr: "dalil-khass" }).where(eq(guides.slug, existing));
    const csv = csvOf([guide("dalil-khass"), guide(existing, { title_en: "Updated again" })]);
    const { status, body } = await upload("commit", [{ name: "guides.csv", body: csv }]);
    expect(status).toBe(200);
    expect(body.rows.map((row) => [row.action, row.errors])).toEqual([
      ["error", ["slug dalil-khass is already the Arabic address of another guide."]],
      ["update", []],
    ]);
    const [updated] = await server.database.db.select().from(guides).where(eq(guides.slug, existing));
    expect([updated!.title.en, updated!.slugAr]).toEqual(["Updated again", "dalil-khass"]);
  });

  it("accepts each example file the page offers for download", async () => {
    const example = (name: string) => ({ name, body: readFileSync(`public/examples/${name}`, "utf8") });
    for (const files of [
      [example("guides-import.csv")],
      [example("guides-import.json")],
      [example("umrah-checklist.en.md"), example("umrah-checklist.ar.md")],
    ]) {
      const { status, body } = await upload("dry-run", files);
      expect([files[0]!.name, status, body.rows.map((row) => [row.slug, row.action, row.errors])]).toEqual([
        files[0]!.name,
        200,
        [["umrah-checklist", "create", []]],
      ]);
    }
  });

  it("reads JSON and Markdown pairs the same way", async () => {
    const json = await upload("dry-run", [{ name: "guides.json", body: JSON.stringify([guide("json-guide"), { slug: "only-slug" }, 7]) }]);
    expect(json.body.rows.map((row) => row.action)).toEqual(["create", "error", "error"]);
    expect(json.body.rows[1]!.errors).toContain("title_en is missing.");
    const md = (lang: string, title: string) => `---\ntitle: ${title}\nexcerpt: Short.\ncategory: hajj\nstatus: draft\n---\n\nBody in ${lang}.\n`;
    const pair = await upload("commit", [
      { name: "md-guide.en.md", body: md("en", "English title") },
      { name: "md-guide.ar.md", body: md("ar", "عنوان عربي") },
      { name: "lonely.en.md", body: md("en", "Alone") },
    ]);
    expect(pair.body.rows.map((row) => [row.slug, row.action])).toEqual([
      ["md-guide", "create"],
      ["lonely", "error"],
    ]);
    expect(pair.body.rows[1]!.errors).toEqual(["lonely.ar.md is missing: a guide needs both languages."]);
    const [stored] = await server.database.db.select().from(guides).where(eq(guides.slug, "md-guide"));
    expect(stored).toMatchObject({
      status: "draft",
      publishedAt: null,
      title: { en: "English title", ar: "عنوان عربي" },
      body: { en: "Body in en.", ar: "Body in ar." },
    });
  });
});

describe("guides import: bad files change nothing", () => {
  const cases: [string, () => { name: string; body: string | Uint8Array }[], number, RegExp][] = [
    [
      "not UTF-8",
      () => [{ name: "guides.csv", body: new Uint8Array([...Buffer.from("slug,title_en\n"), 0xe9, 0x74, 0xe9]) }],
      400,
      /guides\.csv is not UTF-8 text/,
    ],
    ["missing columns", () => [{ name: "guides.csv", body: "slug,title_en\nabc,Abc\n" }], 400, /^guides\.csv: Missing columns: category, title_ar, excerpt_en/],
    [
      "10,000 rows",
      () => [{ name: "guides.csv", body: csvOf(Array.from({ length: 10_000 }, (_, i) => guide(`g-${i}`, { body_en: "b", body_ar: "b" }))) }],
      400,
      /has 10,000 rows; at most 500/,
    ],
    ["a 20 MB file", () => [{ name: "guides.json", body: "x".repeat(20 * 1024 * 1024) }], 413, /larger than 5 MB/],
    ["no file", () => [], 400, /Choose a file/],
    ["a wrong kind of file", () => [{ name: "guides.xlsx", body: "PK" }], 400, /only \.csv, \.json and \.md/],
    [
      "JavaScript front matter",
      () => [
        { name: "a.en.md", body: "---js\n{ title: process.exit(1) }\n---\nx" },
        { name: "a.ar.md", body: "---\ntitle: x\n---\ny" },
      ],
      200,
      /.*/,
    ],
    ["broken JSON", () => [{ name: "guides.json", body: "[{" }], 400, /guides\.json is not valid JSON/],
  ];
  for (const [label, files, status, message] of cases) {
    it(`${label}: ${status}`, async () => {
      const before = await snapshot();
      for (const step of ["dry-run", "commit"] as const) {
        const result = await upload(step, files());
        expect([label, step, result.status]).toEqual([label, step, status]);
        if (status !== 200) expect(result.body.error).toMatch(message);
        else expect(result.body.summary.create).toBe(0);
      }
      expect(await snapshot()).toEqual(before);
    });
  }

  it("says every refusal in Arabic to an Arabic back office, file names and columns kept", async () => {
    content.cookies.set("lang", "ar");
    try {
      for (const [label, files, status] of cases) {
        if (status !== 400) continue;
        const result = await upload("dry-run", files());
        expect([label, /[\u0600-\u06FF]/.test(result.body.error ?? "")]).toEqual([label, true]);
      }
      const missing = await upload("dry-run", [{ name: "guides.csv", body: "slug,title_en\nabc,Abc\n" }]);
      expect(missing.body.error).toMatch(/^guides\.csv أعمدة ناقصة: category, title_ar/);
      const csv = csvOf([guide("Bad Slug"), guide("short-one", { title_ar: "" })]);
      const rows = (await upload("dry-run", [{ name: "guides.csv", body: csv }])).body.rows;
      expect(rows[0]!.errors).toEqual(["يجب أن يتكون slug من حروف لاتينية صغيرة وأرقام وشَرطات مفردة (مثل what-to-pack-for-umrah)."]);
      expect(rows[1]!.errors).toEqual(["title_ar مفقود."]);
    } finally {
      content.cookies.delete("lang");
    }
  });

  it("refuses roles without content.write, and JSON bodies", async () => {
    expect((await upload("commit", [{ name: "g.csv", body: csvOf([guide("ops-guide")]) }], operations)).status).toBe(403);
    expect((await content.request("POST", "/api/admin/guides/import/dry-run", { files: [] })).status).toBe(400);
    expect(await server.database.db.select().from(guides).where(eq(guides.slug, "ops-guide"))).toHaveLength(0);
  });

  it("never answers a 5xx to random rows (property)", async () => {
    const value = fc.oneof(
      fc.string(),
      fc.constantFrom("", "\u0000", "umrah", "published", "2026-13-45", "https://x.test/a.png", "ش".repeat(300)),
      fc.integer(),
      fc.constant(null),
    );
    const row = fc.dictionary(fc.oneof(fc.constantFrom(...GUIDE_IMPORT_COLUMNS), fc.string()), value, { maxKeys: 20 });
    await fc.assert(
      fc.asyncProperty(fc.array(fc.oneof(row, fc.anything()), { maxLength: 5 }), async (rows) => {
        const result = await upload("commit", [{ name: "fuzz.json", body: JSON.stringify(rows) ?? "null" }]);
        expect(result.status).toBeLessThan(500);
      }),
      { numRuns: 40 },
    );
  });
});
