import { Hono, type Context } from "hono";
import { staffLanguage } from "#server/platform/http/staff-language";
import { tooMany, type AnonymousWriteGate } from "#server/platform/rate-limit/anonymous-write";
import { sameText, signatureMatches } from "#server/platform/whatsapp/webhook-signature";
import type { Language } from "#shared/i18n/languages";
import { WHATSAPP_WEBHOOK_PATH, whatsappWebhookSchema } from "#shared/messaging/whatsapp-webhook.schema";
import type { WhatsappWebhookService } from "./whatsapp-webhook.service";

/**
 * Meta's calls, signature-checked before anything else; then a ceiling (ARCHITECTURE rule 11)
 * well above what one business number receives, per address and overall.
 */
export const WHATSAPP_WEBHOOK_LIMITS = {
  perAddress: { limit: 600, windowMs: 60_000 },
  global: { limit: 3_000, windowMs: 60_000 },
};

const REFUSALS = {
  verify: { en: "The verify token does not match.", ar: "رمز التحقق غير مطابق." },
  signature: { en: "The request's signature is missing or wrong.", ar: "توقيع الطلب مفقود أو غير صحيح." },
  payload: { en: "This is not a WhatsApp webhook payload Rihla accepts.", ar: "هذه ليست حمولة webhook من واتساب تقبلها رحلة." },
} satisfies Record<string, Record<Language, string>>;
const refuse = (c: Context, kind: keyof typeof REFUSALS, status: 400 | 401 | 403) => {
  c.header("Cache-Control", "no-store");
  return c.json({ error: REFUSALS[kind][staffLanguage(c)] }, status);
};

export function whatsappWebhookRoutes(deps: {
  verifyToken: string | undefined;
  appSecret: () => Promise<string>;
  admit: AnonymousWriteGate;
  webhook: WhatsappWebhookService;
  published: (conversationIds: number[]) => void;
}): Hono {
  return new Hono()
    .get(WHATSAPP_WEBHOOK_PATH, (c) => {
      const challenge = c.req.query("hub.challenge") ?? "";
      const token = c.req.query("hub.verify_token") ?? "";
      if (c.req.query("hub.mode") !== "subscribe" || !deps.verifyToken || !sameText(token, deps.verifyToken) || !/^[\w-]{1,200}$/.test(challenge))
        return refuse(c, "verify", 403);
      c.header("Cache-Control", "no-store");
      return c.text(challenge);
    })
    .post(WHATSAPP_WEBHOOK_PATH, async (c) => {
      let raw: Uint8Array;
      try {
        raw = new Uint8Array(await c.req.arrayBuffer());
      } catch {
        return refuse(c, "payload", 400);
      }
      // The signature first, on the bytes as they came: nothing unsigned is parsed or counted.
      if (!signatureMatches(raw, c.req.header("x-hub-signature-256"), await deps.appSecret())) return refuse(c, "signature", 401);
      const admission = await deps.admit(c, "whatsapp-webhook", WHATSAPP_WEBHOOK_LIMITS);
      if (!admission.admitted) return tooMany(c, admission, "Too many webhook calls. Please retry later.");
      let json: unknown;
      try {
        json = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(raw));
      } catch {
        return refuse(c, "payload", 400);
      }
      const parsed = whatsappWebhookSchema.safeParse(json);
      if (!parsed.success) return refuse(c, "payload", 400);
      deps.published(await deps.webhook.take(parsed.data));
      return c.json({ ok: true });
    });
}
