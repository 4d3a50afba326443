import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { rateLimits } from "#server/db/schema/rate-limits";
import { auditLog } from "#server/db/schema/staff-auth";
import { testimonials } from "#server/db/schema/testimonials";
import { startTestServer } from "#server/test-support/test-server";
import { createStaffAccount, signedInAdmin, solvedCaptcha, StaffClient, type TestServer } from "#server/test-support/staff-client";
import type { TestimonialView } from "#shared/content/public-read-api";
import type { TestimonialRow } from "#shared/testimonials/testimonial-moderation.schema";
import { createTestimonialsAdminRepository } from "./testimonials-admin.repository";
import { TESTIMONIAL_LIMITS } from "./testimonial-submission.routes";
import { createTestimonialsRepository } from "./testimonials.repository";
import { createTestimonialsService } from "./testimonials.service";

let server: TestServer;
let admin: StaffClient;
let content: StaffClient;
let operations: StaffClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await signedInAdmin(server)).client;
  content = new StaffClient(server);
  const account = await createStaffAccount(server, "content");
  await content.signIn(account.email, account.password);
  operations = new StaffClient(server);
  const ops = await createStaffAccount(server, "operations");
  await operations.signIn(ops.email, ops.password);
});
afterAll(async () => server.stop());

const review = { name: "Maryam Yusuf", country: "GB", rating: 5, text: "The driver waited two hours for our delayed flight.", language: "en" };
const resetLimits = () => server.database.db.delete(rateLimits);
const post = (body: unknown) =>
  fetch(`${server.url}/api/testimonials`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
const stored = async (id: number) => (await server.database.db.select().from(testimonials).where(eq(testimonials.id, id)))[0]!;
const count = async () => (await server.database.db.select().from(testimonials)).length;
const publicList = () => createTestimonialsService(createTestimonialsRepository(server.database.db)).testimonials({ page: 1 });
const submitted = async (fields: Partial<typeof review> = {}) => {
  await resetLimits();
  const res = await post({ ...review, ...fields, captcha: await solvedCaptcha(server) });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
};

describe("POST /api/testimonials", () => {
  it("stores a review as pending and unverified; it is not public until approved", async () => {
    await resetLimits();
    const res = await post({ ...review, captcha: await solvedCaptcha(server) });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: number; status: string };
    expect(body).toEqual({ id: expect.any(Number), status: "pending" });
    expect(await stored(body.id)).toMatchObject({ ...review, status: "pending", verified: false, featured: false, bookingId: null, demo: false });
    expect((await publicList()).items.map((item: TestimonialView) => item.id)).not.toContain(body.id);
  });

  it("refuses bad fields with a 400 naming each field, and stores nothing", async () => {
    const before = await count();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: "A" }, "name", "Please enter your name (at least 2 characters)."],
      [{ country: "Narnia" }, "country", "Please choose your country from the list."],
      [{ country: "ZZ" }, "country", "Please choose your country from the list."],
      [{ rating: 0 }, "rating", "Please choose a rating from 1 to 5 stars."],
      [{ rating: 6 }, "rating", "Please choose a rating from 1 to 5 stars."],
      [{ rating: 4.5 }, "rating", "Please choose a rating from 1 to 5 stars."],
      [{ text: "Too short" }, "text", "Please write your review (at least 20 characters)."],
      [{ text: "x".repeat(1501) }, "text", "Please keep your review to at most 1,500 characters."],
      [{ text: "Great trip with a NUL \u0000 inside it" }, "text", "Your review contains characters that are not allowed."],
      [{ language: "fr" }, "language", "Language must be en or ar."],
    ];
    for (const [fields, field, message] of cases) {
      await resetLimits();
      const res = await post({ ...review, ...fields, captcha: "x" });
      expect([field, res.status]).toEqual([field, 400]);
      expect(((await res.json()) as { fieldErrors: Record<string, string> }).fieldErrors[field]).toBe(message);
    }
    await resetLimits();
    expect((await post("{not json")).status).toBe(400);
    expect(await count()).toBe(before);
  });

  it("refuses a missing or failed captcha and stores nothing", async () => {
    const before = await count();
    await resetLimits();
    const missing = await post(review);
    expect(missing.status).toBe(400);
    const failed = await post({ ...review, captcha: Buffer.from("{}").toString("base64") });
    expect(failed.status).toBe(400);
    expect(await failed.json()).toMatchObject({ fieldErrors: { captcha: "The verification failed or expired. Please try again." } });
    expect(await count()).toBe(before);
  });

  it("limits each address (429 with Retry-After) before reading the body", async () => {
    await resetLimits();
    for (let i = 0; i < TESTIMONIAL_LIMITS.perAddress.limit; i++) expect((await post({})).status).toBe(400);
    const limited = await post({ ...review, captcha: "x" });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await limited.json()) as { error: string }).error).toMatch(/^Too many reviews from your connection\. Please try again in \d+ minutes?\.$/);
  });

  it("removes anonymous reviews left unmoderated past the retention, and keeps verified and moderated ones", async () => {
    const old = new Date(Date.now() - 31 * 86_400_000);
    const [stale, moderated] = await server.database.db
      .insert(testimonials)
      .values([
        { ...review, status: "pending", createdAt: old },
        { ...review, status: "approved", createdAt: old },
      ])
      .returning();
    const fresh = await submitted();
    const purged = await createTestimonialsAdminRepository(server.database.db).purgeUnmoderated(new Date(Date.now() - 30 * 86_400_000));
    expect(purged).toBe(1);
    const ids = (await server.database.db.select().from(testimonials)).map((row) => row.id);
    expect(ids).not.toContain(stale!.id);
    expect(ids).toEqual(expect.arrayContaining([moderated!.id, fresh]));
  });
});

