import type { Messaging } from "#server/platform/messaging/messaging";
import { customerLanguage, customerLegValues } from "./leg-events";
import type { JobMovesRepository } from "./job-moves.repository";
import type { PickupRemindersRepository } from "./pickup-reminders.repository";

/**
 * The workflow's time trigger, "N hours before pickup" (issue 22): run every minute by the
 * platform scheduler under its task lock. For each enabled rule, each due leg is raised once —
 * the rule's send for "job:<id>" is unique, so neither a restart nor a second process nor an
 * overlapping run sends it twice.
 */
export function createPickupReminders(deps: {
  messaging: Pick<Messaging, "raise" | "timedRules">;
  moveRepository: Pick<JobMovesRepository, "transaction" | "lock" | "customerContact">;
  repository: PickupRemindersRepository;
  now: () => Date;
}) {
  return {
    /** Answers how many messages were queued. */
    async run(): Promise<number> {
      let queued = 0;
      const now = deps.now();
      for (const rule of await deps.messaging.timedRules()) {
        if (!rule.hoursBefore) continue;
        for (const jobId of await deps.repository.dueLegs(rule.id, rule.hoursBefore, now)) {
          queued += await deps.moveRepository.transaction(async (tx) => {
            const job = await deps.moveRepository.lock(tx, jobId);
            const customer = job ? await deps.moveRepository.customerContact(tx, job.bookingId) : null;
            if (!job || !customer) return 0;
            const language = customerLanguage(customer);
            const ids = await deps.messaging.raise(tx, {
              trigger: "hoursBeforePickup",
              ruleId: rule.id,
              subjectKey: `job:${job.id}`,
              recipients: {
                customer: {
                  email: customer.email,
                  phone: customer.phone,
                  whatsapp: customer.whatsapp,
                  language,
                  values: customerLegValues(job, customer, language),
                },
              },
            });
            return ids.length;
          });
        }
      }
      return queued;
    },
  };
}
export type PickupReminders = ReturnType<typeof createPickupReminders>;
