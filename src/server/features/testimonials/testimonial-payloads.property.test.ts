import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { rateLimits } from "#server/db/schema/rate-limits";
import { testimonials } from "#server/db/schema/testimonials";
import { startTestServer } from "#server/test-support/test-server";
import { signedInAdmin, type StaffClient, type TestServer } from "#server/test-support/staff-client";

/*
 * Random review payloads against the running server: the public form, the thank-you link and
 * staff's edit. Whatever arrives, the answer is a 2xx or a 4xx, never a 5xx.
 */
let server: TestServer;
let admin: StaffClient;
let reviewId = 0;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await signedInAdmin(server)).client;
  const [row] = await server.database.db
    .insert(testimonials)
    .values({ name: "Fuzz", country: "SA", rating: 4, text: "A review to edit at random." })
    .returning();
  reviewId = row!.id;
});
afterAll(async () => server.stop());

const anyText = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme" }),
  fc.constantFrom("", "\u0000", "x\u0000y", "\ud800", "line\r\nInjected: yes", "ش".repeat(1600)),
);
const payload = fc.oneof(
  fc.record(
    {
      name: fc.oneof(fc.constantFrom("Aisha Rahman", "حسن الحربي"), anyText),
      country: fc.oneof(fc.constantFrom("SA", "GB", "PK", "ZZ", "sa"), anyText),
      rating: fc.oneof(fc.integer({ min: -2, max: 8 }), fc.double(), anyText),
      text: fc.oneof(fc.constant("Our driver was patient and kind all the way to Madinah."), anyText),
      language: fc.oneof(fc.constantFrom("en", "ar"), anyText),
      captcha: fc.oneof(anyText, fc.constant(Buffer.from("{}").toString("base64"))),
    },
    { requiredKeys: [] },
  ),
  fc.anything(),
);
const token = fc.oneof(
  fc.string({ minLength: 43, maxLength: 43 }).map((t) => t.replace(/[^A-Za-z0-9_-]/g, "a")),
  anyText.filter((t) => t.length > 0),
);

// A lone surrogate cannot be percent-encoded: send the invalid UTF-8 it would be instead.
const encode = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return "%ED%A0%80%FF";
  }
};

describe("review payloads (property)", () => {
  it("never answer a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(payload, token, async (body, link) => {
        await server.database.db.delete(rateLimits);
        const json = JSON.stringify(body) ?? "null";
        const headers = { "Content-Type": "application/json" };
        const statuses = [
          (await fetch(`${server.url}/api/testimonials`, { method: "POST", headers, body: json })).status,
          (await fetch(`${server.url}/api/testimonials/thank-you/${encode(link)}`, { method: "POST", headers, body: json })).status,
          (await admin.request("PATCH", `/api/admin/testimonials/${reviewId}`, body ?? null)).status,
        ];
        for (const status of statuses) expect(status).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });
});
