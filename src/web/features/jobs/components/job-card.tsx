import { Link } from "react-router";
import type { AdminJobRow } from "#shared/bookings/api-contract";
import { BOOKING_STATUS_LABELS, JOB_STATUS_LABELS } from "#shared/bookings/booking-labels";
import type { Language } from "#shared/i18n/languages";
import { pickText } from "#shared/i18n/localized-text";
import { Badge } from "#web/components/admin/admin-ui";
import { useTranslation } from "#web/lib/i18n/texts";
import { AttentionBadge, attentionBorder } from "./attention-badge";
import { endpointLabel, riyadhDay, riyadhTime } from "./labels";

/**
 * One leg as a card: time, route, customer, class; it opens its booking. `compact` is the week
 * calendar's narrow column (lines stacked, long words broken, status as text); `muted` a
 * cancelled trip, lighter than the live ones.
 */
export function JobCard({
  job,
  language,
  showDay = false,
  detailHref,
  compact = false,
  muted = false,
}: {
  job: AdminJobRow;
  language: Language;
  showDay?: boolean;
  detailHref: string;
  compact?: boolean;
  muted?: boolean;
}) {
  const { t } = useTranslation("admin-jobs");
  const { t: tDispatch } = useTranslation("admin-dispatch");
  const status = pickText(JOB_STATUS_LABELS[job.status], language);
  return (
    <li
      data-testid={`job-${job.reference}-${job.legIndex}`}
      data-cancelled={muted || undefined}
      data-dispatch-attention={job.dispatchAttention ?? undefined}
      className={`min-w-0 rounded-xl border ${compact ? "p-2" : "p-3"} ${muted ? "border-dashed border-stone-300 bg-stone-50 opacity-75" : job.dispatchAttention ? "border-red-300 border-s-4 border-s-red-600 bg-red-50/40 shadow-sm" : `border-stone-200 bg-white shadow-sm ${attentionBorder(job.attention)}`}`}
    >
      <Link
        to={detailHref}
        preventScrollReset
        className="block [overflow-wrap:anywhere] focus-visible:outline-2 focus-visible:outline-brand-700"
        aria-label={t("open", { reference: job.reference })}
      >
        <div className={compact ? "" : "flex flex-wrap items-center justify-between gap-2"}>
          <p className={`font-semibold tabular-nums ${muted ? "text-muted line-through" : "text-brand-900"}`}>
            {showDay ? `${riyadhDay(job.pickupAt, language)} · ` : ""}
            {riyadhTime(job.pickupAt, language)}
          </p>
          <span className="font-mono text-xs text-muted" dir="ltr">
            {job.reference} · {t("leg", { number: job.legIndex + 1 })}
          </span>
        </div>
        <p className="mt-1 text-sm text-ink">
          {endpointLabel(job.from, language)} → {endpointLabel(job.to, language)}
        </p>
        {compact ? (
          <p className="mt-1 text-xs text-muted">
            {job.customer.name} · {t("passengers", { count: job.passengers })}
          </p>
        ) : (
          <p className="mt-1 text-sm text-muted">
            {job.customer.name} · <span dir="ltr">{job.customer.phone}</span> · {pickText(job.vehicleClass.name, language)} ·{" "}
            {t("passengers", { count: job.passengers })}
            {job.flightNumber ? ` · ${t("flight", { flight: job.flightNumber })}` : ""}
          </p>
        )}
        {compact ? (
          <p className="mt-1 text-xs font-semibold text-stone-700">
            {status}
            {job.attention ? ` · ${t(`attention.${job.attention}`)}` : ""}
            {job.dispatchAttention ? ` · ${tDispatch(`attentionShort.${job.dispatchAttention}`)}` : ""}
          </p>
        ) : (
          <div className="mt-2 flex flex-wrap gap-1.5">
            <Badge tone={muted ? "bad" : "neutral"}>{statusText(job, status, language)}</Badge>
            <AttentionBadge attention={job.attention} />
            {job.dispatchAttention ? <Badge tone="bad">{tDispatch(`attentionShort.${job.dispatchAttention}`)}</Badge> : null}
            {job.operatorName ? (
              <span className="inline-flex items-center text-xs text-muted" data-testid="job-operator">
                <bdi>{job.operatorName}</bdi>
              </span>
            ) : null}
          </div>
        )}
      </Link>
    </li>
  );
}

/** A job whose booking was cancelled still reads "Unassigned": say the booking's state instead. */
function statusText(job: AdminJobRow, status: string, language: Language): string {
  return job.bookingStatus === "cancelled" && job.status !== "cancelled" ? pickText(BOOKING_STATUS_LABELS.cancelled, language) : status;
}
