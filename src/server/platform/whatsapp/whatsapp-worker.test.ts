import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { outboxMessages } from "#server/db/schema/outbox";
import { whatsappConversations, whatsappWebhookEvents } from "#server/db/schema/whatsapp";
import { createTestDatabase } from "#server/db/test-database";
import { createLogger } from "#server/platform/logger/logger";
import { createWhatsappCloudApi } from "./whatsapp-cloud-api";
import { createWhatsappDeliveryRepository } from "./whatsapp-delivery.repository";
import type { WhatsappInForce } from "./whatsapp-in-force";
import { startWhatsappWorker, WHATSAPP_CLAIM_TIMEOUT_MS } from "./whatsapp-worker";
import { startWhatsappStandIn, type WhatsappStandIn } from "./stand-in/whatsapp-stand-in";

let handle: Awaited<ReturnType<typeof createTestDatabase>>;
let standIn: WhatsappStandIn;
beforeAll(async () => {
  handle = await createTestDatabase();
  standIn = await startWhatsappStandIn();
});
afterAll(async () => {
  await standIn.close();
  await handle.close();
});
beforeEach(async () => {
  standIn.mode = "ok";
  standIn.sent.length = 0;
  await handle.db.delete(outboxMessages);
  await handle.db.delete(whatsappWebhookEvents);
  await handle.db.delete(whatsappConversations);
});

const start = new Date("2026-11-27T09:00:00Z");
const inForce = (overrides: Partial<WhatsappInForce["api"]> = {}): WhatsappInForce => ({
  api: { ...createWhatsappCloudApi({ apiUrl: standIn.url, phoneNumberId: "100000000000001", accessToken: "t", timeoutMs: 500 }), ...overrides },
  appSecret: "s",
});

function worker(whatsapp: WhatsappInForce | null, clock = { now: start }) {
  const w = startWhatsappWorker({
    repository: createWhatsappDeliveryRepository(handle.db),
    resolve: async () => whatsapp,
    logger: createLogger("silent"),
    intervalMs: 3_600_000,
    now: () => clock.now,
  });
  w.stop();
  return w;
}

async function queue(recipient: string, options: { template?: boolean; inboundHoursAgo?: number } = {}) {
  if (options.inboundHoursAgo !== undefined)
    await handle.db
      .insert(whatsappConversations)
      .values({ contactPhone: recipient, lastInboundAt: new Date(start.getTime() - options.inboundHoursAgo * 3_600_000) });
  const [row] = await handle.db
    .insert(outboxMessages)
    .values({
      channel: "whatsapp",
      recipient,
      template: "booking.confirmed",
      body: "Your booking RH-1 is confirmed",
      nextAttemptAt: new Date(start.getTime() - 1_000),
      waTemplate: options.template ? { name: "booking_confirmed", language: "ar", parameters: ["أمينة", "RH-1"] } : null,
    })
    .returning();
  return row!.id;
}
const read = async (id: number) => (await handle.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0]!;

