import { z } from "zod";

/** Meta calls this address (GET for the set-up handshake, POST with signed events). */
export const WHATSAPP_WEBHOOK_PATH = "/api/webhooks/whatsapp";

/**
 * Meta's webhook payload (Cloud API, field "messages"), checked field by field: anything malformed
 * is refused whole (400, nothing stored). Message types other than text, image and location
 * (stickers, reactions, …) are accepted and skipped, so Meta does not retry them for days.
 */
const digits = (max: number) => z.string().regex(new RegExp(`^\\d{1,${max}}$`));
const wamid = z.string().regex(/^[\w.=+/-]{1,200}$/);
/** Seconds since 1970, as a string; within 2020 … a day ahead of now. */
const epochSeconds = digits(12)
  .transform((value) => new Date(Number(value) * 1000))
  .refine((at) => at.getTime() > Date.UTC(2020, 0, 1) && at.getTime() < Date.now() + 86_400_000, "implausible timestamp");

export const WHATSAPP_INBOUND_KINDS = ["text", "image", "location"] as const;

const message = z
  .object({
    from: z.string().regex(/^\d{6,15}$/),
    id: wamid,
    timestamp: epochSeconds,
    type: z.string().regex(/^[a-z_]{1,30}$/),
    text: z.object({ body: z.string().min(1).max(4096) }).optional(),
    image: z.object({ id: digits(40), mime_type: z.string().max(100).optional(), caption: z.string().max(1024).optional() }).optional(),
    location: z
      .object({
        latitude: z.number().min(-90).max(90),
        longitude: z.number().min(-180).max(180),
        name: z.string().max(500).optional(),
        address: z.string().max(1000).optional(),
      })
      .optional(),
  })
  .refine((m) => !(WHATSAPP_INBOUND_KINDS as readonly string[]).includes(m.type) || m[m.type as (typeof WHATSAPP_INBOUND_KINDS)[number]] !== undefined, {
    message: "the message's content is missing for its type",
  });

const status = z.object({
  id: wamid,
  status: z.enum(["sent", "delivered", "read", "failed"]),
  timestamp: epochSeconds,
  recipient_id: z.string().regex(/^\d{6,15}$/),
  biz_opaque_callback_data: z.string().max(512).optional(),
  errors: z
    .array(z.object({ code: z.number().int().min(0).max(10_000_000), title: z.string().max(500) }))
    .max(10)
    .optional(),
});

/**
 * Field message_template_status_update: Meta approved, rejected, paused or disabled one template
 * name + language (reason: NONE or a code; other_info: the pause's title and description).
 */
const templateStatus = {
  event: z
    .string()
    .regex(/^[A-Z_]{1,40}$/)
    .optional(),
  message_template_id: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  message_template_name: z
    .string()
    .regex(/^[a-z0-9_]{1,512}$/)
    .optional(),
  message_template_language: z
    .string()
    .regex(/^[A-Za-z_]{2,10}$/)
    .optional(),
  reason: z.string().max(200).nullable().optional(),
  other_info: z.object({ title: z.string().max(200).optional(), description: z.string().max(1000).optional() }).optional(),
};

export const whatsappWebhookSchema = z.object({
  object: z.literal("whatsapp_business_account"),
  entry: z
    .array(
      z.object({
        id: digits(40),
        /** Seconds since 1970; template status events are ordered by it. */
        time: z.number().int().min(0).max(100_000_000_000).optional(),
        changes: z
          .array(
            z.object({
              field: z.string().regex(/^[a-z_]{1,60}$/),
              value: z.object({
                messaging_product: z.literal("whatsapp").optional(),
                contacts: z
                  .array(z.object({ wa_id: z.string().regex(/^\d{6,15}$/), profile: z.object({ name: z.string().max(200) }).optional() }))
                  .max(100)
                  .optional(),
                messages: z.array(message).max(100).optional(),
                statuses: z.array(status).max(1000).optional(),
                ...templateStatus,
              }),
            }),
          )
          .max(100),
      }),
    )
    .min(1)
    .max(100),
});
export type WhatsappWebhook = z.infer<typeof whatsappWebhookSchema>;
export type WhatsappWebhookMessage = z.infer<typeof message>;
export type WhatsappWebhookStatus = z.infer<typeof status>;
