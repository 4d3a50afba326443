import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer } from "#server/test-support/test-server";
import { createStaffAccount, StaffClient, type TestServer } from "#server/test-support/staff-client";
import { articlePayload } from "#server/test-support/article-payload";

/** Whatever an editor (or a script with an editor's session) sends, the answer is never a 5xx. */
let server: TestServer;
let editor: StaffClient;
let existingId = 0;
beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO: "false" });
  editor = new StaffClient(server);
  const account = await createStaffAccount(server, "content");
  await editor.signIn(account.email, account.password);
  existingId = (await editor.request("POST", "/api/admin/guides", articlePayload("fuzz-target"))).body.id as number;
});
afterAll(async () => server.stop());

const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme" }),
  fc.string({ unit: "binary" }),
  fc.constantFrom("\u0000", "\ud800", "<script>alert(1)</script>", "[x](javascript:alert(1))", "x".repeat(5_000), "-", "a--b", "Ä"),
);
const bilingual = fc.record({ en: nasty, ar: nasty });
const payload = fc.record(
  {
    version: fc.oneof(fc.integer(), fc.double(), fc.constant(Number.MAX_SAFE_INTEGER), fc.constant(-1), fc.constant(null)),
    action: fc.oneof(fc.constantFrom("draft", "publish", "schedule"), nasty),
    scheduledAt: fc.oneof(
      fc.constant(null),
      nasty,
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
      fc.constant("9999-12-31T23:59:59Z"),
    ),
    slug: fc.oneof(nasty, fc.stringMatching(/^[a-z0-9]{1,20}(-[a-z0-9]{1,10}){0,3}$/)),
    title: fc.oneof(bilingual, nasty),
    excerpt: bilingual,
    body: bilingual,
    coverImage: fc.oneof(nasty, fc.constantFrom("/x.webp", "https://a.b/c.png", "javascript:alert(1)", "//evil.example/x")),
    seoTitle: bilingual,
    seoDescription: bilingual,
    tags: fc.oneof(fc.array(nasty, { maxLength: 12 }), nasty),
    category: nasty,
  },
  { requiredKeys: [] },
);

describe("editor payloads (fast-check)", () => {
  it("never answer a 5xx to a create or an edit", async () => {
    await fc.assert(
      fc.asyncProperty(payload, fc.constantFrom("POST", "PATCH"), fc.constantFrom("blogs", "guides"), async (body, method, base) => {
        const path = method === "POST" ? `/api/admin/${base}` : `/api/admin/${base}/${existingId}`;
        const result = await editor.request(method, path, body);
        expect(result.status, JSON.stringify(result.body)).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  }, 180_000);

  it("never answer a 5xx to list queries", async () => {
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom("q", "status", "missing", "page"), fc.string({ unit: "binary", maxLength: 200 })), async (query) => {
        const search = new URLSearchParams(query).toString();
        const result = await editor.request("GET", `/api/admin/blogs?${search}`);
        expect(result.status).toBeLessThan(500);
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
