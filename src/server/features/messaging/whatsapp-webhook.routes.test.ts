import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import type { ServerMessage } from "#shared/realtime/realtime-messages";
import { customers } from "#server/db/schema/bookings";
import { outboxMessages } from "#server/db/schema/outbox";
import { whatsappConversations, whatsappMessages, whatsappWebhookEvents } from "#server/db/schema/whatsapp";
import { startTestServer } from "#server/test-support/test-server";
import { openTestSocket } from "#server/test-support/realtime-client";
import { createStaffAccount, StaffClient, type TestServer } from "#server/test-support/staff-client";

const SECRET = "app-secret-for-tests";
const VERIFY = "verify-token-for-tests";
let server: TestServer;
let staff: StaffClient;
beforeAll(async () => {
  server = await startTestServer({
    WHATSAPP_APP_SECRET: SECRET,
    WHATSAPP_VERIFY_TOKEN: VERIFY,
    WHATSAPP_ACCESS_TOKEN: "t",
    WHATSAPP_PHONE_NUMBER_ID: "100000000000001",
    WHATSAPP_API_URL: "http://127.0.0.1:9",
  });
  const account = await createStaffAccount(server, "operations");
  staff = new StaffClient(server);
  await staff.signIn(account.email, account.password);
});
afterAll(async () => server.stop());
const db = () => server.database.db;
beforeEach(async () => {
  await db().delete(whatsappMessages);
  await db().delete(whatsappConversations);
  await db().delete(whatsappWebhookEvents);
  await db().delete(outboxMessages).where(eq(outboxMessages.channel, "whatsapp"));
});

