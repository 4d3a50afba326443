import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { auditLog } from "#server/db/schema/staff-auth";
import { outboxMessages } from "#server/db/schema/outbox";
import { workflowRules, workflowSends } from "#server/db/schema/workflow";
import { startTestServer } from "#server/test-support/test-server";
import { createStaffAccount, signedInAdmin, StaffClient, type TestServer } from "#server/test-support/staff-client";
import type { WorkflowRuleView, WorkflowRulesList } from "#shared/messaging/workflow-api";
import { DEFAULT_WORKFLOW_RULES } from "#shared/messaging/workflow-defaults";

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

const URL = "/api/admin/workflow-rules";
const db = () => server.database.db;
const list = async (client = admin) => (await client.request("GET", URL)).body as unknown as WorkflowRulesList;
const snapshot = async () => JSON.stringify(await db().select().from(workflowRules).orderBy(workflowRules.id));
const reminder = {
  trigger: "hoursBeforePickup",
  hoursBefore: 6,
  recipient: "customer",
  channel: "whatsapp",
  templatePurpose: "pickup.reminder.customer",
  enabled: true,
};

describe("workflow rules API", () => {
  it("lists the seeded defaults with their stats and the form's choices", async () => {
    const body = await list(clients.viewer);
    expect(body.rules.map((rule) => rule.seedKey)).toEqual(DEFAULT_WORKFLOW_RULES.map((rule) => rule.seedKey));
    expect(body.rules.find((rule) => rule.seedKey === "job.assigned.operator")).toMatchObject({
      trigger: "job.assigned",
      recipient: "operator",
      channel: "whatsapp_then_email",
      templatePurpose: "dispatch.assigned.operator",
      enabled: true,
      version: 1,
      sentLast30Days: 0,
      lastFailure: null,
    });
    expect(body.hoursBefore).toEqual({ min: 1, max: 168 });
    const declined = body.triggers.find((option) => option.trigger === "job.declined")!;
    expect(declined.recipients).toEqual([{ recipient: "operations", purposes: ["dispatch.alert.operations"], channels: ["email"] }]);
  });

  it("creates, edits with a version check, deletes, and audits each with before and after", async () => {
    const created = await clients.operations!.request("POST", URL, reminder);
    expect(created.status).toBe(201);
    const rule = created.body as unknown as WorkflowRuleView;
    expect(rule).toMatchObject({ ...reminder, version: 1, seedKey: null, sentLast30Days: 0 });
    const twin = await admin.request("POST", URL, reminder);
    expect(twin.status).toBe(409);

    const edited = await admin.request("PATCH", `${URL}/${rule.id}`, { hoursBefore: 3, enabled: false, version: 1 });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ hoursBefore: 3, enabled: false, version: 2 });
    const stale = await admin.request("PATCH", `${URL}/${rule.id}`, { enabled: true, version: 1 });
    expect(stale.status).toBe(409);
    expect((stale.body.current as WorkflowRuleView).version).toBe(2);
    const staleArabic = await admin.request("PATCH", `${URL}/${rule.id}`, { enabled: true, version: 1 }, { headers: { "Accept-Language": "ar" } });
    expect(staleArabic.body.error).toBe("غيّر شخص آخر هذه القاعدة في الأثناء. هذه حالتها الآن؛ أعد تعديلك.");

    expect((await admin.request("DELETE", `${URL}/${rule.id}?version=1`)).status).toBe(409);
    expect((await admin.request("DELETE", `${URL}/${rule.id}?version=2`)).status).toBe(204);
    expect((await admin.request("DELETE", `${URL}/${rule.id}`)).status).toBe(404);
    expect((await list()).rules.map((r) => r.id)).not.toContain(rule.id);

    const audit = await db().select().from(auditLog).where(eq(auditLog.entity, "workflow_rule"));
    expect(audit.map((row) => row.action)).toEqual(["workflow_rule.created", "workflow_rule.updated", "workflow_rule.deleted"]);
    expect(audit[1]!.before).toMatchObject({ hoursBefore: 6, enabled: true });
    expect(audit[1]!.after).toMatchObject({ hoursBefore: 3, enabled: false });
    expect(audit[2]!.before).toMatchObject({ hoursBefore: 3 });
  });

  it("refuses junk on every field with a 4xx in the staff member's language, and changes nothing", async () => {
    const [target] = (await list()).rules;
    const before = await snapshot();
    const auditBefore = (await db().select().from(auditLog)).length;
    const junk: [string, unknown][] = [
      ["trigger", "booking.exploded"],
      ["trigger", 7],
      ["hoursBefore", 0],
      ["hoursBefore", 169],
      ["hoursBefore", 2.5],
      ["hoursBefore", "24"],
      ["recipient", "driver"],
      ["channel", "sms"],
      ["channel", null],
      ["templatePurpose", "nope.customer"],
      ["templatePurpose", "dispatch.alert.operations"],
      ["enabled", "yes"],
      ["extra", 1],
    ];
    for (const [field, value] of junk) {
      const create = await admin.request("POST", URL, { ...reminder, [field]: value });
      expect([field, value, create.status]).toEqual([field, value, 400]);
      const edit = await admin.request("PATCH", `${URL}/${target!.id}`, { [field]: value, version: target!.version });
      expect([field, value, edit.status]).toEqual([field, value, 400]);
    }
    // Fields that do not go together.
    const mismatched = [
      { ...reminder, hoursBefore: undefined },
      { ...reminder, trigger: "booking.created", templatePurpose: "booking.created.customer" },
      { ...reminder, recipient: "operator" },
      { ...reminder, trigger: "job.declined", recipient: "operations", templatePurpose: "dispatch.alert.operations", hoursBefore: null },
    ];
    for (const body of mismatched) expect((await admin.request("POST", URL, body)).status).toBe(400);
    for (const body of [{ version: "1" }, { version: 0 }, {}, { enabled: true }, "not json"])
      expect((await admin.request("PATCH", `${URL}/${target!.id}`, body)).status).toBe(400);
    for (const id of ["0", "abc", "99999999999", "1.5", "999999"]) {
      expect((await admin.request("PATCH", `${URL}/${id}`, { enabled: true, version: 1 })).status).toBe(404);
      expect((await admin.request("DELETE", `${URL}/${id}`)).status).toBe(404);
    }
    expect((await admin.request("DELETE", `${URL}/${target!.id}?version=x`)).status).toBe(404);
    expect(await snapshot()).toBe(before);
    expect((await db().select().from(auditLog)).length).toBe(auditBefore);

    const arabic = await admin.request("POST", URL, { ...reminder, hoursBefore: 500 }, { headers: { "Accept-Language": "ar" } });
    expect(arabic.status).toBe(400);
    expect(arabic.body.fieldErrors).toEqual({ hoursBefore: "أدخل عددًا صحيحًا من الساعات من 1 إلى 168." });
    const unfit = await admin.request("POST", URL, { ...reminder, channel: "both", recipient: "operations" }, { headers: { "Accept-Language": "ar" } });
    expect(unfit.status).toBe(400);
    expect(unfit.body.fieldErrors).toMatchObject({ recipient: "لا يرسل هذا الحدث إلى هذا المستلم.", channel: "يُنبَّه فريق العمليات بالبريد الإلكتروني فقط." });
  });

  it("shows each rule's messages of the last 30 days and its last failure", async () => {
    const rule = (await list()).rules.find((r) => r.seedKey === "booking.confirmed.customer")!;
    const [message] = await db()
      .insert(outboxMessages)
      .values({ channel: "email", recipient: "a@example.com", template: "booking.confirmed", body: "x" })
      .returning();
    await db()
      .insert(workflowSends)
      .values([
        { ruleId: rule.id, subjectKey: "booking:1:v1:booking.confirmed", outboxIds: [message!.id] },
        { ruleId: rule.id, subjectKey: "booking:old", outboxIds: [1, 2], sentAt: new Date(Date.now() - 31 * 86_400_000) },
        {
          ruleId: rule.id,
          subjectKey: "booking:2",
          outboxIds: [],
          error: "The recipient has no email address; nothing was sent.",
          errorAt: new Date("2026-11-20T10:00:00Z"),
        },
      ]);
    const shown = (await list()).rules.find((r) => r.id === rule.id)!;
    expect(shown.sentLast30Days).toBe(1);
    expect(shown.lastFailure).toEqual({ at: "2026-11-20T10:00:00.000Z", error: "The recipient has no email address; nothing was sent." });
  });

  it("lets operations and admins write, every staff member read, and refuses content and viewers a write", async () => {
    expect(server.adminRoutes.filter((r) => r.path.startsWith(URL)).map((r) => `${r.method} ${r.path} ${r.requirement}`)).toEqual([
      `GET ${URL} dashboard.read`,
      `POST ${URL} operations.write`,
      `PATCH ${URL}/:id operations.write`,
      `DELETE ${URL}/:id operations.write`,
    ]);
    const [target] = (await list()).rules;
    for (const role of ["content", "viewer"]) {
      expect((await clients[role]!.request("GET", URL)).status).toBe(200);
      expect([role, (await clients[role]!.request("POST", URL, reminder)).status]).toEqual([role, 403]);
      expect([role, (await clients[role]!.request("PATCH", `${URL}/${target!.id}`, { enabled: false, version: target!.version })).status]).toEqual([role, 403]);
      expect([role, (await clients[role]!.request("DELETE", `${URL}/${target!.id}`)).status]).toEqual([role, 403]);
    }
  });
});
