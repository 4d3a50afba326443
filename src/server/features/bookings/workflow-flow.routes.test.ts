import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { customers } from "#server/db/schema/bookings";
import { outboxMessages } from "#server/db/schema/outbox";
import { createMessaging } from "#server/platform/messaging/messaging";
import { startTestServer } from "#server/test-support/test-server";
import { signedInAdmin, type StaffClient, type TestServer } from "#server/test-support/staff-client";
import type { WorkflowRulesList } from "#shared/messaging/workflow-api";
import { insertTestBooking } from "./admin/test-bookings.repository";
import { createBookingTransitionRepository } from "./booking-transition.repository";
import { createBookingTransitions } from "./booking-transition.service";
import { jobOf, insertTestOperator } from "./dispatch/test-dispatch.repository";

/*
 * The whole path of a message as staff shape it: a template edited on the templates page and a
 * rule switched off on the workflow page change what the next booking step actually queues.
 */
let server: TestServer;
let admin: StaffClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await signedInAdmin(server)).client;
});
afterAll(async () => server.stop());
const db = () => server.database.db;
const TEMPLATES = "/api/admin/message-templates/template";
const transitions = () =>
  createBookingTransitions({ repository: createBookingTransitionRepository(db()), siteUrl: server.url, messaging: createMessaging(db()) });
const sent = (recipient: string, template: string) =>
  db()
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, recipient), eq(outboxMessages.template, template)));
async function rule(seedKey: string) {
  const list = (await admin.request("GET", "/api/admin/workflow-rules")).body as unknown as WorkflowRulesList;
  return list.rules.find((r) => r.seedKey === seedKey)!;
}
async function pendingBooking(name: string) {
  const booking = await insertTestBooking(db(), { name });
  const [customer] = await db().select().from(customers).where(eq(customers.name, name));
  return { booking, phone: customer!.phone };
}

describe("messages as staff edit them", () => {
  it("sends the edited WhatsApp text of a booking step, and nothing once its rule is switched off", async () => {
    const saved = await admin.request("PATCH", `${TEMPLATES}?channel=whatsapp&purpose=booking.confirmed.customer&language=en`, {
      body: "Rihla ✔ {{booking.reference}} is confirmed, {{customer.name}}.",
      version: 0,
    });
    expect(saved.status).toBe(200);
    const { booking, phone } = await pendingBooking("Edited Template Pilgrim");
    expect((await transitions().transition({ bookingId: booking.id, to: "confirmed", actor: "staff", source: "admin" })).ok).toBe(true);
    const [confirmed, ...others] = await sent(phone, "booking.confirmed");
    expect(others).toEqual([]);
    expect(confirmed!.body).toBe(`Rihla ✔ ${booking.reference} is confirmed, Edited Template Pilgrim.`);

    const cancelledRule = await rule("booking.cancelled.customer");
    const off = await admin.request("PATCH", `/api/admin/workflow-rules/${cancelledRule.id}`, { enabled: false, version: cancelledRule.version });
    expect(off.status).toBe(200);
    expect((await transitions().transition({ bookingId: booking.id, to: "cancelled", actor: "staff", source: "admin", note: "Plans changed" })).ok).toBe(true);
    expect(await sent(phone, "booking.cancelled")).toEqual([]);
    const on = await admin.request("PATCH", `/api/admin/workflow-rules/${cancelledRule.id}`, { enabled: true, version: cancelledRule.version + 1 });
    expect(on.status).toBe(200);
    expect((await rule("booking.confirmed.customer")).sentLast30Days).toBeGreaterThanOrEqual(1);
  });

  it("gives an operator their leg through the job.assigned rule, and not while it is off", async () => {
    const assignedRule = await rule("job.assigned.operator");
    const off = await admin.request("PATCH", `/api/admin/workflow-rules/${assignedRule.id}`, { enabled: false, version: assignedRule.version });
    expect(off.status).toBe(200);
    const booking = await insertTestBooking(db(), { status: "confirmed", hoursFromNow: [72] });
    const job = await jobOf(db(), booking.id);
    const operator = await insertTestOperator(db(), { classIds: [job.vehicleClassId], language: "en" });
    expect((await admin.request("POST", `/api/admin/jobs/${job.id}/assign`, { operatorId: operator.id, operatorPriceHalalas: 10_000 })).status).toBe(200);
    expect(await sent(operator.phone, "dispatch.assigned")).toEqual([]);
    expect((await admin.request("PATCH", `/api/admin/workflow-rules/${assignedRule.id}`, { enabled: true, version: assignedRule.version + 1 })).status).toBe(
      200,
    );
    const other = await insertTestOperator(db(), { classIds: [job.vehicleClassId], language: "en" });
    const reassigned = await admin.request("POST", `/api/admin/jobs/${job.id}/assign`, { operatorId: other.id, operatorPriceHalalas: 10_000, note: "Swap" });
    expect(reassigned.status).toBe(200);
    const [message] = await sent(other.phone, "dispatch.assigned");
    expect(message!.body).toMatch(/^Rihla: we have given you the trip RH-\d{4}-\d{6} leg 1 on .+ Your price: SAR\s100\. .+\/operator-confirm\/\S+$/);
  });

  it("sends a staff invitation from its edited template", async () => {
    const saved = await admin.request("PATCH", `${TEMPLATES}?channel=email&purpose=staff.invitation.staff&language=en`, {
      subject: "Join Rihla as {{staff.roleEn}}",
      body: "Welcome aboard. Choose your password: {{invitation.link}}",
      version: 0,
    });
    expect(saved.status).toBe(200);
    expect((await admin.request("POST", "/api/admin/users/invitations", { email: "newcomer@example.com", role: "operations" })).status).toBe(201);
    const [email] = await sent("newcomer@example.com", "staff_invitation");
    expect(email!.subject).toBe("Join Rihla as operations staff");
    expect(email!.body).toMatch(/^Welcome aboard\. Choose your password: http:\/\/\S+\/admin\/reset-password\?invitation=[0-9a-f]{64}$/);
    expect(email!.bodyHtml).toContain('<a href="http');
  });
});
