import { z } from "zod";
import { noteServiceCall } from "#server/platform/outside-services/service-health";

/** Meta's Graph API; WHATSAPP_API_URL (or the integration's apiUrl) points elsewhere, e.g. at the stand-in. */
export const DEFAULT_WHATSAPP_API_URL = "https://graph.facebook.com/v21.0";
export const WHATSAPP_TIMEOUT_MS = 10_000;
export const WHATSAPP_TEMPLATE_LANGUAGES = ["en", "en_US", "ar"] as const;
export type WhatsappTemplateLanguage = (typeof WHATSAPP_TEMPLATE_LANGUAGES)[number];

export interface WhatsappApiSettings {
  apiUrl: string;
  phoneNumberId: string;
  accessToken: string;
  businessAccountId?: string;
  timeoutMs?: number;
}

export interface WhatsappTemplateMessage {
  name: string;
  language: WhatsappTemplateLanguage;
  /** {{1}}, {{2}}, … of the approved body, in order. */
  parameters: string[];
}

/**
 * Why the Cloud API gave no message id. `code`/`title` are Meta's (error.code and
 * error.error_user_title, else its message) when it answered; `retryable` says whether another
 * attempt can help (timeouts, network, 429, 5xx, Meta's throttling codes), so the worker
 * dead-letters a refusal such as "recipient not on WhatsApp" without burning its attempts.
 */
export class WhatsappApiError extends Error {
  constructor(
    readonly reason: "timeout" | "network" | "refused" | "body",
    readonly code: number | null,
    readonly title: string,
    readonly retryable: boolean,
  ) {
    super(`whatsapp: ${reason}${code === null ? "" : ` ${code}`}: ${title}`);
  }
}

const sendAnswer = z.object({ messages: z.array(z.object({ id: z.string().min(1) })).min(1) });
const errorAnswer = z.object({
  error: z.object({ code: z.number().optional(), message: z.string().optional(), error_user_title: z.string().optional() }).passthrough(),
});
const templatesAnswer = z.object({
  data: z.array(
    z
      .object({
        name: z.string().max(512),
        language: z.string().max(20),
        status: z.string().max(40),
        id: z.string().max(40).optional(),
        category: z.string().max(40).optional(),
        /** NONE, or why Meta refused it (INVALID_FORMAT, PROMOTIONAL, TAG_CONTENT_MISMATCH, …). */
        rejected_reason: z.string().max(200).optional(),
        quality_score: z
          .object({ score: z.string().max(20) })
          .passthrough()
          .optional(),
      })
      .passthrough(),
  ),
});
const mediaAnswer = z.object({
  url: z.string().regex(/^https?:\/\/\S+$/),
  mime_type: z.string().max(100),
  file_size: z.number().int().nonnegative().optional(),
});
export type WhatsappTemplateInfo = z.infer<typeof templatesAnswer>["data"][number];

/** Meta's rate-limit and temporary-failure codes: worth another attempt later. */
const RETRYABLE_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131048, 131056, 133004]);

/** E.164 (+9665…) as the Cloud API takes it: digits only. */
export const waRecipient = (phone: string) => phone.replace(/\D/g, "");

