import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHmac } from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import type { BookingMessage } from "#shared/messaging/outbox-api";
import type { MessageTemplateView, TemplatePurposeView } from "#shared/messaging/template.schema";
import { bookings } from "#server/db/schema/bookings";
import { outboxMessages } from "#server/db/schema/outbox";
import { auditLog } from "#server/db/schema/staff-auth";
import { whatsappWebhookEvents } from "#server/db/schema/whatsapp";
import { TEMPLATE_STATUS_EVENT } from "#server/platform/whatsapp/stand-in/recorded-payloads";
import { startWhatsappStandIn, type WhatsappStandIn } from "#server/platform/whatsapp/stand-in/whatsapp-stand-in";
import { bookThroughApi } from "#server/test-support/create-booking";
import { startTestServer } from "#server/test-support/test-server";
import { createStaffAccount, StaffClient, type TestServer } from "#server/test-support/staff-client";

const SECRET = "app-secret-for-tests";
let standIn: WhatsappStandIn;
let server: TestServer;
const as: Record<string, StaffClient> = {};
const emails: Record<string, string> = {};
beforeAll(async () => {
  standIn = await startWhatsappStandIn();
  server = await startTestServer({
    RIHLA_BENCH_RELAXED_LIMITS: "1",
    WHATSAPP_APP_SECRET: SECRET,
    WHATSAPP_VERIFY_TOKEN: "verify",
    WHATSAPP_ACCESS_TOKEN: "t",
    WHATSAPP_PHONE_NUMBER_ID: "100000000000001",
    WHATSAPP_BUSINESS_ACCOUNT_ID: "102290129340398",
    WHATSAPP_API_URL: standIn.url,
  });
  for (const role of ["operations", "content", "viewer"]) {
    const account = await createStaffAccount(server, role);
    emails[role] = account.email;
    as[role] = new StaffClient(server);
    await as[role].signIn(account.email, account.password);
  }
});
afterAll(async () => {
  await server.stop();
  await standIn.close();
});
const db = () => server.database.db;
const T = "/api/admin/message-templates";
const audits = async (action: string) => db().select().from(auditLog).where(eq(auditLog.action, action));
async function whatsappTemplate(purpose: string, language: "en" | "ar"): Promise<MessageTemplateView> {
  const list = (await as.viewer!.request("GET", `${T}?channel=whatsapp`)).body as unknown as TemplatePurposeView[];
  return list.find((entry) => entry.purpose === purpose)!.templates[language];
}
const sign = (raw: string) => `sha256=${createHmac("sha256", SECRET).update(raw).digest("hex")}`;
const postWebhook = (payload: unknown) => {
  const raw = JSON.stringify(payload);
  return fetch(`${server.url}/api/webhooks/whatsapp`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Hub-Signature-256": sign(raw) },
    body: raw,
  });
};

describe("Meta template sync", () => {
  it("is for operations and admin only, and changes nothing for the others", async () => {
    for (const role of ["viewer", "content"]) expect((await as[role]!.request("POST", `${T}/sync`, {})).status).toBe(403);
    expect((await whatsappTemplate("booking.confirmed.customer", "en")).metaStatus).toBe("not_submitted");
  });

  it("applies the stand-in's list: approved, rejected with Meta's reason, paused for quality, en_US as English, ar_SA skipped; audited", async () => {
    const res = await as.operations!.request("POST", `${T}/sync`, {});
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ matched: 4, changed: 4 });
    expect(res.body.unknown).toEqual(expect.arrayContaining(["booking_confirmed", "driver_on_the_way", "rihla_booking_cancelled_customer"]));
    expect(await whatsappTemplate("booking.confirmed.customer", "en")).toMatchObject({
      metaStatus: "approved",
      metaStatusReason: null,
      version: 0,
      isDefault: true,
    });
    expect(await whatsappTemplate("booking.confirmed.customer", "ar")).toMatchObject({ metaStatus: "rejected", metaStatusReason: "INVALID_FORMAT" });
    expect(await whatsappTemplate("dispatch.start.operator", "en")).toMatchObject({ metaStatus: "paused", metaStatusReason: "LOW_QUALITY" });
    expect(await whatsappTemplate("dispatch.start.operator", "ar")).toMatchObject({ metaStatus: "pending" });
    expect((await whatsappTemplate("booking.cancelled.customer", "ar")).metaStatus).toBe("not_submitted");
    const [audit] = await audits("message_template.meta_synced");
    expect(audit).toMatchObject({ actorEmail: emails.operations, after: { matched: 4, changed: 4 } });

    const again = await as.operations!.request("POST", `${T}/sync`, {});
    expect(again.body).toMatchObject({ matched: 4, changed: 0 });
  });

  it("an editor opened before the sync still saves (the status is not an edit)", async () => {
    const saved = await as.operations!.request("PATCH", `${T}/template?channel=whatsapp&purpose=booking.confirmed.customer&language=en`, {
      body: "Booking {{booking.reference}} confirmed.",
      version: 0,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ version: 1, metaStatus: "approved", isDefault: false });
  });
});

