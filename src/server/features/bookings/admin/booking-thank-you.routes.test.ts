import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { tokenLinks } from "#server/db/schema/bookings";
import { outboxMessages } from "#server/db/schema/outbox";
import { rateLimits } from "#server/db/schema/rate-limits";
import { testimonials } from "#server/db/schema/testimonials";
import { startTestServer } from "#server/test-support/test-server";
import { createStaffAccount, signedInAdmin, StaffClient, type TestServer } from "#server/test-support/staff-client";
import { insertTestBooking } from "./test-bookings.repository";

/**
 * DESIGN flow step 5: a completed booking's customer gets a thank-you with a link to write a
 * review; the review sent from it carries the booking, is verified, and the link works once.
 */
let server: TestServer;
let ops: StaffClient;
let content: StaffClient;
beforeAll(async () => {
  server = await startTestServer();
  await signedInAdmin(server);
  ops = new StaffClient(server);
  const account = await createStaffAccount(server, "operations");
  await ops.signIn(account.email, account.password);
  content = new StaffClient(server);
  const editor = await createStaffAccount(server, "content");
  await content.signIn(editor.email, editor.password);
});
afterAll(async () => server.stop());

const review = { name: "Test Pilgrim", country: "EG", rating: 4, text: "Smooth ride from Jeddah to our hotel in Makkah.", language: "en" };
const api = (path: string, body?: unknown) =>
  fetch(`${server.url}${path}`, body === undefined ? {} : { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });

async function completedBooking() {
  const booking = await insertTestBooking(server.database.db, { status: "confirmed", name: "Fatima Completed" });
  const done = await ops.request("POST", `/api/admin/bookings/${booking.id}/complete`, { note: "All legs done" });
  expect(done.status).toBe(200);
  const messages = await server.database.db.select().from(outboxMessages).where(eq(outboxMessages.template, "booking.completed"));
  const message = messages.find((m) => m.body.includes(booking.reference));
  const token = /\/testimonials\/thank-you\/([A-Za-z0-9_-]{43})/.exec(message?.body ?? "")?.[1];
  return { booking, message, token: token ?? "" };
}

describe("the thank-you link of a completed booking", () => {
  it("is issued once, expires in 30 days, and is in the completion message", async () => {
    const { booking, message, token } = await completedBooking();
    expect(message).toMatchObject({ channel: "whatsapp", template: "booking.completed" });
    // The site address (SITE_URL; here the default for port 0) and the path of the English form.
    expect(message!.body).toMatch(new RegExp(`: http://[^ ]+/testimonials/thank-you/${token}$`));
    const links = await server.database.db
      .select()
      .from(tokenLinks)
      .where(and(eq(tokenLinks.bookingId, booking.id), eq(tokenLinks.purpose, "testimonial")));
    expect(links).toHaveLength(1);
    const days = (links[0]!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    expect(JSON.stringify(links)).not.toContain(token);
  });

  it("pre-fills the name, stores a verified review with the booking, and works once only", async () => {
    await server.database.db.delete(rateLimits);
    const { booking, token } = await completedBooking();
    const opened = await api(`/api/testimonials/thank-you/${token}`);
    expect(opened.status).toBe(200);
    expect(opened.headers.get("cache-control")).toBe("no-store");
    expect(await opened.json()).toEqual({ name: "Fatima Completed", reference: booking.reference, language: "en" });

    const sent = await api(`/api/testimonials/thank-you/${token}`, { ...review, name: "Fatima C." });
    expect(sent.status).toBe(201);
    const { id } = (await sent.json()) as { id: number };
    const [row] = await server.database.db.select().from(testimonials).where(eq(testimonials.id, id));
    expect(row).toMatchObject({ name: "Fatima C.", bookingId: booking.id, verified: true, status: "pending" });

    expect((await api(`/api/testimonials/thank-you/${token}`, review)).status).toBe(404);
    expect((await api(`/api/testimonials/thank-you/${token}`)).status).toBe(404);
    expect(await server.database.db.select().from(testimonials).where(eq(testimonials.bookingId, booking.id))).toHaveLength(1);
    // Staff see it verified in the queue.
    const queued = await content.request("GET", `/api/admin/testimonials/${id}`);
    expect(queued.body).toMatchObject({ verified: true, bookingId: booking.id });
  });

  it("answers one 404 for a wrong, malformed or expired link, and a bad body changes nothing", async () => {
    await server.database.db.delete(rateLimits);
    const { booking, token } = await completedBooking();
    expect((await api(`/api/testimonials/thank-you/${"a".repeat(43)}`)).status).toBe(404);
    expect((await api(`/api/testimonials/thank-you/short`, review)).status).toBe(404);
    expect((await api(`/api/testimonials/thank-you/${token}`, { ...review, rating: 7 })).status).toBe(400);
    await server.database.db
      .update(tokenLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(tokenLinks.bookingId, booking.id));
    expect((await api(`/api/testimonials/thank-you/${token}`, review)).status).toBe(404);
    expect(await server.database.db.select().from(testimonials).where(eq(testimonials.bookingId, booking.id))).toHaveLength(0);
  });
});