describe("WhatsApp outbox worker", () => {
  it("claims nothing and spends no attempt while WhatsApp is not configured, and says why; once configured it sends", async () => {
    const id = await queue("+966500000001", { inboundHoursAgo: 1 });
    expect(await worker(null).tick()).toBe(0);
    expect(await read(id)).toMatchObject({ status: "queued", attempts: 0, providerId: null, lastError: "whatsapp.notConfigured" });
    expect(await worker(inForce()).tick()).toBe(1);
    expect(await read(id)).toMatchObject({ status: "sent", attempts: 1, lastError: null });
  });

  it("sends free text inside the 24-hour window and stores Meta's id", async () => {
    const id = await queue("+966500000002", { inboundHoursAgo: 2 });
    expect(await worker(inForce()).tick()).toBe(1);
    expect(standIn.sent).toHaveLength(1);
    expect(standIn.sent[0]!.body).toMatchObject({ type: "text", to: "966500000002", biz_opaque_callback_data: `outbox:${id}` });
    expect(await read(id)).toMatchObject({ status: "sent", attempts: 1, providerId: standIn.sent[0]!.id, lastError: null });
  });

  it("does not send free text outside the window: it fails with the reason", async () => {
    const id = await queue("+966500000003", { inboundHoursAgo: 30 });
    await worker(inForce()).tick();
    expect(standIn.sent).toHaveLength(0);
    expect(await read(id)).toMatchObject({ status: "failed", lastError: "whatsapp.outsideWindow", providerId: null });
  });

  it("sends an approved template outside the window", async () => {
    const id = await queue("+966500000004", { template: true });
    await worker(inForce()).tick();
    expect(standIn.sent[0]!.body).toMatchObject({ type: "template", template: { name: "booking_confirmed", language: { code: "ar" } } });
    expect((await read(id)).status).toBe("sent");
  });

  it("dead-letters a refusal at once with Meta's code and title", async () => {
    const id = await queue("+966500000005", { template: true });
    standIn.mode = "refuse";
    await worker(inForce()).tick();
    expect(await read(id)).toMatchObject({ status: "failed", attempts: 1, failedCode: 131030, failedTitle: "Recipient phone number not in allowed list" });
  });

  it("retries a rate limit with backoff 1, 2, 4, 8 minutes, then dead-letters it after the fifth attempt", async () => {
    const id = await queue("+966500000006", { template: true });
    standIn.mode = "rate-limit";
    const clock = { now: start };
    const w = worker(inForce(), clock);
    for (const minutes of [1, 2, 4, 8]) {
      await w.tick();
      const row = await read(id);
      expect(row).toMatchObject({ status: "queued", failedCode: 130429 });
      expect(row.nextAttemptAt.getTime() - clock.now.getTime()).toBe(minutes * 60_000);
      expect(await w.tick()).toBe(0); // not due yet
      clock.now = row.nextAttemptAt;
    }
    await w.tick();
    expect(await read(id)).toMatchObject({ status: "failed", attempts: 5, failedCode: 130429, failedTitle: "Rate limit hit" });
    expect(await w.tick()).toBe(0);
  });

  it("keeps statuses that arrived before the send call returned, without moving backwards", async () => {
    const id = await queue("+966500000007", { template: true });
    const real = inForce().api;
    const early = inForce({
      async sendTemplate(to, template, callbackData) {
        const answer = await real.sendTemplate(to, template, callbackData);
        // The webhook stores read, then delivered, while our call is still on its way back.
        await handle.db.insert(whatsappWebhookEvents).values([
          { eventKey: `status:${answer.messageId}:read`, kind: "status", providerId: answer.messageId, status: "read", at: new Date(start.getTime() + 2_000) },
          {
            eventKey: `status:${answer.messageId}:delivered`,
            kind: "status",
            providerId: answer.messageId,
            status: "delivered",
            at: new Date(start.getTime() + 1_000),
          },
        ]);
        return answer;
      },
    });
    await worker(early).tick();
    const row = await read(id);
    expect(row).toMatchObject({ status: "read", providerId: standIn.sent[0]!.id });
    expect(row.deliveredAt?.toISOString()).toBe("2026-11-27T09:00:01.000Z");
    expect(row.readAt?.toISOString()).toBe("2026-11-27T09:00:02.000Z");
  });

  describe("killed mid-send (Meta answered, the process stopped before storing the id)", () => {
    const crashing = () => {
      const real = inForce().api;
      return inForce({ sendTemplate: (to, template, data) => real.sendTemplate(to, template, data).then(() => new Promise<never>(() => {})) });
    };

    it("adopts Meta's id from the status carrying our callback data and never sends it again", async () => {
      const id = await queue("+966500000008", { template: true });
      void worker(crashing()).tick(); // never finishes: the process "died"
      await expect.poll(() => standIn.sent.length).toBe(1);
      expect(await read(id)).toMatchObject({ status: "sending", providerId: null });
      const wamid = standIn.sent[0]!.id;
      await handle.db
        .insert(whatsappWebhookEvents)
        .values({ eventKey: `status:${wamid}:delivered`, kind: "status", providerId: wamid, status: "delivered", callbackData: `outbox:${id}`, at: start });
      const restarted = worker(inForce(), { now: new Date(start.getTime() + WHATSAPP_CLAIM_TIMEOUT_MS + 1) });
      expect(await restarted.tick()).toBe(1);
      expect(await read(id)).toMatchObject({ status: "delivered", providerId: wamid });
      expect(await restarted.tick()).toBe(0);
      expect(standIn.sent).toHaveLength(1);
    });

    it("with no trace from Meta, dead-letters it as uncertain instead of sending it twice", async () => {
      const id = await queue("+966500000009", { template: true });
      void worker(crashing()).tick();
      await expect.poll(() => standIn.sent.length).toBe(1);
      const restarted = worker(inForce(), { now: new Date(start.getTime() + WHATSAPP_CLAIM_TIMEOUT_MS + 1) });
      expect(await restarted.tick()).toBe(1);
      expect(await read(id)).toMatchObject({ status: "failed", lastError: "whatsapp.uncertain" });
      expect(await restarted.tick()).toBe(0);
      expect(standIn.sent).toHaveLength(1);
    });
  });
});
