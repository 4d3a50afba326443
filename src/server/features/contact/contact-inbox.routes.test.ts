import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { contactMessages } from "#server/db/schema/contact-messages";
import { auditLog } from "#server/db/schema/staff-auth";
import { startTestServer } from "#server/test-support/test-server";
import { ADMIN_EMAIL, createStaffAccount, signedInAdmin, StaffClient, type TestServer } from "#server/test-support/staff-client";

let server: TestServer;
let admin: StaffClient;
let first = 0;
let second = 0;
beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO: "false" });
  admin = (await signedInAdmin(server)).client;
  const db = server.database.db;
  const rows = await db
    .insert(contactMessages)
    .values([
      {
        name: "Aisha Rahman",
        email: "aisha@example.com",
        phone: "+966555123456",
        subject: "Group transfer",
        message: "We are nine.\nArriving on the 12th.",
        language: "en",
      },
      { name: "محمد", email: "m@example.com", phone: null, subject: "سؤال", message: "هل لديكم حافلات؟", language: "ar" },
    ])
    .returning({ id: contactMessages.id });
  first = rows[0]!.id;
  second = rows[1]!.id;
});
afterAll(async () => server.stop());

const idsOf = (body: unknown) => (body as { items: { id: number }[] }).items.map((item) => item.id);

describe("the staff inbox of contact messages", () => {
  it("lists open messages with their full text and phone, and opens one", async () => {
    const list = await admin.request("GET", "/api/admin/contact-messages");
    expect(list.status).toBe(200);
    expect(idsOf(list.body).sort()).toEqual([first, second].sort());
    const one = await admin.request("GET", `/api/admin/contact-messages/${first}`);
    expect(one.body).toMatchObject({
      name: "Aisha Rahman",
      phone: "+966555123456",
      message: "We are nine.\nArriving on the 12th.",
      language: "en",
      status: "new",
    });
  });

  it("marks a message handled with a note, once, audited; it leaves the open list", async () => {
    const handled = await admin.request("POST", `/api/admin/contact-messages/${first}/handle`, { note: "Called back, booked 2 vans." });
    expect(handled.status).toBe(200);
    expect(handled.body).toMatchObject({ status: "handled", handledNote: "Called back, booked 2 vans.", handledByName: expect.any(String) });
    expect((await admin.request("POST", `/api/admin/contact-messages/${first}/handle`, { note: "again" })).status).toBe(409);
    const again = await admin.request("POST", `/api/admin/contact-messages/${first}/handle`, { note: "again" }, { headers: { "Accept-Language": "ar" } });
    expect(again.body.error).toBe("عُلّمت هذه الرسالة كمعالَجة بالفعل.");
    const open = await admin.request("GET", "/api/admin/contact-messages?view=open");
    expect(idsOf(open.body)).toEqual([second]);
    const done = await admin.request("GET", "/api/admin/contact-messages?view=handled");
    expect(idsOf(done.body)).toEqual([first]);
    const [entry] = await server.database.db.select().from(auditLog).where(eq(auditLog.action, "contact.handle"));
    expect(entry).toMatchObject({
      actorEmail: ADMIN_EMAIL,
      entity: "contact_message",
      entityId: String(first),
      after: { status: "handled", name: "Aisha Rahman" },
    });
  });

  it("refuses bad input with a 4xx and changes nothing", async () => {
    expect((await admin.request("GET", "/api/admin/contact-messages?view=secret")).status).toBe(400);
    expect((await admin.request("GET", "/api/admin/contact-messages/999999")).status).toBe(404);
    expect((await admin.request("GET", "/api/admin/contact-messages/999999", undefined, { headers: { "Accept-Language": "ar" } })).body.error).toBe(
      "هذه الرسالة غير موجودة (ربما حُذفت بعد مرور عام).",
    );
    const longNote = await admin.request(
      "POST",
      `/api/admin/contact-messages/${second}/handle`,
      { note: "x".repeat(2_001) },
      { headers: { "Accept-Language": "ar" } },
    );
    expect([longNote.status, longNote.body.fieldErrors]).toEqual([400, { note: "اجعل الملاحظة 2,000 حرف على الأكثر." }]);
    expect((await admin.request("GET", "/api/admin/contact-messages/abc")).status).toBe(404);
    expect((await admin.request("GET", "/api/admin/contact-messages/99999999999999")).status).toBe(404);
    expect((await admin.request("POST", `/api/admin/contact-messages/${second}/handle`, { note: "a\u0000b" })).status).toBe(400);
    expect((await admin.request("POST", `/api/admin/contact-messages/${second}/handle`, { note: "x".repeat(2001) })).status).toBe(400);
    const [row] = await server.database.db.select().from(contactMessages).where(eq(contactMessages.id, second));
    expect(row).toMatchObject({ status: "new", handledNote: null });
  });

  it("is for operations staff and admins only", async () => {
    const account = await createStaffAccount(server, "content");
    const editor = new StaffClient(server);
    await editor.signIn(account.email, account.password);
    expect((await editor.request("GET", "/api/admin/contact-messages")).status).toBe(403);
  });
});
