import type { TemplatePurposeKey } from "#shared/messaging/template-purposes";
import { block, earlierLinks, inline, inlineAr, TESTIMONIAL_LINK_DAYS, type CustomerTemplate, type MessageContext } from "./booking-notifications";
import { pickupParagraph, pickupSentence } from "./booking-message-times";

/** The template purpose a customer message of the code's names is (a price with no total yet has its own). */
export function customerPurpose(template: CustomerTemplate, context: Pick<MessageContext, "total">): TemplatePurposeKey {
  if (template === "booking.quoted" && !context.total) return "booking.quotedWithoutTotal.customer";
  return `${template}.customer`;
}

/** The values of a customer template's variables (template-purposes.ts), from what the code knows when it sends. */
export function customerTemplateValues(m: MessageContext): Record<string, string | undefined> {
  const earlier = earlierLinks(m, m.language);
  return {
    "customer.name": m.name,
    "booking.reference": m.reference,
    "booking.link": m.link,
    "booking.confirmWithinHours": m.confirmWithinHours === undefined ? undefined : String(m.confirmWithinHours),
    "booking.total": m.total,
    "pickup.paragraph": pickupParagraph(m),
    "pickup.sentence": pickupSentence(m),
    "quote.linesBlock": block(m),
    "quote.linesInline": m.language === "ar" ? inlineAr(m) : inline(m),
    "links.earlier": earlier,
    "links.earlierShort": m.language === "ar" ? earlier.slice(0, -1) : earlier.slice(0, -1).toLowerCase(),
    "review.link": m.link,
    "review.linkDays": String(TESTIMONIAL_LINK_DAYS),
  };
}
