import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createWhatsappCloudApi, WhatsappApiError } from "./whatsapp-cloud-api";
import { startWhatsappStandIn, type WhatsappStandIn } from "./stand-in/whatsapp-stand-in";

let standIn: WhatsappStandIn;
beforeAll(async () => {
  standIn = await startWhatsappStandIn();
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.mode = "ok";
  standIn.sent.length = 0;
});

const api = (timeoutMs = 2_000) =>
  createWhatsappCloudApi({ apiUrl: standIn.url, phoneNumberId: "100000000000001", accessToken: "token-1", businessAccountId: "200000000000002", timeoutMs });

describe("WhatsApp Cloud API adapter", () => {
  it("sends free text to the digits of an E.164 number with the bearer token and returns Meta's message id", async () => {
    const { messageId } = await api().sendText("+966501234567", "مرحبا، سائقك في الطريق", "outbox:7");
    expect(messageId).toMatch(/^wamid\.STANDIN/);
    expect(standIn.sent).toHaveLength(1);
    expect(standIn.sent[0]).toMatchObject({ id: messageId, to: "966501234567", type: "text", authorization: "Bearer token-1" });
    expect(standIn.sent[0]!.body).toMatchObject({
      messaging_product: "whatsapp",
      text: { body: "مرحبا، سائقك في الطريق", preview_url: false },
      biz_opaque_callback_data: "outbox:7",
    });
  });

  it.each(["en", "en_US", "ar"] as const)("sends a template in %s with its numbered body parameters", async (language) => {
    await api().sendTemplate("+966501234567", { name: "booking_confirmed", language, parameters: ["Amina", "RH-1234"] });
    expect(standIn.sent[0]!.body).toMatchObject({
      type: "template",
      template: {
        name: "booking_confirmed",
        language: { code: language },
        components: [
          {
            type: "body",
            parameters: [
              { type: "text", text: "Amina" },
              { type: "text", text: "RH-1234" },
            ],
          },
        ],
      },
    });
  });

  it("lists the business account's templates with their approval status", async () => {
    const templates = await api().listTemplates();
    expect(templates.map((t) => [t.name, t.language, t.status])).toEqual([
      ["booking_confirmed", "en", "APPROVED"],
      ["booking_confirmed", "ar", "APPROVED"],
      ["driver_on_the_way", "en_US", "PENDING"],
      ["rihla_booking_confirmed_customer", "en", "APPROVED"],
      ["rihla_booking_confirmed_customer", "ar", "REJECTED"],
      ["rihla_dispatch_start_operator", "en_US", "PAUSED"],
      ["rihla_dispatch_start_operator", "ar", "PENDING"],
      ["rihla_booking_cancelled_customer", "ar_SA", "APPROVED"],
    ]);
    expect(templates[4]).toMatchObject({ category: "UTILITY", rejected_reason: "INVALID_FORMAT" });
    expect(templates[5]?.quality_score?.score).toBe("RED");
  });

  it("finds an inbound image's download address and type, and refuses a made-up media id before asking", async () => {
    expect(await api().media("123456789")).toEqual({ url: `${standIn.url}/media-download/123456789`, mimeType: "image/jpeg" });
    await expect(api().media("../etc")).rejects.toMatchObject({ reason: "refused", title: "not a media id" });
  });

  it("reports a refusal with Meta's code and title, not retryable", async () => {
    standIn.mode = "refuse";
    await expect(api().sendText("+966501234567", "x")).rejects.toMatchObject({
      reason: "refused",
      code: 131030,
      title: "Recipient phone number not in allowed list",
      retryable: false,
    });
    expect(standIn.sent).toHaveLength(0);
  });

  it("reports a rate limit as retryable, and an expired token with Meta's message", async () => {
    standIn.mode = "rate-limit";
    await expect(api().sendText("+966501234567", "x")).rejects.toMatchObject({ code: 130429, retryable: true });
    standIn.mode = "bad-token";
    await expect(api().sendText("+966501234567", "x")).rejects.toMatchObject({
      code: 190,
      title: "Error validating access token: Session has expired.",
      retryable: false,
    });
  });

  it("times out a service that never answers", async () => {
    standIn.mode = "hang";
    const started = Date.now();
    const failure = await api(200)
      .sendText("+966501234567", "x")
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(WhatsappApiError);
    expect(failure).toMatchObject({ reason: "timeout", retryable: true });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it("reports an unreachable address as a network failure", async () => {
    const closed = createWhatsappCloudApi({ apiUrl: "http://127.0.0.1:9", phoneNumberId: "1", accessToken: "t" });
    await expect(closed.sendText("+966501234567", "x")).rejects.toMatchObject({ reason: "network", retryable: true });
  });
});
