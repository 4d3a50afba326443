import { englishKeyedTexts } from "../i18n/english-keyed-texts";

/**
 * The outbox's staff actions (issue 22 "Sending and delivery"):
 *   POST /api/admin/outbox/:id/resend → 200 OutboxResendResult   (operations.write, audited)
 *   GET  /api/admin/booking-messages/:id → BookingMessage[]       (dashboard.read; :id is the booking's)
 * Only a dead-lettered message (status "failed") without a provider id is sent again: one with an
 * id was accepted by the provider and is never resent.
 */
export const outboxResendPath = (id: number) => `/api/admin/outbox/${id}/resend`;
export const bookingMessagesPath = (bookingId: number) => `/api/admin/booking-messages/${bookingId}`;

export interface OutboxResendResult {
  id: number;
  status: "queued";
}

/** One message sent for a booking, for its timeline on the job tracker panel. */
export interface BookingMessage {
  id: number;
  channel: string;
  template: string;
  recipient: string;
  status: string;
  providerId: string | null;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

export const OUTBOX_NOT_FOUND = "There is no such message in the outbox.";
export const OUTBOX_NOT_DEAD = "Only a message that failed for good can be sent again; this one is still on its way or was sent.";
export const OUTBOX_ACCEPTED = "The provider accepted this message (it has a provider id), so it is not sent again.";

const texts = englishKeyedTexts({
  [OUTBOX_NOT_FOUND]: "لا توجد رسالة بهذا الرقم في صندوق الصادر.",
  [OUTBOX_NOT_DEAD]: "لا تُعاد إلا رسالة فشلت نهائيًا؛ هذه ما زالت في الطريق أو أُرسلت.",
  [OUTBOX_ACCEPTED]: "قبِل المزوّد هذه الرسالة (لها معرّف لدى المزوّد)، فلا تُرسل مرة أخرى.",
});
export const outboxText = texts.text;
export const hasOutboxArabic = texts.has;
