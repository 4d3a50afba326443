import { isTemplatePurpose, type TemplateChannel, type TemplatePurposeKey } from "#shared/messaging/template-purposes";
import { whatsappSendRefusalText } from "#shared/messaging/whatsapp-window";
import type { WorkflowRecipient } from "#shared/messaging/workflow-triggers";
import { deliveryFailedText, NO_CONTACT, NO_EMAIL, NO_WHATSAPP, templateFallbackText } from "#shared/messaging/workflow-texts";
import type { MessageComposer } from "./message-composer";
import type { Executor } from "./message-sending.repository";
import type { ComposeRequest, WorkflowContact, WorkflowEvent } from "./outgoing";
import type { HeldEmail, WorkflowRepository, WorkflowRuleRow } from "./workflow.repository";

interface RuleOutcome {
  outboxIds: number[];
  error: string | null;
  heldEmail: HeldEmail | null;
}

/** A price with no total yet has its own wording (as before rules). */
function effectivePurpose(purpose: TemplatePurposeKey, values: WorkflowContact["values"]): TemplatePurposeKey {
  return purpose === "booking.quoted.customer" && values["booking.total"] === undefined ? "booking.quotedWithoutTotal.customer" : purpose;
}

/**
 * The workflow engine (issue 22): a trigger's enabled rules each send their template to their
 * recipient on their channel, in the caller's transaction, once per (rule, subject). A
 * "WhatsApp, then email" rule holds the email back and the follow-up queues it if the WhatsApp
 * message dead-letters; a rejected or paused Meta template goes by email at once. Every failure
 * is noted on the send, which is what the rule's "last failure" shows.
 */
export function createWorkflowEngine(deps: { repository: WorkflowRepository; composer: MessageComposer }) {
  const { repository, composer } = deps;

  async function sendForRule(ex: Executor, rule: WorkflowRuleRow, contact: WorkflowContact, purpose: TemplatePurposeKey): Promise<RuleOutcome> {
    const request = (channel: TemplateChannel, recipient: string): ComposeRequest => ({
      purpose: effectivePurpose(purpose, contact.values),
      channel,
      language: contact.language,
      recipient,
      values: contact.values,
    });
    const done = async (requests: ComposeRequest[], error: string | null = null): Promise<RuleOutcome> => ({
      outboxIds: await composer.send(ex, requests),
      error,
      heldEmail: null,
    });
    const email = contact.email ? request("email", contact.email) : null;
    const whatsapp = contact.phone && contact.whatsapp ? request("whatsapp", contact.phone) : null;
    switch (rule.channel) {
      case "email":
        return email ? done([email]) : done([], NO_EMAIL);
      case "whatsapp":
        return whatsapp ? done([whatsapp]) : done([], NO_WHATSAPP);
      case "both": {
        // As booking messages always did: email when there is one, WhatsApp when the phone takes it or there is no email.
        const phone = contact.phone && (contact.whatsapp || !email) ? request("whatsapp", contact.phone) : null;
        const requests = [email, phone].filter((r): r is ComposeRequest => r !== null);
        return done(requests, requests.length ? null : NO_CONTACT);
      }
      default: {
        if (!whatsapp) return email ? done([email]) : done([], NO_CONTACT);
        const composed = await composer.compose(ex, whatsapp);
        if (composed.unusable)
          return email ? done([email], templateFallbackText(composed.unusable, true)) : done([], templateFallbackText(composed.unusable, false));
        const [id] = await composer.insert(ex, [composed.row]);
        const held = email ? (await composer.compose(ex, email)).row : null;
        return {
          outboxIds: [id!],
          error: null,
          heldEmail: held
            ? { recipient: held.recipient, template: held.template, subject: held.subject ?? "", body: held.body, bodyHtml: held.bodyHtml ?? "" }
            : null,
        };
      }
    }
  }

  return {
    /** Acts on an event in the caller's transaction; answers the outbox ids queued. */
    async raise(ex: Executor, event: WorkflowEvent): Promise<number[]> {
      const ids: number[] = [];
      for (const rule of await repository.enabledRules(ex, event.trigger, event.ruleId)) {
        const contact = event.recipients[rule.recipient as WorkflowRecipient];
        if (!contact || !isTemplatePurpose(rule.templatePurpose)) continue;
        const sendId = await repository.claimSend(ex, rule.id, event.subjectKey);
        if (sendId === null) continue;
        const outcome = await sendForRule(ex, rule, contact, rule.templatePurpose);
        await repository.recordSend(ex, sendId, outcome);
        ids.push(...outcome.outboxIds);
      }
      return ids;
    },

    /**
     * Every minute: a rule's message that dead-lettered is noted as the rule's last failure, and a
     * held email of "WhatsApp, then email" goes out in its place. Answers how many were noted.
     */
    async followUp(): Promise<number> {
      let noted = 0;
      for (const failure of await repository.failedSends()) {
        const did = await repository.transaction(async (tx) => {
          const send = await repository.lockSend(tx, failure.sendId);
          if (!send || send.failuresSeen.includes(failure.outboxId)) return false;
          const why = whatsappSendRefusalText(failure.lastError ?? "", "en") ?? failure.failedTitle ?? failure.lastError ?? "no reason given";
          const held = failure.channel === "whatsapp" ? send.heldEmail : null;
          const [added] = held ? await composer.insert(tx, [{ channel: "email", ...held }]) : [null];
          return repository.noteFailure(tx, {
            sendId: failure.sendId,
            failedOutboxId: failure.outboxId,
            error: deliveryFailedText(failure.channel, why, held !== null),
            addedOutboxId: added ?? null,
          });
        });
        if (did) noted += 1;
      }
      return noted;
    },
  };
}
export type WorkflowEngine = ReturnType<typeof createWorkflowEngine>;