export function createWhatsappCloudApi(settings: WhatsappApiSettings) {
  const base = settings.apiUrl.replace(/\/$/, "");
  const timeoutMs = settings.timeoutMs ?? WHATSAPP_TIMEOUT_MS;

  async function call<S extends z.ZodType>(method: "GET" | "POST", path: string, schema: S, body?: unknown): Promise<z.infer<S>> {
    const started = performance.now();
    try {
      const value = await callOnce(method, path, schema, body);
      noteServiceCall("whatsapp", { ok: true, ms: performance.now() - started });
      return value;
    } catch (error) {
      noteServiceCall("whatsapp", { ok: false, ms: performance.now() - started, error: (error as Error).message });
      throw error;
    }
  }

  async function callOnce<S extends z.ZodType>(method: "GET" | "POST", path: string, schema: S, body?: unknown): Promise<z.infer<S>> {
    const signal = AbortSignal.timeout(timeoutMs);
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: { Authorization: `Bearer ${settings.accessToken}`, "Content-Type": "application/json", Accept: "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
      text = await response.text();
    } catch (error) {
      const name = (error as Error).name;
      if (name === "TimeoutError" || name === "AbortError") throw new WhatsappApiError("timeout", null, `no answer within ${timeoutMs} ms`, true);
      throw new WhatsappApiError("network", null, (error as Error).message, true);
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    if (!response.ok) {
      const parsed = errorAnswer.safeParse(json);
      const code = parsed.success ? (parsed.data.error.code ?? null) : null;
      const title = parsed.success ? (parsed.data.error.error_user_title ?? parsed.data.error.message ?? `HTTP ${response.status}`) : `HTTP ${response.status}`;
      const retryable = response.status === 429 || response.status >= 500 || (code !== null && RETRYABLE_CODES.has(code));
      throw new WhatsappApiError("refused", code, title.slice(0, 300), retryable);
    }
    const parsed = schema.safeParse(json);
    // A 200 without a message id: we cannot tell whether it left, so it is not retried blindly.
    if (!parsed.success) throw new WhatsappApiError("body", null, "the answer had no usable body", false);
    return parsed.data;
  }

  return {
    /** Free text: only inside the customer's 24-hour window (src/shared/messaging/whatsapp-window.ts). */
    async sendText(to: string, body: string, callbackData?: string): Promise<{ messageId: string }> {
      const answer = await call("POST", `/${settings.phoneNumberId}/messages`, sendAnswer, {
        messaging_product: "whatsapp",
        recipient_type: "individual",
        to: waRecipient(to),
        type: "text",
        text: { preview_url: false, body },
        ...(callbackData ? { biz_opaque_callback_data: callbackData } : {}),
      });
      return { messageId: answer.messages[0]!.id };
    },

    /** An approved template with its numbered body parameters: allowed at any time. */
    async sendTemplate(to: string, template: WhatsappTemplateMessage, callbackData?: string): Promise<{ messageId: string }> {
      const answer = await call("POST", `/${settings.phoneNumberId}/messages`, sendAnswer, {
        messaging_product: "whatsapp",
        recipient_type: "individual",
        to: waRecipient(to),
        type: "template",
        template: {
          name: template.name,
          language: { code: template.language },
          ...(template.parameters.length ? { components: [{ type: "body", parameters: template.parameters.map((text) => ({ type: "text", text })) }] } : {}),
        },
        ...(callbackData ? { biz_opaque_callback_data: callbackData } : {}),
      });
      return { messageId: answer.messages[0]!.id };
    },

    /**
     * Where an inbound image can be downloaded (a short-lived address that needs the same bearer
     * token); the inbox fetches it through the server and stores it as a private file.
     */
    async media(mediaId: string): Promise<{ url: string; mimeType: string }> {
      if (!/^\d{1,40}$/.test(mediaId)) throw new WhatsappApiError("refused", null, "not a media id", false);
      const answer = await call("GET", `/${mediaId}`, mediaAnswer);
      return { url: answer.url, mimeType: answer.mime_type };
    },

    /**
     * An inbound image's bytes: its short-lived address from `media`, then the download with the
     * same bearer token (Meta refuses it without), within the timeout and at most `maxBytes`.
     */
    async downloadMedia(mediaId: string, maxBytes: number): Promise<{ bytes: Uint8Array; mimeType: string }> {
      const { url, mimeType } = await this.media(mediaId);
      const started = performance.now();
      try {
        const response = await fetch(url, { headers: { Authorization: `Bearer ${settings.accessToken}` }, signal: AbortSignal.timeout(timeoutMs) });
        if (!response.ok) throw new WhatsappApiError("refused", null, `HTTP ${response.status}`, response.status >= 500);
        const declared = Number(response.headers.get("content-length") ?? "0");
        if (declared > maxBytes) throw new WhatsappApiError("body", null, "the media is too large", false);
        const bytes = new Uint8Array(await response.arrayBuffer());
        if (bytes.byteLength > maxBytes) throw new WhatsappApiError("body", null, "the media is too large", false);
        noteServiceCall("whatsapp", { ok: true, ms: performance.now() - started });
        return { bytes, mimeType };
      } catch (error) {
        noteServiceCall("whatsapp", { ok: false, ms: performance.now() - started, error: (error as Error).message });
        if (error instanceof WhatsappApiError) throw error;
        throw new WhatsappApiError((error as Error).name === "TimeoutError" ? "timeout" : "network", null, (error as Error).message, true);
      }
    },

    /** The business account's templates with their approval status (needs the business account id). */
    async listTemplates(): Promise<WhatsappTemplateInfo[]> {
      if (!settings.businessAccountId) throw new WhatsappApiError("refused", null, "WHATSAPP_BUSINESS_ACCOUNT_ID is not set", false);
      const answer = await call(
        "GET",
        `/${settings.businessAccountId}/message_templates?fields=name,language,status,category,rejected_reason,quality_score&limit=200`,
        templatesAnswer,
      );
      return answer.data;
    },
  };
}
export type WhatsappCloudApi = ReturnType<typeof createWhatsappCloudApi>;
