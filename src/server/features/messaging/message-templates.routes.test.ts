import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { defaultTemplate } from "#shared/messaging/default-templates";
import type { MessageTemplateView, TemplatePreview, TemplatePurposeView } from "#shared/messaging/template.schema";
import {
  hasTemplateArabic,
  TEMPLATE_NO_PHONE,
  TEMPLATE_SYNC_FAILED,
  TEMPLATE_SYNC_OFF,
  TEMPLATE_TEST_LIMIT,
  unknownVariablesText,
} from "#shared/messaging/template-texts";
import { hasOutboxArabic, OUTBOX_ACCEPTED, OUTBOX_NOT_DEAD, OUTBOX_NOT_FOUND } from "#shared/messaging/outbox-api";
import { TEMPLATE_TEST_PHONE } from "#shared/messaging/template.schema";
import { auditLog } from "#server/db/schema/staff-auth";
import { outboxMessages } from "#server/db/schema/outbox";
import { startTestServer } from "#server/test-support/test-server";
import { createStaffAccount, signedInAdmin, StaffClient, type TestServer } from "#server/test-support/staff-client";

let server: TestServer;
let admin: StaffClient;
const clients: Record<string, StaffClient> = {};
beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO: "false" });
  admin = (await signedInAdmin(server)).client;
  for (const role of ["operations", "content", "viewer"]) {
    const account = await createStaffAccount(server, role);
    clients[role] = new StaffClient(server);
    await clients[role].signIn(account.email, account.password);
  }
});
afterAll(async () => server.stop());

const URL = "/api/admin/message-templates";
const q = (channel: string, purpose: string, language?: string) => `channel=${channel}&purpose=${purpose}${language ? `&language=${language}` : ""}`;
const confirmedEn = `${URL}/template?${q("email", "booking.confirmed.customer", "en")}`;

