import { and, eq, gt } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { whatsappWebhookEvents } from "#server/db/schema/whatsapp";

/**
 * Template status events (webhook field message_template_status_update), kept in
 * whatsapp_webhook_events like delivery statuses: the key's unique constraint takes each event
 * once, and a later event of the same template wins over one that arrives after it.
 */
export function createTemplateStatusEventsRepository(db: Database) {
  return {
    /** False when this event was already taken. */
    async insert(event: { eventKey: string; templateId: string; status: string; at: Date }): Promise<boolean> {
      const rows = await db
        .insert(whatsappWebhookEvents)
        .values({ eventKey: event.eventKey, kind: "template", providerId: event.templateId, status: event.status, at: event.at })
        .onConflictDoNothing()
        .returning({ key: whatsappWebhookEvents.eventKey });
      return rows.length > 0;
    },

    async newerExists(templateId: string, at: Date): Promise<boolean> {
      const [row] = await db
        .select({ key: whatsappWebhookEvents.eventKey })
        .from(whatsappWebhookEvents)
        .where(and(eq(whatsappWebhookEvents.kind, "template"), eq(whatsappWebhookEvents.providerId, templateId), gt(whatsappWebhookEvents.at, at)))
        .limit(1);
      return row !== undefined;
    },
  };
}
export type TemplateStatusEventsRepository = ReturnType<typeof createTemplateStatusEventsRepository>;
