import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq, inArray, sql } from "drizzle-orm";
import { messageTemplates } from "#server/db/schema/message-templates";
import { outboxMessages } from "#server/db/schema/outbox";
import { whatsappConversations } from "#server/db/schema/whatsapp";
import { workflowRules, workflowSends } from "#server/db/schema/workflow";
import { createTestDatabase } from "#server/db/test-database";
import { DEFAULT_WORKFLOW_RULES } from "#shared/messaging/workflow-defaults";
import { createMessaging, type Messaging } from "./messaging";
import type { WorkflowContact, WorkflowEvent } from "./outgoing";

let handle: Awaited<ReturnType<typeof createTestDatabase>>;
let messaging: Messaging;
const db = () => handle.db;

beforeAll(async () => {
  handle = await createTestDatabase();
  messaging = createMessaging(handle.db);
});
afterAll(async () => handle.close());
beforeEach(async () => {
  await db().delete(workflowSends);
  await db().delete(workflowRules);
  await db().delete(outboxMessages);
  await db().delete(messageTemplates);
  await db().delete(whatsappConversations);
  await messaging.seedDefaults();
});

const customer = (over: Partial<WorkflowContact> = {}): WorkflowContact => ({
  email: "aisha@example.com",
  phone: "+447700900123",
  whatsapp: true,
  language: "en",
  values: { "customer.name": "Aisha", "booking.reference": "RH-2026-000123", "booking.link": "https://rihla.example/booking-info/x" },
  ...over,
});
let subject = 0;
const confirmed = (contact: WorkflowContact = customer(), key = `booking:test:${++subject}`): WorkflowEvent => ({
  trigger: "booking.confirmed",
  subjectKey: key,
  recipients: { customer: contact },
});
const raise = (event: WorkflowEvent) => db().transaction((tx) => messaging.raise(tx, event));
const rows = (ids: number[]) =>
  ids.length ? db().select().from(outboxMessages).where(inArray(outboxMessages.id, ids)).orderBy(outboxMessages.id) : Promise.resolve([]);
const rule = async (seedKey: string) => (await db().select().from(workflowRules).where(eq(workflowRules.seedKey, seedKey)))[0]!;
const setRule = (seedKey: string, values: Partial<typeof workflowRules.$inferInsert>) =>
  db().update(workflowRules).set(values).where(eq(workflowRules.seedKey, seedKey));

describe("the default rules", () => {
  it("are seeded once, idempotently, and a deleted one stays deleted", async () => {
    expect(await messaging.seedDefaults()).toBe(0);
    const all = await db().select().from(workflowRules);
    expect(all.map((r) => r.seedKey).sort()).toEqual(DEFAULT_WORKFLOW_RULES.map((r) => r.seedKey).sort());
    expect(all.find((r) => r.seedKey === "hoursBeforePickup.customer")).toMatchObject({ enabled: false, hoursBefore: 24 });
    await db().update(workflowRules).set({ deletedAt: new Date() }).where(eq(workflowRules.seedKey, "booking.confirmed.customer"));
    expect(await messaging.seedDefaults()).toBe(0);
    expect((await rule("booking.confirmed.customer")).deletedAt).not.toBeNull();
    expect(await raise(confirmed())).toEqual([]);
  });
});

