import { z } from "zod";
import { LANGUAGES, type Language } from "../i18n/languages";
import { pageNumberSchema } from "../pagination/page-query.schema";
import { idSchema } from "../validation/ids";
import { safeText } from "../validation/safe-text";
import type { MetaStatus, TemplatePurposeKey } from "./template-purposes";

/** The WhatsApp inbox's API (/admin/whatsapp-inbox): one schema per payload, read by the page and the routes. */
export const WHATSAPP_INBOX_PAGE_SIZE = 20;
/** How many of a conversation's latest messages the thread shows. */
export const WHATSAPP_THREAD_LIMIT = 200;

/** open: not resolved (default); needs-reply: the contact wrote last and it is not resolved. */
export const WHATSAPP_INBOX_FILTERS = ["open", "needs-reply", "unread", "mine", "resolved", "all"] as const;
export type WhatsappInboxFilter = (typeof WHATSAPP_INBOX_FILTERS)[number];

export const whatsappInboxQuerySchema = z.object({
  page: pageNumberSchema,
  filter: z.enum(WHATSAPP_INBOX_FILTERS, "Unknown filter: use open, needs-reply, unread, mine, resolved or all.").default("open"),
  q: safeText({
    max: 100,
    messages: { tooLong: "Please keep the search to at most 100 characters.", forbidden: "The search contains characters that are not allowed." },
  }).default(""),
});
export type WhatsappInboxQuery = z.infer<typeof whatsappInboxQuerySchema>;

/** A template's variable values: one line each (Meta refuses line breaks and tabs in parameters). */
const variableValue = safeText({
  min: 1,
  max: 500,
  messages: {
    required: "Fill in every variable of the template.",
    tooShort: "Fill in every variable of the template.",
    tooLong: "Please keep each variable to at most 500 characters.",
    forbidden: "A variable contains characters that are not allowed (one line each).",
  },
});

/**
 * A reply: free text (only inside the contact's 24-hour window), or an approved WhatsApp template
 * of a customer purpose in one language with its variables filled in (at any time).
 */
export const whatsappReplySchema = z.discriminatedUnion(
  "kind",
  [
    z.strictObject({
      kind: z.literal("text"),
      body: safeText({
        min: 1,
        max: 4096,
        multiline: true,
        messages: {
          required: "Write the reply.",
          tooShort: "Write the reply.",
          tooLong: "Please keep the reply to at most 4,096 characters (WhatsApp's limit).",
          forbidden: "The reply contains characters that are not allowed.",
        },
      }),
    }),
    z.strictObject({
      kind: z.literal("template"),
      purpose: z.string().regex(/^[a-zA-Z.]{1,80}$/, "Choose a template."),
      language: z.enum(LANGUAGES, "Choose the template's language: en or ar."),
      values: z.record(z.string().regex(/^[a-zA-Z.]{1,60}$/, "Unknown variable."), variableValue).refine((values) => Object.keys(values).length <= 20, {
        message: "Too many variables.",
      }),
    }),
  ],
  { error: "Choose a free-text reply or a template." },
);
export type WhatsappReply = z.infer<typeof whatsappReplySchema>;

/** Assign to a staff member (admin or operations), or to nobody with null. */
export const whatsappAssignSchema = z.strictObject({ assigneeId: idSchema.nullable() });
export type WhatsappAssign = z.infer<typeof whatsappAssignSchema>;

export type WhatsappDelivery = "received" | "queued" | "sending" | "sent" | "delivered" | "read" | "failed";

export interface WhatsappConversationRow {
  id: number;
  contactName: string | null;
  contactPhone: string;
  customer: { id: number; name: string } | null;
  operator: { id: number; name: string } | null;
  unreadCount: number;
  lastMessage: { direction: "in" | "out"; kind: "text" | "image" | "location" | "template"; text: string | null; at: string } | null;
  assignee: { id: string; name: string } | null;
  resolved: boolean;
  needsReply: boolean;
  /** The 24-hour window: when it closes, null when closed. */
  windowClosesAt: string | null;
  lastMessageAt: string;
}

export interface WhatsappThreadMessage {
  /** "in-<id>" for a received message, "out-<outbox id>" for one sent through the outbox. */
  key: string;
  direction: "in" | "out";
  kind: "text" | "image" | "location" | "template";
  text: string | null;
  /** Inbound image: the authorised address of its bytes. */
  mediaUrl: string | null;
  latitude: number | null;
  longitude: number | null;
  status: WhatsappDelivery;
  /** Meta's (or our worker's) reason when it failed. */
  error: string | null;
  at: string;
  deliveredAt: string | null;
  readAt: string | null;
}

export interface WhatsappLinkedBooking {
  id: number;
  reference: string;
  status: string;
  pickupAt: string | null;
}

export interface WhatsappConversationDetail extends WhatsappConversationRow {
  bookings: WhatsappLinkedBooking[];
  messages: WhatsappThreadMessage[];
  customerLanguage: Language | null;
}

/** A customer template staff may send from the composer, per language with Meta's approval. */
export interface WhatsappReplyTemplate {
  purpose: TemplatePurposeKey;
  trigger: { en: string; ar: string };
  variables: string[];
  languages: Record<Language, { body: string; metaName: string | null; metaStatus: MetaStatus | null; approved: boolean; variables: string[] }>;
}

export interface WhatsappStaffOption {
  id: string;
  name: string;
}

export interface WhatsappUnread {
  conversations: number;
}
