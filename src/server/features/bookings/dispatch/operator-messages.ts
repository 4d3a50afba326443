import { makkahTime } from "#shared/bookings/customer-time";
import { placeById } from "#shared/bookings/places";
import { isLanguage, type Language } from "#shared/i18n/languages";
import { formatSar } from "#shared/products/money";
import type { OperatorContact } from "./job-moves.repository";

/** The messages to operators, by their old names (the template purposes are `<name>.operator`). */
export type OperatorTemplate = "dispatch.availability" | "dispatch.assigned" | "dispatch.unassigned" | "dispatch.cancelled" | "dispatch.start";

export interface OperatorMessageContext {
  reference: string;
  /** 0-based; said as "trip 1" only when the booking has several legs is not known here, so always said. */
  legIndex: number;
  pickupAt: Date;
  from: Record<string, unknown>;
  to: Record<string, unknown>;
  /** The token link, for the templates that carry one. */
  link?: string;
  priceHalalas?: number | null;
  /** The leg at the version the move starts from ("job:12:v3"): the workflow rules send each occurrence once. */
  subject?: string;
}

/** A leg's end as the operator reads it: the preset place's name, or the typed address. */
export function endpointText(endpoint: Record<string, unknown>, language: Language): string {
  if (endpoint.type === "place" && typeof endpoint.placeId === "string") return placeById(endpoint.placeId)?.name[language] ?? endpoint.placeId;
  return typeof endpoint.address === "string" ? endpoint.address : "";
}

/** The values an operator's message says, by their short names. */
export interface Filled {
  ref: string;
  when: string;
  from: string;
  to: string;
  link: string;
  price: string;
}

/** The values an operator's message says, in their language and Makkah time. */
export function operatorFilled(language: Language, context: OperatorMessageContext): Filled {
  return {
    ref: language === "ar" ? `${context.reference} - ${context.legIndex + 1}` : `${context.reference} leg ${context.legIndex + 1}`,
    when: makkahTime(context.pickupAt, language, "medium"),
    from: endpointText(context.from, language),
    to: endpointText(context.to, language),
    link: context.link ?? "",
    price:
      context.priceHalalas === undefined || context.priceHalalas === null
        ? ""
        : language === "ar"
          ? ` أجرتك: ${formatSar(context.priceHalalas, language)}.`
          : ` Your price: ${formatSar(context.priceHalalas, language)}.`,
  };
}

export const operatorLanguage = (operator: Pick<OperatorContact, "language">): Language => (isLanguage(operator.language) ? operator.language : "ar");

/** Whether an operator can be reached at all: WhatsApp on their phone, else their email. */
export const canReach = (operator: Pick<OperatorContact, "whatsapp" | "email">): boolean => operator.whatsapp || Boolean(operator.email);
