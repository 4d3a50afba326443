import type { AdminTimelineEntry } from "#shared/bookings/admin-answers";
import { BOOKING_STATUS_LABELS, JOB_STATUS_LABELS } from "#shared/bookings/booking-labels";
import type { Language } from "#shared/i18n/languages";
import { pickText } from "#shared/i18n/localized-text";
import { formatSar } from "#shared/products/money";
import { formatDateTime } from "#web/lib/format-date-time";
import { useTranslation } from "#web/lib/i18n/texts";

const statusLabel = (status: string, language: Language) => {
  const labels = { ...JOB_STATUS_LABELS, ...BOOKING_STATUS_LABELS } as Record<string, { en: string; ar: string }>;
  return labels[status] ? pickText(labels[status], language) : status;
};

/** A timeline, oldest first: when (Riyadh), who, what moved, the note. */
export function TimelineList({
  entries,
  language,
  testId,
  jobs = false,
}: {
  entries: AdminTimelineEntry[];
  language: Language;
  testId?: string;
  jobs?: boolean;
}) {
  const { t } = useTranslation("admin-jobs");
  return (
    <ol className="space-y-2 border-s-2 border-stone-200 ps-3" data-testid={testId}>
      {entries.map((entry) => {
        const data = entry.data ?? {};
        const price =
          typeof data.previousTotalHalalas === "number" && typeof data.totalHalalas === "number"
            ? t("detail.priceChange", { from: formatSar(data.previousTotalHalalas, language), to: formatSar(data.totalHalalas, language) })
            : typeof data.quotedTotalHalalas === "number"
              ? formatSar(data.quotedTotalHalalas, language)
              : null;
        return (
          <li key={`${entry.kind}-${entry.id}`} className="text-sm">
            <p className="text-xs text-muted">
              {formatDateTime(entry.at, language)} · {t(`detail.actor.${entry.actor}`)}
              {entry.staffName ? ` · ${t("detail.by", { name: entry.staffName })}` : ""}
            </p>
            <p className="font-medium text-ink">
              {jobs ? "" : `${t(`detail.kinds.${entry.kind}`, { defaultValue: entry.kind })}: `}
              {entry.toStatus ? `${entry.fromStatus ? `${statusLabel(entry.fromStatus, language)} → ` : ""}${statusLabel(entry.toStatus, language)}` : ""}
              {price ? ` ${price}` : ""}
              {entry.kind === "payment" && typeof data.to === "string" ? t(`payment.${data.to}`) : ""}
              {entry.kind === "link" && data.revokedPrevious ? ` (${t("detail.linkReissued")})` : ""}
            </p>
            {entry.note ? <p className="break-words whitespace-pre-line text-stone-700">{entry.note}</p> : null}
          </li>
        );
      })}
    </ol>
  );
}