describe("template status webhook", () => {
  const id = "1187302915733512";
  const time = Math.floor(Date.now() / 1000) - 600;
  it("applies a status with its reason once, keeps the latest when an older one arrives after it, and refuses junk", async () => {
    const approved = TEMPLATE_STATUS_EVENT("APPROVED", "rihla_booking_confirmed_customer", "ar", id, time);
    expect((await postWebhook(approved)).status).toBe(200);
    expect(await whatsappTemplate("booking.confirmed.customer", "ar")).toMatchObject({ metaStatus: "approved", metaStatusReason: null });

    const paused = TEMPLATE_STATUS_EVENT("PAUSED", "rihla_booking_confirmed_customer", "ar", id, time + 60, {
      other_info: { title: "FIRST_PAUSE", description: "Paused for 3 hours because customers blocked it." },
    });
    expect((await postWebhook(paused)).status).toBe(200);
    expect((await postWebhook(paused)).status).toBe(200);
    const events = await db().select().from(whatsappWebhookEvents).where(eq(whatsappWebhookEvents.kind, "template"));
    expect(events).toHaveLength(2);
    expect(await whatsappTemplate("booking.confirmed.customer", "ar")).toMatchObject({
      metaStatus: "paused",
      metaStatusReason: "Paused for 3 hours because customers blocked it.",
    });

    // Meta delivered an older event late: it is recorded but the newer status stays.
    const late = TEMPLATE_STATUS_EVENT("REJECTED", "rihla_booking_confirmed_customer", "ar", id, time + 30, { reason: "PROMOTIONAL" });
    expect((await postWebhook(late)).status).toBe(200);
    expect((await whatsappTemplate("booking.confirmed.customer", "ar")).metaStatus).toBe("paused");

    for (const junk of [
      TEMPLATE_STATUS_EVENT("APPROVED", "Not A Name!", "ar", id, time + 90),
      TEMPLATE_STATUS_EVENT("approved; drop", "rihla_booking_confirmed_customer", "ar", id, time + 90),
      TEMPLATE_STATUS_EVENT("APPROVED", "rihla_booking_confirmed_customer", "ar\u0000", id, time + 90),
    ]) {
      const res = await postWebhook(junk);
      expect(res.status).toBe(400);
    }
    expect((await whatsappTemplate("booking.confirmed.customer", "ar")).metaStatus).toBe("paused");
    expect(await db().select().from(whatsappWebhookEvents).where(eq(whatsappWebhookEvents.kind, "template"))).toHaveLength(3);
  });
});

describe("send a test to me", () => {
  const url = (channel: string, purpose: string) => `${T}/test?channel=${channel}&purpose=${purpose}`;
  it("queues an email template's saved text with sample data to the staff member, audited", async () => {
    const res = await as.operations!.request("POST", url("email", "booking.confirmed.customer"), { language: "ar" });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ recipient: emails.operations, channel: "email" });
    const [row] = await db()
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.id, res.body.outboxId as number));
    expect(row).toMatchObject({ channel: "email", recipient: emails.operations, template: "test:booking.confirmed.customer", status: "queued" });
    expect(row!.subject).toMatch(/^\[Test\] تأكيد الحجز RH-/);
    expect((await audits("message_template.test_sent")).at(-1)).toMatchObject({
      actorEmail: emails.operations,
      entityId: "booking.confirmed.customer/email/ar",
    });
  });

  it("queues a WhatsApp template to the number typed: as the approved Meta template when it is one, else as text", async () => {
    const approved = await as.operations!.request("POST", url("whatsapp", "dispatch.start.operator"), { language: "ar", phone: "0501234567" });
    expect(approved.status).toBe(202);
    expect(approved.body).toMatchObject({ recipient: "+966501234567", channel: "whatsapp" });
    const [text] = await db()
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.id, approved.body.outboxId as number));
    expect(text!.waTemplate).toBeNull();

    await as.operations!.request("POST", `${T}/sync`, {});
    const template = await as.operations!.request("POST", url("whatsapp", "booking.confirmed.customer"), { language: "en", phone: "+966 50 123 4567" });
    const [row] = await db()
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.id, template.body.outboxId as number));
    expect(row!.waTemplate).toMatchObject({ name: "rihla_booking_confirmed_customer", language: "en" });
    expect(row!.waTemplate!.parameters[0]).toMatch(/^RH-/);
  });

  it("refuses junk and other roles with nothing queued", async () => {
    const before = (await db().select().from(outboxMessages).where(like(outboxMessages.template, "test:%"))).length;
    const cases: [StaffClient, string, unknown, number][] = [
      [as.viewer!, url("email", "booking.confirmed.customer"), { language: "en" }, 403],
      [as.content!, url("whatsapp", "booking.confirmed.customer"), { language: "en", phone: "+966501234567" }, 403],
      [as.operations!, url("whatsapp", "booking.confirmed.customer"), { language: "en" }, 400],
      [as.operations!, url("whatsapp", "booking.confirmed.customer"), { language: "en", phone: "not a phone" }, 400],
      [as.operations!, url("whatsapp", "booking.confirmed.customer"), { language: "en", phone: "+9665\u00001234567" }, 400],
      [as.operations!, url("email", "booking.confirmed.customer"), { language: "fr" }, 400],
      [as.operations!, url("email", "no.such.purpose"), { language: "en" }, 404],
      [as.operations!, url("email", "booking.confirmed.customer"), { language: "en", extra: 1 }, 400],
    ];
    for (const [client, path, body, status] of cases) expect((await client.request("POST", path, body)).status, JSON.stringify(body)).toBe(status);
    const refusal = await as.operations!.request(
      "POST",
      url("whatsapp", "booking.confirmed.customer"),
      { language: "en" },
      { headers: { "Accept-Language": "ar" } },
    );
    expect(refusal.body.fieldErrors).toHaveProperty("phone");
    expect((await db().select().from(outboxMessages).where(like(outboxMessages.template, "test:%"))).length).toBe(before);
  });

  it("is limited per staff member per hour", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await as.operations!.request("POST", url("email", "booking.created.customer"), { language: "en" })).status);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s === 202).length).toBeLessThanOrEqual(20);
  });
});