describe("the workflow engine", () => {
  it("sends each enabled rule's template to its recipient (email and WhatsApp as before), once per subject", async () => {
    const event = confirmed();
    const ids = await raise(event);
    const sent = await rows(ids);
    expect(sent.map((m) => [m.channel, m.recipient, m.template])).toEqual([
      ["email", "aisha@example.com", "booking.confirmed"],
      ["whatsapp", "+447700900123", "booking.confirmed"],
    ]);
    expect(sent[0]!.subject).toBe("Booking RH-2026-000123 confirmed");
    expect(sent[0]!.body).toBe("Dear Aisha,\n\nYour booking RH-2026-000123 is confirmed.\n\nDetails: https://rihla.example/booking-info/x\n\nRihla");
    expect(sent[0]!.bodyHtml).toContain('<a href="https://rihla.example/booking-info/x">');
    expect(sent[1]!.body).toBe("Rihla: your booking RH-2026-000123 is confirmed. Details: https://rihla.example/booking-info/x");
    // The same occurrence again (a retry, another process): nothing more.
    expect(await raise(event)).toEqual([]);
    expect((await db().select().from(workflowSends)).map((s) => s.outboxIds)).toEqual([ids]);
  });

  it("sends nothing for a disabled rule, and a second enabled rule of the trigger sends too", async () => {
    await setRule("booking.confirmed.customer", { enabled: false });
    expect(await raise(confirmed())).toEqual([]);
    await db().insert(workflowRules).values({
      trigger: "booking.confirmed",
      recipient: "customer",
      channel: "whatsapp",
      templatePurpose: "booking.confirmed.customer",
      enabled: true,
    });
    const sent = await rows(await raise(confirmed()));
    expect(sent.map((m) => m.channel)).toEqual(["whatsapp"]);
    await setRule("booking.confirmed.customer", { enabled: true });
    expect((await rows(await raise(confirmed()))).map((m) => m.channel)).toEqual(["email", "whatsapp", "whatsapp"]);
  });

  it("sends the edited template's text, in the recipient's language", async () => {
    await db()
      .insert(messageTemplates)
      .values([
        { purpose: "booking.confirmed.customer", channel: "email", language: "ar", subject: "تم! {{booking.reference}}", body: "أهلًا **{{customer.name}}**" },
        { purpose: "booking.confirmed.customer", channel: "whatsapp", language: "ar", body: "رحلة: {{booking.reference}} مؤكد" },
      ]);
    const sent = await rows(await raise(confirmed(customer({ language: "ar", values: { "customer.name": "عائشة <b>", "booking.reference": "RH-1" } }))));
    expect(sent.map((m) => [m.subject, m.body])).toEqual([
      ["تم! RH-1", "أهلًا **عائشة <b>**"],
      [null, "رحلة: RH-1 مؤكد"],
    ]);
    expect(sent[0]!.bodyHtml).toBe("<p>أهلًا <strong>عائشة &lt;b&gt;</strong></p>\n");
  });

  it("notes a recipient it cannot reach as the rule's last failure", async () => {
    await raise(confirmed(customer({ email: null, phone: null, whatsapp: false })));
    const send = (await db().select().from(workflowSends))[0]!;
    expect(send).toMatchObject({ outboxIds: [], error: "The recipient has neither a WhatsApp number nor an email address; nothing was sent." });
    const ruleStats = (await messaging.repository.stats()).find((s) => s.ruleId === send.ruleId)!;
    expect(ruleStats).toMatchObject({ sent: 0, failure: send.error });
  });

  it("sends an approved Meta template with numbered parameters outside the 24-hour window, free text inside it", async () => {
    await db()
      .insert(messageTemplates)
      .values({
        purpose: "booking.confirmed.customer",
        channel: "whatsapp",
        language: "en",
        body: "Rihla: {{booking.reference}} for {{customer.name}} ({{booking.reference}})",
        whatsappParameters: ["booking.reference", "customer.name"],
        metaName: "rihla_booking_confirmed",
        metaStatus: "approved",
      });
    await setRule("booking.confirmed.customer", { channel: "whatsapp" });
    const [outside] = await rows(await raise(confirmed()));
    expect(outside!.waTemplate).toEqual({ name: "rihla_booking_confirmed", language: "en", parameters: ["RH-2026-000123", "Aisha"] });
    expect(outside!.body).toBe("Rihla: RH-2026-000123 for Aisha (RH-2026-000123)");
    await db()
      .insert(whatsappConversations)
      .values({ contactPhone: "+447700900123", lastInboundAt: new Date(Date.now() - 3_600_000) });
    const [inside] = await rows(await raise(confirmed()));
    expect(inside!.waTemplate).toBeNull();
  });
});

