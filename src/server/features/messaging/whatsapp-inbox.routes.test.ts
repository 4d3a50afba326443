import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createHmac } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { WhatsappConversationDetail, WhatsappConversationRow, WhatsappReplyTemplate } from "#shared/messaging/whatsapp-inbox.schema";
import type { Page } from "#shared/pagination/page";
import { auditLog } from "#server/db/schema/staff-auth";
import { messageTemplates } from "#server/db/schema/message-templates";
import { outboxMessages } from "#server/db/schema/outbox";
import { users } from "#server/db/schema/users";
import { whatsappConversations, whatsappMessages, whatsappWebhookEvents } from "#server/db/schema/whatsapp";
import { bookThroughApi } from "#server/test-support/create-booking";
import { openTestSocket } from "#server/test-support/realtime-client";
import { createStaffAccount, StaffClient, type TestServer } from "#server/test-support/staff-client";
import { startTestServer } from "#server/test-support/test-server";
import { startWhatsappStandIn, type WhatsappStandIn } from "#server/platform/whatsapp/stand-in/whatsapp-stand-in";

const SECRET = "inbox-app-secret";
let server: TestServer;
let standIn: WhatsappStandIn;
let operations: StaffClient;
let viewer: StaffClient;
let operationsId: string;

async function signedIn(role: string) {
  const account = await createStaffAccount(server, role);
  const client = new StaffClient(server);
  await client.signIn(account.email, account.password);
  return { client, account };
}

beforeAll(async () => {
  standIn = await startWhatsappStandIn();
  server = await startTestServer({
    WHATSAPP_APP_SECRET: SECRET,
    WHATSAPP_ACCESS_TOKEN: "inbox-token",
    WHATSAPP_PHONE_NUMBER_ID: "100000000000001",
    WHATSAPP_API_URL: standIn.url,
    RIHLA_BENCH_RELAXED_LIMITS: "1",
  });
  const ops = await signedIn("operations");
  operations = ops.client;
  operationsId = (await db().select().from(users).where(eq(users.email, ops.account.email)))[0]!.id;
  viewer = (await signedIn("viewer")).client;
});
afterAll(async () => {
  await server.stop();
  await standIn.close();
});
const db = () => server.database.db;
beforeEach(async () => {
  await db().delete(whatsappMessages);
  await db().delete(whatsappConversations);
  await db().delete(whatsappWebhookEvents);
  await db().delete(outboxMessages).where(eq(outboxMessages.channel, "whatsapp"));
});

