import type { WhatsappDeliveryRepository } from "#server/platform/whatsapp/whatsapp-delivery.repository";
import {
  WHATSAPP_INBOUND_KINDS,
  type WhatsappWebhook,
  type WhatsappWebhookMessage,
  type WhatsappWebhookStatus,
} from "#shared/messaging/whatsapp-webhook.schema";
import type { WhatsappInboundRepository } from "./whatsapp-inbound.repository";

/**
 * What a signed, well-formed webhook changes: delivery statuses onto outbox rows (never
 * backwards; one whose row has no id yet waits in whatsapp_webhook_events and is applied when
 * the worker stores it), inbound messages into conversations. Every event is taken once.
 * Answers the conversations that received a message or a status, for the realtime event.
 */
export function createWhatsappWebhookService(deps: {
  inbound: WhatsappInboundRepository;
  delivery: WhatsappDeliveryRepository;
  /** Field message_template_status_update: Meta's approval status of a template (template-status-webhook.ts). */
  templateStatus?: (value: WhatsappWebhook["entry"][number]["changes"][number]["value"], time: number | undefined) => Promise<void>;
}) {
  async function takeStatus(status: WhatsappWebhookStatus): Promise<void> {
    const error = status.errors?.[0];
    const fresh = await deps.inbound.insertEvent({
      eventKey: `status:${status.id}:${status.status}`,
      kind: "status",
      providerId: status.id,
      status: status.status,
      errorCode: error?.code ?? null,
      errorTitle: error?.title ?? null,
      callbackData: status.biz_opaque_callback_data ?? null,
      at: status.timestamp,
    });
    if (!fresh) return;
    // Our callback data names the outbox row: it gets Meta's id even if our process never stored it.
    const outboxId = /^outbox:(\d{1,10})$/.exec(status.biz_opaque_callback_data ?? "")?.[1];
    if (outboxId && Number(outboxId) <= 2_147_483_647 && (await deps.delivery.adopt(Number(outboxId), status.id)))
      await deps.delivery.applyKnownStatuses(status.id, `outbox:${outboxId}`);
    else await deps.delivery.applyStatus(status.id, status.status, status.timestamp, error?.code ?? null, error?.title ?? null);
  }

  async function takeMessage(message: WhatsappWebhookMessage, names: Map<string, string>): Promise<number | null> {
    if (!(WHATSAPP_INBOUND_KINDS as readonly string[]).includes(message.type)) return null;
    const kind = message.type as (typeof WHATSAPP_INBOUND_KINDS)[number];
    return deps.inbound.storeInbound({
      eventKey: `message:${message.id}`,
      phone: `+${message.from}`,
      contactName: names.get(message.from) ?? null,
      providerId: message.id,
      kind,
      body:
        kind === "text"
          ? message.text!.body
          : kind === "image"
            ? (message.image!.caption ?? null)
            : (message.location!.name ?? message.location!.address ?? null),
      mediaId: kind === "image" ? message.image!.id : null,
      latitude: kind === "location" ? message.location!.latitude : null,
      longitude: kind === "location" ? message.location!.longitude : null,
      at: message.timestamp,
    });
  }

  return {
    async take(payload: WhatsappWebhook): Promise<number[]> {
      const conversations = new Set<number>();
      for (const entry of payload.entry)
        for (const change of entry.changes) {
          if (change.field === "message_template_status_update") {
            await deps.templateStatus?.(change.value, entry.time);
            continue;
          }
          if (change.field !== "messages") continue;
          const names = new Map(
            (change.value.contacts ?? []).map((contact) => [contact.wa_id, contact.profile?.name ?? ""] as const).filter(([, name]) => name),
          );
          for (const status of change.value.statuses ?? []) {
            await takeStatus(status);
            // A tick moved (or waits for its message): the inbox showing that conversation reads it again.
            const conversationId = await deps.inbound.conversationOfProvider(status.id);
            if (conversationId !== null) conversations.add(conversationId);
          }
          for (const message of change.value.messages ?? []) {
            const conversationId = await takeMessage(message, names);
            if (conversationId !== null) conversations.add(conversationId);
          }
        }
      return [...conversations];
    },
  };
}
export type WhatsappWebhookService = ReturnType<typeof createWhatsappWebhookService>;