describe("WhatsApp, then email", () => {
  const operatorEvent = (key: string): WorkflowEvent => ({
    trigger: "job.assigned",
    subjectKey: key,
    recipients: {
      operator: {
        email: "noor@example.com",
        phone: "+966500000001",
        whatsapp: true,
        language: "en",
        values: { "leg.reference": "RH-2026-000123 leg 1", "leg.pickupAt": "4 Dec 2026, 14:30", "confirm.link": "https://rihla.example/operator-confirm/x" },
      },
    },
  });

  it("holds the email back, and sends it once when the WhatsApp message dead-letters, saying so on the rule", async () => {
    const ids = await raise(operatorEvent("job:1:v1:job.assigned:op1"));
    const [whatsapp] = await rows(ids);
    expect(whatsapp).toMatchObject({ channel: "whatsapp", template: "dispatch.assigned" });
    expect(await messaging.followUp()).toBe(0);
    expect((await db().select().from(outboxMessages)).map((m) => m.channel)).toEqual(["whatsapp"]);
    // The worker gave up: outside the window with free text.
    await db().update(outboxMessages).set({ status: "failed", lastError: "whatsapp.outsideWindow" }).where(eq(outboxMessages.id, whatsapp!.id));
    const [first, second] = await Promise.all([messaging.followUp(), messaging.followUp()]);
    expect(first + second).toBe(1);
    expect(await messaging.followUp()).toBe(0);
    const emails = await db().select().from(outboxMessages).where(eq(outboxMessages.channel, "email"));
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      recipient: "noor@example.com",
      template: "dispatch.assigned",
      subject: "New trip for you: RH-2026-000123 leg 1, 4 Dec 2026, 14:30",
    });
    expect(emails[0]!.body).toContain("https://rihla.example/operator-confirm/x");
    const send = (await db().select().from(workflowSends))[0]!;
    expect(send.outboxIds).toEqual([whatsapp!.id, emails[0]!.id]);
    expect(send.heldEmail).toBeNull();
    expect(send.error).toMatch(/^The WhatsApp message was not delivered \(Not sent: free text may only go within 24 hours.*\); sent by email instead\.$/);
    const ruleStats = (await messaging.repository.stats()).find((s) => s.ruleId === send.ruleId)!;
    expect(ruleStats.sent).toBe(2);
    expect(ruleStats.failure).toBe(send.error);
  });

  it("goes by email at once when the Meta template is rejected or paused, and says so", async () => {
    for (const status of ["rejected", "paused"] as const) {
      await db().delete(messageTemplates);
      await db().insert(messageTemplates).values({
        purpose: "dispatch.assigned.operator",
        channel: "whatsapp",
        language: "en",
        body: "Rihla: {{leg.reference}} {{confirm.link}}",
        metaName: "rihla_dispatch_assigned",
        metaStatus: status,
      });
      const sent = await rows(await raise(operatorEvent(`job:2:${status}`)));
      expect(sent.map((m) => [m.channel, m.recipient])).toEqual([["email", "noor@example.com"]]);
      const send = (
        await db()
          .select()
          .from(workflowSends)
          .where(eq(workflowSends.subjectKey, `job:2:${status}`))
      )[0]!;
      expect(send.error).toBe(`The WhatsApp template is ${status} by Meta; sent by email instead.`);
    }
  });

  it("notes a dead-lettered email of an email-only rule without sending anything else", async () => {
    const ids = await raise({
      trigger: "job.declined",
      subjectKey: "job:3:v2:job.declined",
      recipients: { operations: { email: "ops@example.com", phone: null, whatsapp: false, language: "en", values: { "alert.reason": "Al Noor declined" } } },
    });
    await db().execute(sql`update outbox_messages set status = 'failed', last_error = '550 mailbox unavailable' where id = ${ids[0]!}`);
    expect(await messaging.followUp()).toBe(1);
    expect((await db().select().from(outboxMessages)).length).toBe(1);
    expect((await db().select().from(workflowSends))[0]!.error).toBe("The email was not delivered: 550 mailbox unavailable");
  });
});
