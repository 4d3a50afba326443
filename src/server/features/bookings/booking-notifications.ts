import type { Language } from "#shared/i18n/languages";
import type { PickupTimes } from "./booking-message-times";

/** How long the thank-you link of a completed booking lets the customer write a review. */
export const TESTIMONIAL_LINK_DAYS = 30;

/** How a customer is reached: WhatsApp when their phone takes it, and their email when they gave one. */
export interface CustomerContact {
  phone: string;
  whatsapp: boolean;
  email: string | null;
}

/** `pickups` and `country`: the times the message gives, in Makkah time and the customer's own (booking-message-times.ts). */
export interface MessageContext extends PickupTimes {
  name: string;
  reference: string;
  link: string;
  language: Language;
  confirmWithinHours?: number;
  /** The new total, formatted (a revised quote). */
  total?: string;
  /** A quote's customer-facing lines (the trip, each change), already in the message's language; never the internal reason. */
  lines?: string[];

  /** A new link (booking.link): whether the links sent before were ended with it (staff reissue). */
  earlierLinksEnded?: boolean;
}

/** The quote's lines as a block of an email, or a parenthesis of a WhatsApp message; nothing when there are none. */
export const block = (m: MessageContext) => (m.lines?.length ? `\n\n${m.lines.join("\n")}` : "");
export const inline = (m: MessageContext) => (m.lines?.length ? ` (${m.lines.join("; ")})` : "");
export const inlineAr = (m: MessageContext) => (m.lines?.length ? ` (${m.lines.join("؛ ")})` : "");

/** Said with every new link, so the customer knows what the old one does now. */
export const earlierLinks = (m: MessageContext, language: Language) =>
  m.earlierLinksEnded
    ? { en: "Links we sent you before no longer work.", ar: "ولم تعد الروابط التي أرسلناها إليك سابقًا تعمل." }[language]
    : { en: "Links we sent you before keep working.", ar: "وتبقى الروابط التي أرسلناها إليك سابقًا صالحة." }[language];

export type CustomerTemplate =
  | "booking.created"
  | "booking.link"
  | "booking.confirmed"
  | "booking.quoted"
  | "booking.requoted"
  | "booking.updated"
  | "booking.cancelled"
  | "booking.completed";
