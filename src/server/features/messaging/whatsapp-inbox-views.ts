import { isLanguage } from "#shared/i18n/languages";
import type { WhatsappConversationRow, WhatsappDelivery, WhatsappLinkedBooking, WhatsappThreadMessage } from "#shared/messaging/whatsapp-inbox.schema";
import { whatsappWindow, whatsappSendRefusalText } from "#shared/messaging/whatsapp-window";
import type { Language } from "#shared/i18n/languages";
import type { ConversationListRow, ThreadRow } from "./whatsapp-inbox.repository";

/** The inbox's raw rows shaped as the API answers them (dates as ISO text, whichever driver read them). */
const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());
const KINDS = ["text", "image", "location", "template"] as const;
const kindOf = (value: string | null) => ((KINDS as readonly string[]).includes(value ?? "") ? (value as (typeof KINDS)[number]) : "text");

export function conversationRowOf(row: ConversationListRow, now: Date): WhatsappConversationRow {
  const lastInbound = row.last_inbound_at === null ? null : new Date(row.last_inbound_at);
  const lastReply = row.last_reply_at === null ? null : new Date(row.last_reply_at);
  const resolved = row.resolved_at !== null;
  return {
    id: row.id,
    contactName: row.contact_name,
    contactPhone: row.contact_phone,
    customer: row.customer_id !== null && row.customer_name !== null ? { id: row.customer_id, name: row.customer_name } : null,
    operator: row.operator_id !== null && row.operator_name !== null ? { id: row.operator_id, name: row.operator_name } : null,
    unreadCount: row.unread_count,
    lastMessage:
      row.last_direction && row.last_at ? { direction: row.last_direction, kind: kindOf(row.last_kind), text: row.last_text, at: iso(row.last_at)! } : null,
    assignee: row.assigned_to && row.assignee_name ? { id: row.assigned_to, name: row.assignee_name } : null,
    resolved,
    needsReply: !resolved && lastInbound !== null && (lastReply === null || lastReply < lastInbound),
    windowClosesAt: whatsappWindow(lastInbound, now).closesAt?.toISOString() ?? null,
    lastMessageAt: iso(row.last_message_at)!,
  };
}

const STATUSES: readonly WhatsappDelivery[] = ["received", "queued", "sending", "sent", "delivered", "read", "failed"];

export function threadMessageOf(row: ThreadRow, language: Language): WhatsappThreadMessage {
  const status = (STATUSES as readonly string[]).includes(row.status) ? (row.status as WhatsappDelivery) : "queued";
  // A refusal code of the worker reads as a sentence; Meta's title (e.g. "Message undeliverable") as given.
  const error = status === "failed" ? (row.failed_title ?? (row.error ? (whatsappSendRefusalText(row.error, language) ?? row.error) : null)) : null;
  const inboundId = row.key.startsWith("in-") ? row.key.slice(3) : null;
  return {
    key: row.key,
    direction: row.direction,
    kind: kindOf(row.kind),
    text: row.text,
    mediaUrl: row.has_media && inboundId ? `/api/admin/whatsapp-inbox/messages/${inboundId}/media` : null,
    latitude: row.latitude,
    longitude: row.longitude,
    status,
    error,
    at: iso(row.at)!,
    deliveredAt: iso(row.delivered_at),
    readAt: iso(row.read_at),
  };
}

export const bookingOf = (row: { id: number; reference: string; status: string; pickup_at: Date | string | null }): WhatsappLinkedBooking => ({
  id: row.id,
  reference: row.reference,
  status: row.status,
  pickupAt: iso(row.pickup_at),
});

export const languageOf = (value: string | null): Language | null => (value && isLanguage(value) ? value : null);
