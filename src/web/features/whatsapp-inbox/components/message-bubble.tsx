import { AlertCircle, Check, CheckCheck, Clock, MapPin } from "lucide-react";
import type { Language } from "#shared/i18n/languages";
import type { WhatsappThreadMessage } from "#shared/messaging/whatsapp-inbox.schema";
import { formatDateTime } from "#web/lib/format-date-time";
import { useTranslation } from "#web/lib/i18n/texts";
import { useInboundImage } from "../api/inbox-queries";

/** WhatsApp's ticks: a clock while queued, one tick sent, two delivered, two blue read, a red mark failed (with why). */
function DeliveryTicks({ message }: { message: WhatsappThreadMessage }) {
  const { t } = useTranslation("whatsapp-inbox");
  const label = t(`status.${message.status}`);
  const icon =
    message.status === "read" ? (
      <CheckCheck aria-hidden="true" className="size-4 text-sky-600" />
    ) : message.status === "delivered" ? (
      <CheckCheck aria-hidden="true" className="size-4" />
    ) : message.status === "sent" ? (
      <Check aria-hidden="true" className="size-4" />
    ) : message.status === "failed" ? (
      <AlertCircle aria-hidden="true" className="size-4 text-red-700" />
    ) : (
      <Clock aria-hidden="true" className="size-4" />
    );
  return (
    <span className="inline-flex items-center gap-1" data-testid="delivery" data-status={message.status} title={label}>
      {icon}
      <span className="sr-only">{label}</span>
    </span>
  );
}

function InboundImage({ url }: { url: string }) {
  const { t } = useTranslation("whatsapp-inbox");
  const image = useInboundImage(url);
  if (image.isPending) return <span className="block h-32 w-48 max-w-full animate-pulse rounded-lg bg-stone-200" aria-label={t("loading")} />;
  if (image.isError) return <span className="text-sm text-red-800">{t("imageUnavailable")}</span>;
  return (
    <a href={image.data} target="_blank" rel="noopener noreferrer" className="block">
      <img src={image.data} alt={t("kinds.image")} className="max-h-64 max-w-full rounded-lg" data-testid="inbound-image" />
    </a>
  );
}

/** One message of the thread: theirs at the start side, ours at the end side with its ticks. */
export function MessageBubble({ message, language }: { message: WhatsappThreadMessage; language: Language }) {
  const { t } = useTranslation("whatsapp-inbox");
  const mine = message.direction === "out";
  const mapUrl =
    message.latitude !== null && message.longitude !== null
      ? `https://www.openstreetmap.org/?mlat=${message.latitude}&mlon=${message.longitude}#map=17/${message.latitude}/${message.longitude}`
      : null;
  return (
    <li className={`flex ${mine ? "justify-end" : "justify-start"}`} data-testid={`message-${message.key}`}>
      <div className={`max-w-[85%] rounded-2xl px-3 py-2 shadow-sm ${mine ? "bg-[#d9fdd3] text-ink" : "bg-white text-ink"}`}>
        {message.kind === "template" ? <p className="mb-1 text-xs font-semibold text-muted">{t("kinds.template")}</p> : null}
        {message.mediaUrl ? <InboundImage url={message.mediaUrl} /> : null}
        {mapUrl ? (
          <a href={mapUrl} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-10 items-center gap-1 font-semibold text-brand-800 underline">
            <MapPin aria-hidden="true" className="size-4" />
            {t("openMap")}
            <bdi dir="ltr" className="text-xs font-normal">
              ({message.latitude!.toFixed(5)}, {message.longitude!.toFixed(5)})
            </bdi>
          </a>
        ) : null}
        {message.text ? (
          <p className="break-words whitespace-pre-wrap" dir="auto">
            {message.text}
          </p>
        ) : null}
        <p className="mt-1 flex items-center justify-end gap-1 text-xs text-muted">
          <time dateTime={message.at}>{formatDateTime(message.at, language)}</time>
          {mine ? <DeliveryTicks message={message} /> : null}
        </p>
        {message.error ? (
          <p className="mt-1 text-xs text-red-800" role="note">
            {message.error}
          </p>
        ) : null}
      </div>
    </li>
  );
}