describe("outbox: send again, and a booking's messages", () => {
  async function row(values: Partial<typeof outboxMessages.$inferInsert>) {
    const [inserted] = await db()
      .insert(outboxMessages)
      .values({
        channel: "whatsapp",
        recipient: "+966500000009",
        template: "t",
        body: "b",
        status: "failed",
        attempts: 5,
        lastError: "whatsapp.uncertain",
        ...values,
      })
      .returning();
    return inserted!;
  }
  const resend = (client: StaffClient, id: number | string) => client.request("POST", `/api/admin/outbox/${id}/resend`, {});

  it("re-queues a dead letter once, audited; never one the provider accepted, one on its way, or for other roles", async () => {
    const dead = await row({});
    const accepted = await row({ providerId: "wamid.ACCEPTED1", failedCode: 131026, failedTitle: "Message undeliverable" });
    const queued = await row({ status: "queued", attempts: 1, lastError: null });

    expect((await resend(as.viewer!, dead.id)).status).toBe(403);
    expect((await resend(as.content!, dead.id)).status).toBe(403);
    const ok = await resend(as.operations!, dead.id);
    expect(ok.status).toBe(200);
    const [after] = await db().select().from(outboxMessages).where(eq(outboxMessages.id, dead.id));
    expect(after).toMatchObject({ status: "queued", attempts: 0, lastError: null, providerId: null });
    const [audit] = (await audits("outbox.resent")).filter((entry) => entry.entityId === String(dead.id));
    expect(audit).toMatchObject({ actorEmail: emails.operations, before: { status: "failed", attempts: 5, lastError: "whatsapp.uncertain" } });

    const twice = await resend(as.operations!, dead.id);
    expect(twice.status).toBe(409);
    const refused = await resend(as.operations!, accepted.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/provider accepted/);
    const arabic = await as.operations!.request("POST", `/api/admin/outbox/${accepted.id}/resend`, {}, { headers: { "Accept-Language": "ar" } });
    expect(arabic.status).toBe(409);
    expect((await resend(as.operations!, queued.id)).status).toBe(409);
    for (const junk of ["abc", "0", "99999999", "12345678901", "-1"]) expect((await resend(as.operations!, junk)).status).toBe(404);
    const [still] = await db().select().from(outboxMessages).where(eq(outboxMessages.id, accepted.id));
    expect(still).toMatchObject({ status: "failed", providerId: "wamid.ACCEPTED1", attempts: 5 });
    expect((await audits("outbox.resent")).length).toBe(1);
  });

  it("lists the messages naming a booking's reference, newest first", async () => {
    const booking = await bookThroughApi(server.url);
    const [stored] = await db().select({ id: bookings.id }).from(bookings).where(eq(bookings.reference, booking.reference));
    await row({ body: `Your booking ${booking.reference} is confirmed`, template: "booking.confirmed.customer", status: "sent", providerId: "wamid.X2" });
    const res = await as.viewer!.request("GET", `/api/admin/booking-messages/${stored!.id}`);
    expect(res.status).toBe(200);
    const messages = res.body as unknown as BookingMessage[];
    expect(messages.length).toBeGreaterThanOrEqual(2);
    expect(messages[0]).toMatchObject({ template: "booking.confirmed.customer", channel: "whatsapp", status: "sent", providerId: "wamid.X2" });
    expect(messages.some((m) => m.template.startsWith("booking.created"))).toBe(true);
    const others = await db()
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.template, "t"), eq(outboxMessages.body, "b")));
    expect(messages.map((m) => m.id)).not.toContain(others[0]!.id);
    for (const junk of ["abc", "99999999"]) expect((await as.viewer!.request("GET", `/api/admin/booking-messages/${junk}`)).status).toBe(404);
  });
});