describe("message templates API", () => {
  it("lists every purpose of a channel with both languages, defaults at version 0", async () => {
    const email = await admin.request("GET", `${URL}?channel=email`);
    expect(email.status).toBe(200);
    const purposes = email.body as unknown as TemplatePurposeView[];
    const confirmed = purposes.find((p) => p.purpose === "booking.confirmed.customer")!;
    expect(confirmed.variables).toContain("booking.reference");
    expect(confirmed.templates.en).toMatchObject({ isDefault: true, version: 0, subject: "Booking {{booking.reference}} confirmed" });
    expect(confirmed.templates.ar.subject).toBe("تأكيد الحجز {{booking.reference}}");
    expect(purposes.map((p) => p.purpose)).toContain("staff.invitation.staff");

    const whatsapp = (await admin.request("GET", `${URL}?channel=whatsapp`)).body as unknown as TemplatePurposeView[];
    expect(whatsapp.map((p) => p.purpose)).not.toContain("dispatch.alert.operations");
    const start = whatsapp.find((p) => p.purpose === "dispatch.start.operator")!.templates.ar;
    expect(start).toMatchObject({ metaCategory: "utility", metaStatus: "not_submitted", subject: null });
    expect(start.whatsappBody).toMatch(/^رحلة: رحلتك \{\{1\}\} في \{\{2\}\}/);
    expect(start.whatsappParameters.slice(0, 2)).toEqual(["leg.reference", "leg.pickupAt"]);
  });

  it("saves with a version check and audit, refuses an unknown variable naming it with the list, and restores the default", async () => {
    const saved = await clients.operations!.request("PATCH", confirmedEn, {
      subject: "Confirmed: {{booking.reference}}",
      body: "Hello {{customer.name}}",
      version: 0,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ subject: "Confirmed: {{booking.reference}}", isDefault: false, version: 1 });

    const stale = await admin.request("PATCH", confirmedEn, { subject: "Again", body: "Hi", version: 0 });
    expect(stale.status).toBe(409);
    expect((stale.body.current as MessageTemplateView).version).toBe(1);

    const unknown = await admin.request("PATCH", confirmedEn, { subject: "x", body: "Your driver {{driver.phone}}", version: 1 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.unknown).toEqual(["driver.phone"]);
    expect(unknown.body.error).toContain("{{driver.phone}}");
    expect(unknown.body.error).toContain("{{booking.link}}");
    const arabic = await admin.request("PATCH", confirmedEn, { subject: "x", body: "{{nope}}", version: 1 }, { headers: { "Accept-Language": "ar" } });
    expect(arabic.status).toBe(400);
    expect(arabic.body.error).toMatch(/^يستخدم هذا القالب متغيرات لا تتيحها رسالته: \{\{nope\}\}/);

    const noSubject = await admin.request("PATCH", confirmedEn, { body: "Hi", version: 1 });
    expect(noSubject.status).toBe(400);

    const restored = await admin.request("POST", `${URL}/restore?${q("email", "booking.confirmed.customer", "en")}`, { version: 1 });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ isDefault: true, version: 2, body: defaultTemplate("booking.confirmed.customer", "email", "en")!.body });

    const audit = await server.database.db.select().from(auditLog).where(eq(auditLog.entity, "message_template"));
    const savedEntry = audit.find((row) => row.action === "message_template.saved")!;
    expect(savedEntry.before).toMatchObject({ subject: "Booking {{booking.reference}} confirmed", isDefault: true });
    expect(savedEntry.after).toMatchObject({ subject: "Confirmed: {{booking.reference}}", isDefault: false });
    expect(audit.map((row) => row.action)).toContain("message_template.restored");
  });

  it("answers 404 for a purpose, channel or language that does not exist", async () => {
    const french = await admin.request("PATCH", `${URL}/template?${q("email", "booking.confirmed.customer", "fr")}`, { subject: "x", body: "y", version: 0 });
    expect(french.status).toBe(404);
    for (const path of [q("email", "booking.nope.customer"), q("sms", "booking.confirmed.customer"), q("whatsapp", "dispatch.alert.operations")].map(
      (query) => `${URL}?${query}`,
    ))
      expect([path, (await admin.request("GET", path)).status]).toEqual([path, 404]);
  });

  it("previews unsaved text with sample data, Arabic right to left, values escaped in the HTML", async () => {
    const preview = await clients.viewer!.request("POST", `${URL}/preview?${q("email", "booking.confirmed.customer")}`, {
      language: "ar",
      subject: "تأكيد {{booking.reference}}",
      body: "عزيزنا **{{customer.name}}** {{driver.name}}",
    });
    expect(preview.status).toBe(200);
    const body = preview.body as unknown as TemplatePreview;
    expect(body).toMatchObject({ direction: "rtl", subject: "تأكيد RH-2026-000123", unknown: ["driver.name"], missing: ["driver.name"] });
    expect(body.html).toContain("<strong>عائشة الرحمن</strong>");
  });

  it("sends a WhatsApp template's test to the number the staff member types, through the outbox, not to customers", async () => {
    const sent = await admin.request("POST", `${URL}/test?${q("whatsapp", "booking.confirmed.customer")}`, { language: "en", phone: "+966 55 000 0001" });
    expect(sent.status).toBe(202);
    const rows = await server.database.db.select().from(outboxMessages).where(eq(outboxMessages.template, "test:booking.confirmed.customer"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ recipient: "+966550000001", channel: "whatsapp", waTemplate: null });
    expect(rows[0]!.body).toBe(
      "Rihla: your booking RH-2026-000123 is confirmed. Pickup: Friday, 4 December 2026 at 14:30 Makkah time. Details: https://rihla.example/booking-info/Xy7…",
    );
  });

  it("lets operations and admins write, every staff member read, and refuses content and viewers a write", async () => {
    expect(server.adminRoutes.filter((r) => r.path.startsWith(URL)).map((r) => `${r.method} ${r.path} ${r.requirement}`)).toEqual([
      `GET ${URL} dashboard.read`,
      `PATCH ${URL}/template operations.write`,
      `POST ${URL}/restore operations.write`,
      `POST ${URL}/preview dashboard.read`,
      `POST ${URL}/test operations.write`,
      `POST ${URL}/sync operations.write`,
    ]);
    for (const role of ["content", "viewer"]) {
      const read = await clients[role]!.request("GET", `${URL}?${q("email", "booking.confirmed.customer")}`);
      expect((read.body as unknown as TemplatePurposeView[])[0]!.templates.en.version).toBe(2);
      const write = await clients[role]!.request("PATCH", confirmedEn, { subject: "x", body: "y", version: 2 });
      expect([role, write.status]).toEqual([role, 403]);
    }
  });

  it("has the Arabic of every refusal", () => {
    expect(hasTemplateArabic(unknownVariablesText(["a"], ["b", "c"]))).toBe(true);
    for (const english of [TEMPLATE_TEST_LIMIT, TEMPLATE_SYNC_OFF, TEMPLATE_SYNC_FAILED, TEMPLATE_TEST_PHONE, TEMPLATE_NO_PHONE])
      expect([english, hasTemplateArabic(english)]).toEqual([english, true]);
    for (const english of [OUTBOX_NOT_FOUND, OUTBOX_NOT_DEAD, OUTBOX_ACCEPTED]) expect([english, hasOutboxArabic(english)]).toEqual([english, true]);
  });
});
