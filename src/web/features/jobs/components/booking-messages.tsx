import type { Language } from "#shared/i18n/languages";
import { isTemplatePurpose, TEMPLATE_PURPOSE_KEYS, TEMPLATE_PURPOSES } from "#shared/messaging/template-purposes";
import { Badge, ErrorNote, LoadingRows } from "#web/components/admin/admin-ui";
import { formatDateTime } from "#web/lib/format-date-time";
import { useTranslation } from "#web/lib/i18n/texts";
import { useBookingMessages } from "../api/booking-messages";

const TONE: Record<string, "good" | "bad" | "warn" | "neutral"> = { sent: "good", delivered: "good", read: "good", failed: "bad", sending: "warn" };

/**
 * What a message was, in words: the outbox names its template by purpose (booking.created.customer)
 * or by the purpose without its recipient (booking.created); a test has "test:" before it.
 */
function templateLabel(template: string, language: Language): string {
  const name = template.replace(/^test:/, "");
  const purpose = isTemplatePurpose(name) ? name : TEMPLATE_PURPOSE_KEYS.find((key) => key.startsWith(`${name}.`));
  return purpose ? TEMPLATE_PURPOSES[purpose].trigger[language] : name;
}

/** The messages sent for a booking (channel, template, status), newest first, in its timeline on the tracker panel. */
export function BookingMessages({ bookingId, language }: { bookingId: number; language: Language }) {
  const { t } = useTranslation("admin-jobs");
  const messages = useBookingMessages(bookingId);
  if (messages.isPending) return <LoadingRows label={t("messages.loading")} rows={2} />;
  if (messages.isError) return <ErrorNote>{messages.error.message}</ErrorNote>;
  if (messages.data.length === 0) return <p className="text-sm text-muted">{t("messages.none")}</p>;
  return (
    <ul className="divide-y divide-stone-200 text-sm" data-testid="booking-messages">
      {messages.data.map((message) => {
        return (
          <li key={message.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className="min-w-0">
              <Badge>{t(`messages.channels.${message.channel}`, { defaultValue: message.channel })}</Badge>{" "}
              <span className="font-medium">{templateLabel(message.template, language)}</span>{" "}
              <Badge tone={TONE[message.status] ?? "neutral"}>{t(`messages.statuses.${message.status}`, { defaultValue: message.status })}</Badge>
            </span>
            <span className="text-muted">{formatDateTime(message.createdAt, language)}</span>
          </li>
        );
      })}
    </ul>
  );
}