describe("moderation", () => {
  it("approves: the review becomes public, and the approval is audited", async () => {
    const id = await submitted({ name: "Approve Me" });
    const res = await content.request("POST", `/api/admin/testimonials/${id}/approve`, {});
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, status: "approved", moderatedByName: "content tester" });
    expect((await publicList()).items.find((item) => item.id === id)).toMatchObject({ name: "Approve Me", reply: null });
    expect((await content.request("POST", `/api/admin/testimonials/${id}/approve`, {})).status).toBe(409);
    const [entry] = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "testimonial.approve"), eq(auditLog.entityId, String(id))));
    expect(entry).toMatchObject({ before: { status: "pending", name: "Approve Me" }, after: { status: "approved", rejectReason: null, name: "Approve Me" } });
  });

  it("rejects only with a reason, which unfeatures and hides the review", async () => {
    const id = await submitted();
    await content.request("POST", `/api/admin/testimonials/${id}/approve`, {});
    expect((await content.request("POST", `/api/admin/testimonials/${id}/feature`, { featured: true })).body).toMatchObject({ featured: true });
    const noReason = await content.request("POST", `/api/admin/testimonials/${id}/reject`, { reason: "" });
    expect(noReason.status).toBe(400);
    expect(noReason.body).toMatchObject({ fieldErrors: { reason: "Please say why this review is rejected (at least 3 characters)." } });
    expect((await stored(id)).status).toBe("approved");
    const rejected = await content.request("POST", `/api/admin/testimonials/${id}/reject`, { reason: "Advertises another company" });
    expect(rejected.body).toMatchObject({ status: "rejected", featured: false, rejectReason: "Advertises another company" });
    expect((await publicList()).items.map((item) => item.id)).not.toContain(id);
  });

  it("features only approved reviews, and unfeatures", async () => {
    const id = await submitted();
    const pending = await content.request("POST", `/api/admin/testimonials/${id}/feature`, { featured: true });
    expect(pending).toMatchObject({ status: 409, body: { error: "Only an approved review can be featured." } });
    await content.request("POST", `/api/admin/testimonials/${id}/approve`, {});
    expect((await content.request("POST", `/api/admin/testimonials/${id}/feature`, { featured: true })).status).toBe(200);
    expect((await content.request("POST", `/api/admin/testimonials/${id}/feature`, { featured: "yes" })).status).toBe(400);
    expect((await content.request("POST", `/api/admin/testimonials/${id}/feature`, { featured: false })).body).toMatchObject({ featured: false });
    const audits = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)));
    expect(audits.map((entry) => entry.action)).toEqual(["testimonial.approve", "testimonial.feature", "testimonial.unfeature"]);
  });

  it("edits typos with the before and after in the audit log; a bad edit changes nothing", async () => {
    const id = await submitted({ text: "The drvier waited for our delayed flight." });
    const edited = await content.request("PATCH", `/api/admin/testimonials/${id}`, { ...review, text: "The driver waited for our delayed flight." });
    expect(edited.status).toBe(200);
    expect((await stored(id)).text).toBe("The driver waited for our delayed flight.");
    const [entry] = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "testimonial.edit"), eq(auditLog.entityId, String(id))));
    expect(entry).toMatchObject({
      before: { text: "The drvier waited for our delayed flight." },
      after: { text: "The driver waited for our delayed flight." },
    });
    expect((await content.request("PATCH", `/api/admin/testimonials/${id}`, { ...review, rating: 9 })).status).toBe(400);
    expect((await content.request("PATCH", `/api/admin/testimonials/${id}`, { ...review, text: "The driver waited for our delayed flight." })).status).toBe(
      409,
    );
    expect((await stored(id)).rating).toBe(5);
  });

  it("replies publicly under an approved review, and removes the reply", async () => {
    const id = await submitted();
    await content.request("POST", `/api/admin/testimonials/${id}/approve`, {});
    expect((await content.request("POST", `/api/admin/testimonials/${id}/reply`, { reply: "Thank you, Maryam!" })).body).toMatchObject({
      reply: "Thank you, Maryam!",
    });
    expect((await publicList()).items.find((item) => item.id === id)?.reply).toBe("Thank you, Maryam!");
    expect((await content.request("POST", `/api/admin/testimonials/${id}/reply`, { reply: "" })).body).toMatchObject({ reply: null });
  });

  it("lists by status with counts, answers 404 for unknown reviews, and refuses other roles", async () => {
    const id = await submitted({ name: "Queue Person" });
    const queue = await content.request("GET", "/api/admin/testimonials?status=pending");
    expect(queue.status).toBe(200);
    const body = queue.body as unknown as { items: TestimonialRow[]; counts: Record<string, number> };
    expect(body.items.every((row) => row.status === "pending")).toBe(true);
    expect(body.items.map((row) => row.id)).toContain(id);
    expect(body.counts.pending).toBe(body.items.length);
    expect((await content.request("GET", "/api/admin/testimonials?status=lost")).status).toBe(400);
    expect((await content.request("GET", "/api/admin/testimonials/999999")).status).toBe(404);
    expect((await content.request("POST", "/api/admin/testimonials/999999/approve", {})).status).toBe(404);
    expect((await operations.request("POST", `/api/admin/testimonials/${id}/approve`, {})).status).toBe(403);
    expect((await admin.request("GET", `/api/admin/testimonials/${id}`)).body).toMatchObject({ id, name: "Queue Person" });
    expect((await stored(id)).status).toBe("pending");
  });
});
