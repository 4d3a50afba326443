import type { Actor, AuditLog } from "#server/platform/audit/audit-log";
import { LANGUAGES, type Language } from "#shared/i18n/languages";
import {
  WHATSAPP_INBOX_PAGE_SIZE,
  WHATSAPP_THREAD_LIMIT,
  type WhatsappConversationDetail,
  type WhatsappInboxQuery,
  type WhatsappReply,
  type WhatsappReplyTemplate,
} from "#shared/messaging/whatsapp-inbox.schema";
import { whatsappSendDecision } from "#shared/messaging/whatsapp-window";
import { interpolate } from "#shared/messaging/template-render";
import { isTemplatePurpose, TEMPLATE_PURPOSES } from "#shared/messaging/template-purposes";
import { pageOf } from "#shared/pagination/page";
import type { MessageTemplatesService } from "./message-templates.service";
import type { WhatsappInboxRepository } from "./whatsapp-inbox.repository";
import { bookingOf, conversationRowOf, languageOf, threadMessageOf } from "./whatsapp-inbox-views";

export type InboxRefusal =
  | "not-found"
  | "outside-window"
  | "template-not-found"
  | "template-not-approved"
  | "template-variables"
  | "assignee-invalid"
  | "already-resolved"
  | "not-resolved";
export type InboxOutcome<T> = { ok: true; value: T } | { ok: false; refusal: InboxRefusal };
const refuse = <T>(refusal: InboxRefusal): InboxOutcome<T> => ({ ok: false, refusal });

/**
 * The WhatsApp inbox (issue 22): conversations by contact with their thread, replies through the
 * outbox (free text inside the 24-hour window, an approved template at any time), read, assign,
 * resolve and reopen. Every write is audited in its own transaction; `changed` tells the realtime
 * hub after the commit.
 */
