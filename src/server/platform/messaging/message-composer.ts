import { defaultTemplate } from "#shared/messaging/default-templates";
import { interpolate, renderEmail, toNumbered } from "#shared/messaging/template-render";
import type { MetaStatus } from "#shared/messaging/template-purposes";
import { whatsappWindow } from "#shared/messaging/whatsapp-window";
import { messageSendingRepository, type Executor, type OutboxInsert } from "./message-sending.repository";
import { outboxTag, type ComposeRequest } from "./outgoing";

/** A WhatsApp template Meta will not deliver: a rule sending WhatsApp then email goes by email instead. */
export const UNUSABLE_META_STATUSES: readonly MetaStatus[] = ["rejected", "paused", "disabled"];

export interface Composed {
  row: OutboxInsert;
  /** WhatsApp: the Meta status of a template Meta will not deliver (rejected, paused, disabled), else null. */
  unusable: MetaStatus | null;
}

/**
 * Every message the product sends is composed here (issue 22): the edited template of its
 * purpose, channel and language, else the built-in default; an email rendered to subject,
 * plain-text and HTML parts; a WhatsApp message as text, plus — when its Meta template is
 * approved and the contact's 24-hour window is closed — the template's name, language and
 * numbered parameters, so the worker sends the template instead of free text.
 */
export function createMessageComposer(deps: { now?: () => Date } = {}) {
  const now = deps.now ?? (() => new Date());
  const repository = messageSendingRepository;

  async function compose(ex: Executor, request: ComposeRequest): Promise<Composed> {
    const { purpose, channel, language, values } = request;
    const stored = await repository.template(ex, { purpose, channel, language });
    const fallback = defaultTemplate(purpose, channel, language) ?? defaultTemplate(purpose, channel, "en");
    const body = stored?.body ?? fallback?.body ?? "";
    const template = request.tag ?? outboxTag(purpose);
    if (channel === "email") {
      const email = renderEmail({ subject: stored?.subject ?? fallback?.subject ?? "", body }, values);
      return { row: { channel, recipient: request.recipient, template, subject: email.subject, body: email.text, bodyHtml: email.html }, unusable: null };
    }
    const text = interpolate(body, values).text;
    const status = (stored?.metaStatus ?? null) as MetaStatus | null;
    let waTemplate: OutboxInsert["waTemplate"] = null;
    if (status === "approved" && stored?.metaName && !whatsappWindow(await repository.lastInboundAt(ex, request.recipient), now()).open) {
      const parameters = stored.whatsappParameters ?? toNumbered(body).parameters;
      waTemplate = { name: stored.metaName, language: language === "ar" ? "ar" : "en", parameters: parameters.map((name) => values[name] ?? "") };
    }
    return {
      row: { channel, recipient: request.recipient, template, subject: null, body: text, waTemplate },
      unusable: status && UNUSABLE_META_STATUSES.includes(status) ? status : null,
    };
  }

  return {
    compose,
    /** Composes and queues messages in the caller's transaction; answers the outbox ids. */
    async send(ex: Executor, requests: readonly ComposeRequest[]): Promise<number[]> {
      const rows: OutboxInsert[] = [];
      for (const request of requests) rows.push((await compose(ex, request)).row);
      return repository.insert(ex, rows);
    },
    insert: repository.insert,
  };
}
export type MessageComposer = ReturnType<typeof createMessageComposer>;
