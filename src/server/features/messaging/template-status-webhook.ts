import type { WhatsappWebhook } from "#shared/messaging/whatsapp-webhook.schema";
import type { MetaTemplateSync } from "./meta-template-sync.service";
import type { TemplateStatusEventsRepository } from "./template-status-events.repository";

type ChangeValue = WhatsappWebhook["entry"][number]["changes"][number]["value"];

/**
 * The message_template_status_update webhook: each event is taken once (its key under the events
 * table's unique constraint) and applied unless a later event of the same template was already
 * taken (Meta may deliver them out of order). Incomplete events are skipped, not refused, so
 * Meta does not retry them for days.
 */
export function createTemplateStatusHandler(deps: { events: TemplateStatusEventsRepository; sync: MetaTemplateSync; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return async function takeTemplateStatus(value: ChangeValue, time: number | undefined): Promise<void> {
    const { event, message_template_id: id, message_template_name: name, message_template_language: language } = value;
    if (!event || id === undefined || !name || !language) return;
    const at = time === undefined ? now() : new Date(time * 1000);
    const templateId = `${id}:${language}`;
    const fresh = await deps.events.insert({ eventKey: `template:${templateId}:${event}:${at.getTime()}`, templateId, status: event, at });
    if (!fresh || (await deps.events.newerExists(templateId, at))) return;
    await deps.sync.applyReport({
      name,
      language,
      status: event,
      reason: value.reason ?? undefined,
      detail: value.other_info?.description,
    });
  };
}
export type TemplateStatusHandler = ReturnType<typeof createTemplateStatusHandler>;