export function createWhatsappInboxService(deps: {
  repository: WhatsappInboxRepository;
  templates: MessageTemplatesService;
  audit: AuditLog;
  changed: (conversationId: number) => void;
  now?: () => Date;
}) {
  const { repository, audit } = deps;
  const now = deps.now ?? (() => new Date());

  /** The customer purposes that go out on WhatsApp, with Meta's approval per language. */
  async function replyTemplates(): Promise<WhatsappReplyTemplate[]> {
    const purposes = await deps.templates.list("whatsapp");
    return purposes
      .filter((purpose) => purpose.recipient === "customer")
      .map((purpose) => ({
        purpose: purpose.purpose,
        trigger: purpose.trigger,
        variables: purpose.variables,
        languages: Object.fromEntries(
          LANGUAGES.map((language) => {
            const template = purpose.templates[language];
            return [
              language,
              {
                body: template.body,
                metaName: template.metaName,
                metaStatus: template.metaStatus,
                approved: template.metaStatus === "approved" && Boolean(template.metaName),
                variables: template.whatsappParameters,
              },
            ];
          }),
        ) as WhatsappReplyTemplate["languages"],
      }));
  }

  async function write<T>(actor: Actor, id: number, work: Parameters<typeof repository.transaction<InboxOutcome<T>>>[0]): Promise<InboxOutcome<T>> {
    const outcome = await repository.transaction(work);
    if (outcome.ok) deps.changed(id);
    return outcome;
  }

  return {
    async list(query: WhatsappInboxQuery, staffId: string) {
      const result = await repository.page(query.filter, query.q, staffId, query.page, WHATSAPP_INBOX_PAGE_SIZE);
      const at = now();
      return pageOf(
        result.items.map((row) => conversationRowOf(row, at)),
        result.total,
        query.page,
        WHATSAPP_INBOX_PAGE_SIZE,
      );
    },

    async detail(id: number, language: Language): Promise<WhatsappConversationDetail | null> {
      const row = await repository.find(id);
      if (!row) return null;
      const [messages, bookings] = await Promise.all([
        repository.thread(id, row.contact_phone, WHATSAPP_THREAD_LIMIT),
        repository.bookings(row.customer_id, row.contact_phone),
      ]);
      return {
        ...conversationRowOf(row, now()),
        customerLanguage: languageOf(row.customer_language),
        bookings: bookings.map(bookingOf),
        messages: messages.map((message) => threadMessageOf(message, language)),
      };
    },

    replyTemplates,
    assignableStaff: async () => (await repository.assignableStaff()).map(({ id, name }) => ({ id, name })),
    unread: async () => ({ conversations: await repository.unreadConversations() }),

    /** Opening a conversation reads it: unread back to 0 (audited only when something was unread). */
    markRead(actor: Actor, id: number) {
      return write<{ read: number }>(actor, id, async (tx) => {
        if (!(await repository.lockForUpdate(tx, id))) return refuse("not-found");
        const read = await repository.markRead(tx, id);
        if (read > 0)
          await audit.record(tx, actor, {
            action: "whatsapp.read",
            entity: "whatsapp_conversation",
            entityId: String(id),
            before: { unread: read },
            after: { unread: 0 },
          });
        return { ok: true, value: { read } };
      });
    },

    async reply(actor: Actor, id: number, reply: WhatsappReply): Promise<InboxOutcome<{ outboxId: number }>> {
      let outgoing: { template: string; body: string; waTemplate: { name: string; language: Language; parameters: string[] } | null };
      if (reply.kind === "text") outgoing = { template: "inbox.reply", body: reply.body, waTemplate: null };
      else {
        if (!isTemplatePurpose(reply.purpose) || TEMPLATE_PURPOSES[reply.purpose].recipient !== "customer") return refuse("template-not-found");
        const template = (await replyTemplates()).find((candidate) => candidate.purpose === reply.purpose)?.languages[reply.language];
        if (!template) return refuse("template-not-found");
        // Exactly the variables the template uses: no more (a typo), no fewer (an empty {{n}}).
        const given = Object.keys(reply.values).sort();
        if (given.join() !== [...template.variables].sort().join()) return refuse("template-variables");
        if (!template.approved) return refuse("template-not-approved");
        outgoing = {
          template: `inbox.template:${reply.purpose}`,
          body: interpolate(template.body, reply.values).text,
          waTemplate: { name: template.metaName!, language: reply.language, parameters: template.variables.map((name) => reply.values[name]!) },
        };
      }
      return write(actor, id, async (tx) => {
        const conversation = await repository.lockForUpdate(tx, id);
        if (!conversation) return refuse("not-found");
        const decision = whatsappSendDecision(outgoing.waTemplate ? { kind: "template", approved: true } : { kind: "text" }, conversation.lastInboundAt, now());
        if (!decision.allowed) return refuse("outside-window");
        const outboxId = await repository.enqueueReply(tx, id, { recipient: conversation.contactPhone, ...outgoing }, now());
        await audit.record(tx, actor, {
          action: "whatsapp.reply",
          entity: "whatsapp_conversation",
          entityId: String(id),
          after: { outboxId, template: outgoing.template, text: outgoing.body.slice(0, 500) },
        });
        return { ok: true, value: { outboxId } };
      });
    },

    async assign(actor: Actor, id: number, assigneeId: string | null): Promise<InboxOutcome<null>> {
      if (assigneeId !== null && !(await repository.assignableStaff()).some((staff) => staff.id === assigneeId)) return refuse("assignee-invalid");
      return write(actor, id, async (tx) => {
        const conversation = await repository.lockForUpdate(tx, id);
        if (!conversation) return refuse("not-found");
        await repository.setAssignee(tx, id, assigneeId);
        await audit.record(tx, actor, {
          action: "whatsapp.assign",
          entity: "whatsapp_conversation",
          entityId: String(id),
          before: { assignedTo: conversation.assignedTo },
          after: { assignedTo: assigneeId },
        });
        return { ok: true, value: null };
      });
    },

    /** Resolve (done) or reopen; refused when it is already so. */
    setResolved(actor: Actor, id: number, resolved: boolean): Promise<InboxOutcome<null>> {
      return write(actor, id, async (tx) => {
        const conversation = await repository.lockForUpdate(tx, id);
        if (!conversation) return refuse("not-found");
        if (resolved === (conversation.resolvedAt !== null)) return refuse(resolved ? "already-resolved" : "not-resolved");
        await repository.setResolved(tx, id, resolved ? now() : null);
        await audit.record(tx, actor, {
          action: resolved ? "whatsapp.resolve" : "whatsapp.reopen",
          entity: "whatsapp_conversation",
          entityId: String(id),
          before: { resolved: !resolved },
          after: { resolved },
        });
        return { ok: true, value: null };
      });
    },
  };
}
export type WhatsappInboxService = ReturnType<typeof createWhatsappInboxService>;
