import type { Outgoing } from "#server/platform/messaging/outgoing";
import { makkahTime } from "#shared/bookings/customer-time";
import type { JobStatus } from "#shared/bookings/job-lifecycle";
import { isLanguage, type Language } from "#shared/i18n/languages";
import type { LifecycleTrigger } from "#shared/messaging/workflow-triggers";
import type { JobPatch, LockedJob } from "./job-moves.repository";
import { endpointText } from "./operator-messages";

const TRIGGER_OF: Partial<Record<JobStatus, LifecycleTrigger>> = { confirmed: "job.confirmed", started: "job.started", completed: "job.completed" };

/** The customer as a leg's messages need them. */
export interface LegCustomer {
  name: string;
  phone: string;
  whatsapp: boolean;
  email: string | null;
  language: string;
}

/** "Driver on the way" says where to follow the vehicle when there is a link; nothing when there is none yet. */
const TRACKING_SENTENCE: Record<Language, (link: string) => string> = {
  en: (link) => ` Follow the vehicle live: ${link}`,
  ar: (link) => ` تابع المركبة مباشرة: ${link}`,
};

/** A leg's values in the customer's language, for the leg templates (job.*.customer, pickup.reminder.customer). */
export function customerLegValues(
  job: Pick<LockedJob, "legIndex" | "pickupAt" | "pickup" | "dropoff" | "driver" | "vehicle"> & { booking: { reference: string } },
  customer: Pick<LegCustomer, "name">,
  language: Language,
): Record<string, string | undefined> {
  const vehicle = job.vehicle ? [job.vehicle.model, job.vehicle.colour, job.vehicle.plate].filter(Boolean).join(language === "ar" ? "، " : ", ") : undefined;
  return {
    "customer.name": customer.name,
    "booking.reference": job.booking.reference,
    "leg.reference": language === "ar" ? `${job.booking.reference} - ${job.legIndex + 1}` : `${job.booking.reference} leg ${job.legIndex + 1}`,
    "leg.number": String(job.legIndex + 1),
    "leg.pickupAt": makkahTime(job.pickupAt, language, "medium"),
    "leg.from": endpointText(job.pickup, language),
    "leg.to": endpointText(job.dropoff, language),
    "driver.name": job.driver?.name,
    "vehicle.description": vehicle,
  };
}

export const customerLanguage = (customer: Pick<LegCustomer, "language">): Language => (isLanguage(customer.language) ? customer.language : "en");

/**
 * The customer's events of a move (job.confirmed, job.started, job.completed), with the driver
 * and vehicle the move set and, for "started", the tracking link when the tracking feature has
 * one (else the template's tracking sentence is empty and the message goes without it).
 */
export async function legEvents(
  job: LockedJob,
  reached: readonly JobStatus[],
  customer: LegCustomer,
  options: { patch: JobPatch; trackingLinkFor: (jobId: number) => Promise<string | null> },
): Promise<Outgoing[]> {
  const language = customerLanguage(customer);
  const leg = { ...job, driver: options.patch.driver ?? job.driver, vehicle: options.patch.vehicle ?? job.vehicle };
  const out: Outgoing[] = [];
  for (const to of reached) {
    const trigger = TRIGGER_OF[to];
    if (!trigger) continue;
    const values: Record<string, string | undefined> = customerLegValues(leg, customer, language);
    if (to === "started") {
      const link = await options.trackingLinkFor(job.id);
      values["tracking.link"] = link ?? undefined;
      values["tracking.sentence"] = link ? TRACKING_SENTENCE[language](link) : "";
    }
    out.push({
      raise: {
        trigger,
        subjectKey: `job:${job.id}:v${job.version}:${trigger}`,
        recipients: { customer: { email: customer.email, phone: customer.phone, whatsapp: customer.whatsapp, language, values } },
      },
    });
  }
  return out;
}
