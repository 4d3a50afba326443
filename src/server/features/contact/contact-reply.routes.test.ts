import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { contactMessages } from "#server/db/schema/contact-messages";
import { outboxMessages } from "#server/db/schema/outbox";
import { auditLog } from "#server/db/schema/staff-auth";
import { startTestServer } from "#server/test-support/test-server";
import { createStaffAccount, StaffClient, type TestServer } from "#server/test-support/staff-client";

let server: TestServer;
let operations: StaffClient;
let viewer: StaffClient;
let id = 0;
async function signedIn(role: string) {
  const account = await createStaffAccount(server, role);
  const client = new StaffClient(server);
  await client.signIn(account.email, account.password);
  return client;
}
beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO: "false" });
  operations = await signedIn("operations");
  viewer = await signedIn("viewer");
  const [row] = await server.database.db
    .insert(contactMessages)
    .values({ name: "محمد", email: "m@example.com", phone: null, subject: "سؤال", message: "هل لديكم حافلات؟", language: "ar" })
    .returning({ id: contactMessages.id });
  id = row!.id;
});
afterAll(async () => server.stop());
const emails = () => server.database.db.select().from(outboxMessages).where(eq(outboxMessages.template, "contact.reply"));

describe("answering a contact message by email", () => {
  it("queues the email in the outbox, marks the message handled and audits it", async () => {
    const answer = await operations.request("POST", `/api/admin/contact-messages/${id}/reply`, {
      subject: "Re: سؤال",
      body: "نعم، لدينا حافلات.\nتواصل معنا.",
    });
    expect(answer.status).toBe(201);
    expect((await emails()).map((row) => [row.channel, row.recipient, row.subject, row.body, row.status])).toEqual([
      ["email", "m@example.com", "Re: سؤال", "نعم، لدينا حافلات.\nتواصل معنا.", "queued"],
    ]);
    const [message] = await server.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect([message?.status, message?.handledNote]).toEqual(["handled", "Answered by email: Re: سؤال"]);
    const audited = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "contact.reply"), eq(auditLog.entityId, String(id))));
    expect(audited).toHaveLength(1);
  });

  it("refuses junk with a 4xx in the staff member's language, a viewer with 403, and an unknown message with 404, sending nothing", async () => {
    const before = (await emails()).length;
    operations.cookies.set("lang", "ar");
    for (const body of [
      null,
      {},
      { subject: "", body: "x" },
      { subject: "x", body: "" },
      { subject: "a\nb", body: "x" },
      { subject: "x", body: "a\u0000" },
      { subject: "x".repeat(201), body: "x" },
      { subject: "x", body: "x", cc: "y" },
    ]) {
      const answer = await operations.request("POST", `/api/admin/contact-messages/${id}/reply`, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error, JSON.stringify(body)).toMatch(/[\u0600-\u06ff]/);
    }
    operations.cookies.delete("lang");
    expect((await viewer.request("POST", `/api/admin/contact-messages/${id}/reply`, { subject: "x", body: "y" })).status).toBe(403);
    for (const other of ["0", "999999", "abc", "99999999999"])
      expect((await operations.request("POST", `/api/admin/contact-messages/${other}/reply`, { subject: "x", body: "y" })).status, other).toBe(404);
    expect((await emails()).length).toBe(before);
  });
});