const url = () => `${server.url}/api/webhooks/whatsapp`;
const sign = (raw: string | Buffer) => `sha256=${createHmac("sha256", SECRET).update(raw).digest("hex")}`;
/** As Meta serialises: non-ASCII escaped as \uXXXX (what it signs). */
const metaJson = (value: unknown) => JSON.stringify(value).replace(/[\u007f-\uffff]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`);
const post = (raw: string | Buffer, signature: string | null = sign(raw), contentType = "application/json") =>
  fetch(url(), {
    method: "POST",
    headers: { "Content-Type": contentType, ...(signature ? { "X-Hub-Signature-256": signature } : {}) },
    body: typeof raw === "string" ? raw : new Uint8Array(raw),
  });
const seconds = (iso: string) => String(Math.floor(new Date(iso).getTime() / 1000));

const envelope = (value: Record<string, unknown>) => ({
  object: "whatsapp_business_account",
  entry: [
    {
      id: "200000000000002",
      changes: [{ field: "messages", value: { messaging_product: "whatsapp", metadata: { phone_number_id: "100000000000001" }, ...value } }],
    },
  ],
});
const inboundText = (id: string, from: string, body: string, at = "2026-11-26T10:00:00Z") =>
  envelope({ contacts: [{ wa_id: from, profile: { name: "أمينة" } }], messages: [{ from, id, timestamp: seconds(at), type: "text", text: { body } }] });
const statusEvent = (id: string, status: string, at: string, extra: Record<string, unknown> = {}) =>
  envelope({ statuses: [{ id, status, timestamp: seconds(at), recipient_id: "966500000001", ...extra }] });
const count = async () => (await db().select().from(whatsappWebhookEvents)).length + (await db().select().from(whatsappConversations)).length;

describe("GET /api/webhooks/whatsapp (Meta's set-up handshake)", () => {
  it("answers the challenge only with the right verify token", async () => {
    const ok = await fetch(`${url()}?hub.mode=subscribe&hub.verify_token=${VERIFY}&hub.challenge=1158201444`);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe("1158201444");
    for (const query of [
      `hub.mode=subscribe&hub.verify_token=wrong&hub.challenge=1`,
      `hub.mode=subscribe&hub.challenge=1`,
      `hub.verify_token=${VERIFY}&hub.challenge=1`,
      "",
    ]) {
      const refused = await fetch(`${url()}?${query}`);
      expect(refused.status).toBe(403);
      expect(await refused.text()).not.toContain("1158201444");
    }
  });
});

describe("POST /api/webhooks/whatsapp signature", () => {
  it("takes a correctly signed payload and refuses a wrong or missing signature with 401, storing nothing", async () => {
    const raw = metaJson(inboundText("wamid.SIG1", "966500000001", "hello"));
    expect((await post(raw, sign(raw + " "))).status).toBe(401);
    expect((await post(raw, null)).status).toBe(401);
    expect((await post(raw, "sha256=zz")).status).toBe(401);
    expect((await post(raw, sign(raw).replace("sha256=", "sha1="))).status).toBe(401);
    expect(await count()).toBe(0);
    expect((await post(raw)).status).toBe(200);
    expect((await db().select().from(whatsappMessages)).map((m) => m.body)).toEqual(["hello"]);
  });

  it("verifies the raw bytes: Meta's escaped Arabic passes, the same JSON re-serialised does not", async () => {
    const raw = metaJson(inboundText("wamid.SIG2", "966500000001", "السلام عليكم، متى يصل السائق؟"));
    expect(raw).toContain("\\u0627");
    const reserialised = JSON.stringify(JSON.parse(raw));
    expect((await post(reserialised, sign(raw))).status).toBe(401);
    expect(await count()).toBe(0);
    expect((await post(raw, sign(raw))).status).toBe(200);
    const [message] = await db().select().from(whatsappMessages);
    expect(message?.body).toBe("السلام عليكم، متى يصل السائق؟");
  });
});

describe("inbound messages", () => {
  it("stores text, image and location once each in the contact's conversation, linked to the customer, and tells staff live", async () => {
    await db().insert(customers).values({ name: "Amina", phone: "+966500000077", country: "SA", language: "ar" }).onConflictDoNothing();
    const [customer] = await db().select().from(customers).where(eq(customers.phone, "+966500000077"));
    const socket = await openTestSocket(server.url, { staff });
    expect(await socket.push({ type: "join", channel: "whatsapp" })).toMatchObject({ status: "ok" });
    const raw = metaJson(
      envelope({
        contacts: [{ wa_id: "966500000077", profile: { name: "Amina" } }],
        messages: [
          { from: "966500000077", id: "wamid.IN1", timestamp: seconds("2026-11-26T10:00:00Z"), type: "text", text: { body: "Where is my driver?" } },
          {
            from: "966500000077",
            id: "wamid.IN2",
            timestamp: seconds("2026-11-26T10:01:00Z"),
            type: "image",
            image: { id: "123456789", mime_type: "image/jpeg", caption: "my bags" },
          },
          {
            from: "966500000077",
            id: "wamid.IN3",
            timestamp: seconds("2026-11-26T10:02:00Z"),
            type: "location",
            location: { latitude: 21.4225, longitude: 39.8262, name: "Haram gate 79" },
          },
          { from: "966500000077", id: "wamid.IN4", timestamp: seconds("2026-11-26T10:03:00Z"), type: "sticker", sticker: { id: "1" } },
        ],
      }),
    );
    expect((await post(raw)).status).toBe(200);
    const event = await socket.next((m: ServerMessage) => m.type === "event");
    expect(await post(raw).then((r) => r.status)).toBe(200); // Meta's retry: nothing new
    const [conversation] = await db().select().from(whatsappConversations);
    expect(event).toEqual({ type: "event", channel: "whatsapp", event: { type: "whatsapp.message", conversationId: conversation!.id } });
    expect(conversation).toMatchObject({ contactPhone: "+966500000077", contactName: "Amina", customerId: customer!.id, unreadCount: 3 });
    expect(conversation!.lastInboundAt?.toISOString()).toBe("2026-11-26T10:02:00.000Z");
    const stored = await db().select().from(whatsappMessages).orderBy(whatsappMessages.at);
    expect(stored.map((m) => [m.kind, m.direction, m.body, m.mediaId, m.latitude, m.longitude])).toEqual([
      ["text", "in", "Where is my driver?", null, null, null],
      ["image", "in", "my bags", "123456789", null, null],
      ["location", "in", "Haram gate 79", null, 21.4225, 39.8262],
    ]);
    socket.socket.close();
  });
});

describe("delivery statuses", () => {
  async function outboxRow(providerId: string | null) {
    const [row] = await db()
      .insert(outboxMessages)
      .values({
        channel: "whatsapp",
        recipient: "+966500000001",
        template: "booking.confirmed",
        body: "x",
        status: providerId ? "sent" : "sending",
        providerId,
      })
      .returning();
    return row!.id;
  }
  const read = async (id: number) => (await db().select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0]!;

  it("never moves backwards when statuses arrive out of order or twice", async () => {
    const id = await outboxRow("wamid.OUT1");
    for (const [status, at] of [
      ["read", "2026-11-26T10:05:00Z"],
      ["delivered", "2026-11-26T10:04:00Z"],
      ["sent", "2026-11-26T10:03:00Z"],
      ["read", "2026-11-26T10:05:00Z"],
    ] as const)
      expect((await post(metaJson(statusEvent("wamid.OUT1", status, at)))).status).toBe(200);
    const row = await read(id);
    expect(row).toMatchObject({ status: "read" });
    expect(row.deliveredAt?.toISOString()).toBe("2026-11-26T10:04:00.000Z");
    expect(row.readAt?.toISOString()).toBe("2026-11-26T10:05:00.000Z");
    expect((await db().select().from(whatsappWebhookEvents)).length).toBe(3);
  });

  it("records a failure with Meta's code and title, but not over a delivered message", async () => {
    const failed = await outboxRow("wamid.OUT2");
    await post(metaJson(statusEvent("wamid.OUT2", "failed", "2026-11-26T10:04:00Z", { errors: [{ code: 131026, title: "Message undeliverable" }] })));
    expect(await read(failed)).toMatchObject({ status: "failed", failedCode: 131026, failedTitle: "Message undeliverable" });
    const delivered = await outboxRow("wamid.OUT3");
    await post(metaJson(statusEvent("wamid.OUT3", "delivered", "2026-11-26T10:04:00Z")));
    await post(metaJson(statusEvent("wamid.OUT3", "failed", "2026-11-26T10:05:00Z", { errors: [{ code: 131026, title: "Message undeliverable" }] })));
    expect(await read(delivered)).toMatchObject({ status: "delivered", failedCode: null });
  });

  it("ties a status carrying our callback data to its row when the id was never stored", async () => {
    const id = await outboxRow(null);
    await post(metaJson(statusEvent("wamid.OUT4", "delivered", "2026-11-26T10:04:00Z", { biz_opaque_callback_data: `outbox:${id}` })));
    expect(await read(id)).toMatchObject({ status: "delivered", providerId: "wamid.OUT4" });
  });

  it("keeps a status for a message not known yet", async () => {
    await post(metaJson(statusEvent("wamid.LATER", "delivered", "2026-11-26T10:04:00Z")));
    expect(await db().select().from(whatsappWebhookEvents).where(eq(whatsappWebhookEvents.providerId, "wamid.LATER"))).toHaveLength(1);
  });
});

describe("junk", () => {
  const good = inboundText("wamid.JUNK", "966500000001", "hi");
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- junk is written into any field, whatever its type
  type Loose = any;
  const change = (mutate: (value: Loose) => void) => {
    const copy = structuredClone(good) as Loose;
    mutate(copy);
    return copy;
  };
  const junk: [string, unknown][] = [
    ["object", change((p) => (p.object = "page"))],
    ["entry empty", change((p) => (p.entry = []))],
    ["entry not a list", change((p) => (p.entry = "x"))],
    ["entry id", change((p) => (p.entry[0].id = "abc"))],
    ["changes", change((p) => (p.entry[0].changes = {}))],
    ["field", change((p) => (p.entry[0].changes[0].field = "<script>"))],
    ["value", change((p) => (p.entry[0].changes[0].value = null))],
    ["from", change((p) => (p.entry[0].changes[0].value.messages[0].from = "+966' or 1=1"))],
    ["message id", change((p) => (p.entry[0].changes[0].value.messages[0].id = ""))],
    ["timestamp", change((p) => (p.entry[0].changes[0].value.messages[0].timestamp = "99999999999"))],
    ["timestamp text", change((p) => (p.entry[0].changes[0].value.messages[0].timestamp = "yesterday"))],
    ["type", change((p) => (p.entry[0].changes[0].value.messages[0].type = 7))],
    ["text missing", change((p) => delete p.entry[0].changes[0].value.messages[0].text)],
    ["text body", change((p) => (p.entry[0].changes[0].value.messages[0].text.body = "x".repeat(5000)))],
    [
      "image id",
      change((p) => (p.entry[0].changes[0].value.messages[0] = { ...p.entry[0].changes[0].value.messages[0], type: "image", image: { id: "../etc" } })),
    ],
    [
      "location",
      change(
        (p) =>
          (p.entry[0].changes[0].value.messages[0] = {
            ...p.entry[0].changes[0].value.messages[0],
            type: "location",
            location: { latitude: 999, longitude: 0 },
          }),
      ),
    ],
    ["contacts", change((p) => (p.entry[0].changes[0].value.contacts = [{ wa_id: "abc" }]))],
    ["status value", statusEvent("wamid.X", "exploded", "2026-11-26T10:00:00Z")],
    ["status recipient", statusEvent("wamid.X", "sent", "2026-11-26T10:00:00Z", { recipient_id: "x" })],
    ["status errors", statusEvent("wamid.X", "failed", "2026-11-26T10:00:00Z", { errors: [{ code: "bad", title: 1 }] })],
    ["status callback", statusEvent("wamid.X", "sent", "2026-11-26T10:00:00Z", { biz_opaque_callback_data: "x".repeat(600) })],
    ["a list", []],
    ["a number", 42],
    ["null", null],
  ];
  it.each(junk)("refuses junk in %s with 400 and stores nothing", async (_, payload) => {
    const response = await post(metaJson(payload));
    expect(response.status).toBe(400);
    expect(await count()).toBe(0);
  });
  it("refuses bytes that are not JSON or not UTF-8 with 400, another content type with 415", async () => {
    expect((await post("{not json")).status).toBe(400);
    expect((await post(Buffer.from([0x7b, 0xff, 0xfe, 0x7d]))).status).toBe(400);
    expect((await post(metaJson(good), sign(metaJson(good)), "text/plain")).status).toBe(415);
    expect(await count()).toBe(0);
  });
});
