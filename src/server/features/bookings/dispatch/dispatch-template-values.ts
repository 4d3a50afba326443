import type { Language } from "#shared/i18n/languages";
import type { TemplatePurposeKey } from "#shared/messaging/template-purposes";
import { makkahTime } from "#shared/bookings/customer-time";
import { REASON, type AlertContext } from "./dispatch-alert-messages";
import { operatorFilled, type OperatorMessageContext, type OperatorTemplate } from "./operator-messages";

export const operatorPurpose = (template: OperatorTemplate): TemplatePurposeKey => `${template}.operator`;

/** The values of an operator template's variables, in the operator's language and Makkah time. */
export function operatorTemplateValues(language: Language, context: OperatorMessageContext): Record<string, string> {
  const filled = operatorFilled(language, context);
  return {
    "booking.reference": context.reference,
    "leg.reference": filled.ref,
    "leg.number": String(context.legIndex + 1),
    "leg.pickupAt": filled.when,
    "leg.from": filled.from,
    "leg.to": filled.to,
    "operator.price": filled.price,
    "availability.link": filled.link,
    "confirm.link": filled.link,
    "start.link": filled.link,
  };
}

/** The values of the operations alert's variables. */
export function alertTemplateValues(language: Language, m: AlertContext): Record<string, string> {
  return {
    "booking.reference": m.reference,
    "leg.reference": language === "ar" ? `${m.reference} - ${m.legIndex + 1}` : `${m.reference} leg ${m.legIndex + 1}`,
    "leg.number": String(m.legIndex + 1),
    "leg.pickupAt": makkahTime(m.pickupAt, language, "medium"),
    "alert.reason": REASON[language][m.reason](m),
    "tracking.link": m.trackerLink,
  };
}
