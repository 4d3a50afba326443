import { Link } from "react-router";
import type { AdminJobRow } from "#shared/bookings/api-contract";
import { JOB_STATUS_LABELS } from "#shared/bookings/booking-labels";
import type { Language } from "#shared/i18n/languages";
import { pickText } from "#shared/i18n/localized-text";
import { Badge } from "#web/components/admin/admin-ui";
import { useTranslation } from "#web/lib/i18n/texts";
import { AttentionBadge, attentionBorder } from "./attention-badge";
import { endpointLabel, riyadhDay, riyadhTime } from "./labels";

/** One leg as a card: time, route, customer, class; it opens its booking. */
export function JobCard({ job, language, showDay = false, detailHref }: { job: AdminJobRow; language: Language; showDay?: boolean; detailHref: string }) {
  const { t } = useTranslation("admin-jobs");
  return (
    <li
      data-testid={`job-${job.reference}-${job.legIndex}`}
      className={`rounded-xl border border-stone-200 bg-white p-3 shadow-sm ${attentionBorder(job.attention)}`}
    >
      <Link
        to={detailHref}
        preventScrollReset
        className="block focus-visible:outline-2 focus-visible:outline-brand-700"
        aria-label={t("open", { reference: job.reference })}
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="font-semibold text-brand-900 tabular-nums">
            {showDay ? `${riyadhDay(job.pickupAt, language)} · ` : ""}
            {riyadhTime(job.pickupAt, language)}
          </p>
          <span className="font-mono text-xs text-muted" dir="ltr">
            {job.reference} · {t("leg", { number: job.legIndex + 1 })}
          </span>
        </div>
        <p className="mt-1 text-sm break-words text-ink">
          {endpointLabel(job.from, language)} → {endpointLabel(job.to, language)}
        </p>
        <p className="mt-1 text-sm break-words text-muted">
          {job.customer.name} · <span dir="ltr">{job.customer.phone}</span> · {pickText(job.vehicleClass.name, language)} ·{" "}
          {t("passengers", { count: job.passengers })}
          {job.flightNumber ? ` · ${t("flight", { flight: job.flightNumber })}` : ""}
        </p>
        <div className="mt-2 flex flex-wrap gap-1.5">
          <Badge>{pickText(JOB_STATUS_LABELS[job.status], language)}</Badge>
          <AttentionBadge attention={job.attention} />
        </div>
      </Link>
    </li>
  );
}