const seconds = (at: Date) => String(Math.floor(at.getTime() / 1000));
const metaJson = (value: unknown) => JSON.stringify(value).replace(/[\u007f-\uffff]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`);
async function webhook(messages: Record<string, unknown>[], contacts: { wa_id: string; profile: { name: string } }[] = []) {
  const raw = metaJson({
    object: "whatsapp_business_account",
    entry: [{ id: "200000000000002", changes: [{ field: "messages", value: { messaging_product: "whatsapp", contacts, messages } }] }],
  });
  const response = await fetch(`${server.url}/api/webhooks/whatsapp`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Hub-Signature-256": `sha256=${createHmac("sha256", SECRET).update(raw).digest("hex")}` },
    body: raw,
  });
  expect(response.status).toBe(200);
}
let counter = 0;
const text = (from: string, body: string, at = new Date()) => ({ from, id: `wamid.T${++counter}`, timestamp: seconds(at), type: "text", text: { body } });
const list = async (query = "", client = operations) =>
  (await client.request("GET", `/api/admin/whatsapp-inbox/conversations${query}`)) as unknown as {
    status: number;
    body: Page<WhatsappConversationRow> & { error?: string };
  };
const conversationOf = async (phone: string) => (await db().select().from(whatsappConversations).where(eq(whatsappConversations.contactPhone, phone)))[0]!;
/** The back office in Arabic for one call (its language is the lang cookie). */
async function inArabic<T>(call: () => Promise<T>): Promise<T> {
  operations.cookies.set("lang", "ar");
  try {
    return await call();
  } finally {
    operations.cookies.delete("lang");
  }
}
const base = (id: number) => `/api/admin/whatsapp-inbox/conversations/${id}`;

describe("the conversation list", () => {
  it("lists by latest message with unread counts, searches name, phone and text, filters needs-reply, and pages", async () => {
    const booking = await bookThroughApi(server.url);
    // The booking's own WhatsApp (through the outbox, a minute ago) is in the thread too; the customer answers it.
    await db()
      .update(outboxMessages)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(outboxMessages.recipient, "+447700900123"));
    await webhook([text("447700900123", "When is my pickup?", new Date(Date.now() - 2_000))], [{ wa_id: "447700900123", profile: { name: "Aisha" } }]);
    await webhook([text("966500000002", "مرحبا، أين السائق؟")], [{ wa_id: "966500000002", profile: { name: "خالد" } }]);
    const all = await list();
    expect(all.status).toBe(200);
    expect(all.body.items.map((row) => [row.contactPhone, row.unreadCount, row.needsReply, row.lastMessage?.text])).toEqual([
      ["+966500000002", 1, true, "مرحبا، أين السائق؟"],
      ["+447700900123", 1, true, "When is my pickup?"],
    ]);
    expect(all.body.items[1]!.customer?.name).toBe("Aisha Rahman");

    expect((await list("?q=pickup")).body.items.map((row) => row.contactPhone)).toEqual(["+447700900123"]);
    expect((await list(`?q=${encodeURIComponent("السائق")}`)).body.items.map((row) => row.contactPhone)).toEqual(["+966500000002"]);
    expect((await list(`?q=${encodeURIComponent("خالد")}`)).body.items.map((row) => row.contactPhone)).toEqual(["+966500000002"]);
    expect((await list("?q=0900123")).body.items.map((row) => row.contactPhone)).toEqual(["+447700900123"]);
    expect((await list("?q=100%25")).body.items).toEqual([]);

    // The linked booking, by the customer's phone, opens in the tracker.
    const aisha = await conversationOf("+447700900123");
    const detail = (await operations.request("GET", base(aisha.id))).body as unknown as WhatsappConversationDetail;
    expect(detail.bookings.map((b) => b.reference)).toEqual([booking.reference]);
    expect(detail.windowClosesAt).not.toBeNull();

    // A reply takes it off "needs a reply"; it is still open.
    expect((await operations.request("POST", `${base(aisha.id)}/reply`, { kind: "text", body: "Tomorrow at 10." })).status).toBe(201);
    expect((await list("?filter=needs-reply")).body.items.map((row) => row.contactPhone)).toEqual(["+966500000002"]);
    expect((await list()).body.items[0]).toMatchObject({
      contactPhone: "+447700900123",
      unreadCount: 0,
      lastMessage: { direction: "out", text: "Tomorrow at 10." },
    });

    for (let i = 0; i < 21; i++) await webhook([text(`96650010${String(i).padStart(4, "0")}`, `hello ${i}`)]);
    const first = await list("?filter=all");
    expect([first.body.total, first.body.totalPages, first.body.items.length]).toEqual([23, 2, 20]);
    expect((await list("?filter=all&page=2")).body.items.length).toBe(3);
  });
});

describe("replies", () => {
  it("sends free text inside the window through the outbox, and refuses it outside the window (409, in Arabic too)", async () => {
    await webhook([text("966500000010", "Hello")]);
    const open = await conversationOf("+966500000010");
    const sent = await operations.request("POST", `${base(open.id)}/reply`, { kind: "text", body: "أهلًا، السائق في الطريق." });
    expect(sent.status).toBe(201);
    const [row] = await db()
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.id, Number(sent.body.outboxId)));
    expect([row?.channel, row?.recipient, row?.body, row?.waTemplate]).toEqual(["whatsapp", "+966500000010", "أهلًا، السائق في الطريق.", null]);

    await webhook([text("966500000011", "Old", new Date(Date.now() - 25 * 3_600_000))]);
    const closed = await conversationOf("+966500000011");
    const before = (await db().select().from(outboxMessages)).length;
    const refused = await operations.request("POST", `${base(closed.id)}/reply`, { kind: "text", body: "Hello again" });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/only an approved template/);
    const arabic = await inArabic(() => operations.request("POST", `${base(closed.id)}/reply`, { kind: "text", body: "x" }));
    expect(arabic.status).toBe(409);
    expect(arabic.body.error).toMatch(/قالب معتمد/);
    expect((await db().select().from(outboxMessages)).length).toBe(before);
  });

  it("sends an approved template with its variables outside the window, and refuses one Meta has not approved", async () => {
    await webhook([text("966500000012", "Old", new Date(Date.now() - 30 * 3_600_000))]);
    const closed = await conversationOf("+966500000012");
    const templates = (await operations.request("GET", "/api/admin/whatsapp-inbox/templates")).body as unknown as WhatsappReplyTemplate[];
    const confirmed = templates.find((t) => t.purpose === "booking.confirmed.customer")!;
    const variables = confirmed.languages.ar.variables;
    expect(variables.length).toBeGreaterThan(0);
    const values = Object.fromEntries(variables.map((name, index) => [name, `قيمة ${index + 1}`]));

    const notApproved = await operations.request("POST", `${base(closed.id)}/reply`, {
      kind: "template",
      purpose: "booking.confirmed.customer",
      language: "ar",
      values,
    });
    expect(notApproved.status).toBe(409);

    await db()
      .insert(messageTemplates)
      .values({
        purpose: "booking.confirmed.customer",
        channel: "whatsapp",
        language: "ar",
        body: confirmed.languages.ar.body,
        whatsappParameters: variables,
        metaName: "booking_confirmed",
        metaStatus: "approved",
      })
      .onConflictDoUpdate({
        target: [messageTemplates.purpose, messageTemplates.channel, messageTemplates.language],
        set: { metaStatus: "approved", metaName: "booking_confirmed" },
      });
    const missing = await operations.request("POST", `${base(closed.id)}/reply`, {
      kind: "template",
      purpose: "booking.confirmed.customer",
      language: "ar",
      values: {},
    });
    expect(missing.status).toBe(400);
    const extra = await operations.request("POST", `${base(closed.id)}/reply`, {
      kind: "template",
      purpose: "booking.confirmed.customer",
      language: "ar",
      values: { ...values, "driver.name": "x" },
    });
    expect(extra.status).toBe(400);
    const sent = await operations.request("POST", `${base(closed.id)}/reply`, {
      kind: "template",
      purpose: "booking.confirmed.customer",
      language: "ar",
      values,
    });
    expect(sent.status).toBe(201);
    const [row] = await db()
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.id, Number(sent.body.outboxId)));
    expect(row?.waTemplate).toEqual({ name: "booking_confirmed", language: "ar", parameters: variables.map((name) => values[name]) });
    expect(row?.body).toContain("قيمة 1");
  });
});

describe("read, assign, resolve", () => {
  it("marks read, assigns to a staff member or nobody, resolves and reopens, each audited; a new message reopens", async () => {
    await webhook([text("966500000020", "one"), text("966500000020", "two")]);
    const conversation = await conversationOf("+966500000020");
    expect(conversation.unreadCount).toBe(2);
    expect((await operations.request("POST", `${base(conversation.id)}/read`, {})).body).toEqual({ read: 2 });
    expect((await conversationOf("+966500000020")).unreadCount).toBe(0);

    const staff = (await operations.request("GET", "/api/admin/whatsapp-inbox/staff")).body as unknown as { id: string }[];
    expect(staff.some((person) => person.id === operationsId)).toBe(true);
    expect((await operations.request("POST", `${base(conversation.id)}/assign`, { assigneeId: operationsId })).status).toBe(200);
    expect((await list("?filter=mine")).body.items.map((row) => row.assignee?.id)).toEqual([operationsId]);
    expect((await operations.request("POST", `${base(conversation.id)}/assign`, { assigneeId: "no-such-user" })).status).toBe(400);
    expect((await operations.request("POST", `${base(conversation.id)}/assign`, { assigneeId: null })).status).toBe(200);

    expect((await operations.request("POST", `${base(conversation.id)}/resolve`, {})).status).toBe(200);
    expect((await operations.request("POST", `${base(conversation.id)}/resolve`, {})).status).toBe(409);
    expect((await list()).body.items).toEqual([]);
    expect((await list("?filter=resolved")).body.items.map((row) => row.resolved)).toEqual([true]);
    expect((await operations.request("POST", `${base(conversation.id)}/reopen`, {})).status).toBe(200);
    expect((await operations.request("POST", `${base(conversation.id)}/resolve`, {})).status).toBe(200);
    await webhook([text("966500000020", "three")]);
    expect((await list()).body.items.map((row) => [row.resolved, row.needsReply, row.unreadCount])).toEqual([[false, true, 1]]);

    const audited = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "whatsapp_conversation"), eq(auditLog.entityId, String(conversation.id))));
    expect(audited.map((entry) => entry.action).sort()).toEqual(
      ["whatsapp.assign", "whatsapp.assign", "whatsapp.read", "whatsapp.reopen", "whatsapp.resolve", "whatsapp.resolve"].sort(),
    );
  });

  it("lets a viewer read but not write (403), and tells the whatsapp channel about each change", async () => {
    await webhook([text("966500000030", "hi")]);
    const conversation = await conversationOf("+966500000030");
    expect((await viewer.request("GET", base(conversation.id))).status).toBe(200);
    for (const [path, body] of [
      ["read", {}],
      ["reply", { kind: "text", body: "x" }],
      ["assign", { assigneeId: null }],
      ["resolve", {}],
      ["reopen", {}],
    ] as const)
      expect((await viewer.request("POST", `${base(conversation.id)}/${path}`, body)).status).toBe(403);

    const socket = await openTestSocket(server.url, { staff: viewer });
    expect(await socket.push({ type: "join", channel: "whatsapp" })).toMatchObject({ status: "ok" });
    await operations.request("POST", `${base(conversation.id)}/resolve`, {});
    expect(await socket.next((message) => message.type === "event")).toEqual({
      type: "event",
      channel: "whatsapp",
      event: { type: "whatsapp.message", conversationId: conversation.id },
    });
    socket.socket.close();
  });
});

describe("junk", () => {
  it("answers every malformed field with a 4xx in the staff member's language and changes nothing", async () => {
    await webhook([text("966500000040", "hi")]);
    const conversation = await conversationOf("+966500000040");
    // (?page= is lenient by design, as on every list: anything but a whole number ≥ 1 is page 1.)
    const queries = ["?filter=secret", "?filter=", `?q=${"x".repeat(101)}`, "?q=%00", "?q=a%0Ab"];
    for (const query of queries) expect((await list(query)).status, query).toBe(400);
    const bodies: unknown[] = [
      null,
      "text",
      [],
      {},
      { kind: "text" },
      { kind: "text", body: "" },
      { kind: "text", body: "a\u0000b" },
      { kind: "text", body: "x".repeat(4097) },
      { kind: "text", body: 5 },
      { kind: "text", body: "ok", extra: 1 },
      { kind: "voice", body: "x" },
      { kind: "template" },
      { kind: "template", purpose: "booking.confirmed.customer", language: "fr", values: {} },
      { kind: "template", purpose: "'; drop table x", language: "ar", values: {} },
      { kind: "template", purpose: "booking.confirmed.customer", language: "ar", values: { "customer.name": "a\nb" } },
      { kind: "template", purpose: "booking.confirmed.customer", language: "ar", values: { "customer.name": "x".repeat(501) } },
      { kind: "template", purpose: "booking.confirmed.customer", language: "ar", values: [] },
      { kind: "template", purpose: "dispatch.assigned.operator", language: "ar", values: {} },
      { kind: "template", purpose: "nope.nope", language: "ar", values: {} },
    ];
    for (const body of bodies) {
      const answer = await inArabic(() => operations.request("POST", `${base(conversation.id)}/reply`, body));
      expect(answer.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(answer.status, JSON.stringify(body)).toBeLessThan(500);
      expect(answer.body.error, JSON.stringify(body)).toMatch(/[\u0600-\u06ff]/);
    }
    for (const body of [{}, { assigneeId: 5 }, { assigneeId: "" }, { assigneeId: "a/b" }, { assigneeId: null, x: 1 }])
      expect((await operations.request("POST", `${base(conversation.id)}/assign`, body)).status, JSON.stringify(body)).toBe(400);
    for (const id of ["0", "abc", "99999999999", "2147483648", "999999"]) {
      expect((await operations.request("GET", `/api/admin/whatsapp-inbox/conversations/${id}`)).status, id).toBe(404);
      expect((await operations.request("POST", `/api/admin/whatsapp-inbox/conversations/${id}/resolve`, {})).status, id).toBe(404);
      expect((await operations.request("GET", `/api/admin/whatsapp-inbox/messages/${id}/media`)).status, id).toBe(404);
    }
    expect((await db().select().from(outboxMessages).where(eq(outboxMessages.channel, "whatsapp"))).length).toBe(0);
    expect((await conversationOf("+966500000040")).resolvedAt).toBeNull();
  });
});

describe("inbound images", () => {
  it("fetches the image through the server once, stores it without its metadata, and serves it only to signed-in staff", async () => {
    await webhook([
      {
        from: "966500000050",
        id: "wamid.IMG1",
        timestamp: seconds(new Date()),
        type: "image",
        image: { id: "7788990011", mime_type: "image/jpeg", caption: "My bag" },
      },
    ]);
    await webhook([text("966500000050", "no image here")]);
    const [image] = await db().select().from(whatsappMessages).where(eq(whatsappMessages.providerId, "wamid.IMG1"));
    const [plain] = await db().select().from(whatsappMessages).where(eq(whatsappMessages.body, "no image here"));
    const url = `/api/admin/whatsapp-inbox/messages/${image!.id}/media`;

    const conversation = await conversationOf("+966500000050");
    const detail = (await operations.request("GET", base(conversation.id))).body as unknown as WhatsappConversationDetail;
    expect(detail.messages.find((m) => m.kind === "image")).toMatchObject({ mediaUrl: url, text: "My bag" });

    expect((await fetch(`${server.url}${url}`)).status).toBe(401);
    const fetched = await fetch(`${server.url}${url}`, {
      headers: {
        Cookie: viewer.cookie,
        "x-client-fingerprint": Buffer.from(JSON.stringify(viewer.fingerprint)).toString("base64url"),
        "User-Agent": viewer.fingerprint.userAgent,
      },
    });
    expect([fetched.status, fetched.headers.get("content-type"), fetched.headers.get("cache-control")]).toEqual([200, "image/jpeg", "private, no-store"]);
    const bytes = Buffer.from(await fetched.arrayBuffer());
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(bytes.includes(Buffer.from("stand-in"))).toBe(false);
    const [stored] = await db().select().from(whatsappMessages).where(eq(whatsappMessages.id, image!.id));
    expect(stored?.mediaKey).toMatch(/^whatsapp\/[0-9a-f-]{36}\.jpg$/);

    // Stored once: the stand-in is not asked again.
    await standIn.close();
    const again = await fetch(`${server.url}${url}`, {
      headers: {
        Cookie: operations.cookie,
        "x-client-fingerprint": Buffer.from(JSON.stringify(operations.fingerprint)).toString("base64url"),
        "User-Agent": operations.fingerprint.userAgent,
      },
    });
    expect([again.status, Buffer.from(await again.arrayBuffer()).equals(bytes)]).toEqual([200, true]);
    standIn = await startWhatsappStandIn();
    expect((await operations.request("GET", `/api/admin/whatsapp-inbox/messages/${plain!.id}/media`)).status).toBe(404);
  });
});
