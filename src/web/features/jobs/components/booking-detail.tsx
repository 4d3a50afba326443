import type { ReactNode } from "react";
import type { JobStatus } from "#shared/bookings/job-lifecycle";
import type { AdminBookingDetail } from "#shared/bookings/admin-answers";
import { BOOKING_STATUS_LABELS, JOB_STATUS_LABELS } from "#shared/bookings/booking-labels";
import type { Language } from "#shared/i18n/languages";
import { pickText } from "#shared/i18n/localized-text";
import { formatSar, vatIncluded } from "#shared/products/money";
import { Badge } from "#web/components/admin/admin-ui";
import { formatDateTime } from "#web/lib/format-date-time";
import { useTranslation } from "#web/lib/i18n/texts";
import { AttentionBadge } from "./attention-badge";
import { BookingActions } from "./booking-actions";
import { BookingMessages } from "./booking-messages";
import { useBookingPanelExtras } from "./booking-extras";
import { CustomerContact } from "./customer-contact";
import { LegDispatchSection } from "./dispatch/leg-dispatch";
import { endpointLabel } from "./labels";
import { QuoteSummary } from "./quote-summary";
import { TimelineList } from "./timeline-list";

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="min-w-0">
      <h3 className="mb-1 text-sm font-semibold text-brand-900">{title}</h3>
      <div className="text-sm text-ink">{children}</div>
    </section>
  );
}

/** What the route adds under each leg (its live track: the tracking feature), composed there. */
export type LegExtra = (leg: { id: number; legIndex: number; status: JobStatus }) => ReactNode;

/** Everything about one booking: customer, legs, prices, payment, both timelines, notes, and what staff may do now. */
export function BookingDetail({
  detail,
  language,
  canWrite,
  legExtra,
}: {
  detail: AdminBookingDetail;
  language: Language;
  canWrite: boolean;
  legExtra?: LegExtra;
}) {
  const { t } = useTranslation("admin-jobs");
  const { payments: Payments } = useBookingPanelExtras();
  return (
    <div className="grid gap-4" data-testid="booking-detail">
      <div className="flex flex-wrap gap-1.5">
        <Badge tone="good">{pickText(BOOKING_STATUS_LABELS[detail.status], language)}</Badge>
        <Badge>{t(`payment.${detail.paymentStatus}`)}</Badge>
        <Badge>{t(`sources.${detail.source}`)}</Badge>
        <AttentionBadge attention={detail.attention} />
        {detail.cancellationRequestedAt ? <Badge tone="bad">{t("detail.cancellationRequested")}</Badge> : null}
      </div>
      {detail.cancelReason ? <p className="text-sm text-red-800">{t("detail.cancelReason", { reason: detail.cancelReason })}</p> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Block title={t("detail.customer")}>
          <p className="font-medium">{detail.customer.name}</p>
          <CustomerContact customer={detail.customer} reference={detail.reference} />
          <p className="text-muted">{t("detail.party", { adults: detail.adults, children: detail.children, infants: detail.infants, bags: detail.bags })}</p>
          {detail.createdBy ? <p className="text-muted">{t("detail.createdBy", { name: detail.createdBy })}</p> : null}
        </Block>
        <Block title={t("detail.price")}>
          <p className="text-lg font-bold tabular-nums" data-testid="booking-total">
            {formatSar(detail.totalHalalas, language)}
          </p>
          <p className="text-muted">
            {t("detail.vat")}: {formatSar(vatIncluded(detail.totalHalalas), language)}
          </p>
          <QuoteSummary detail={detail} language={language} />
          <p className="text-muted">
            {t("detail.link")}: {detail.link.active ? t("detail.linkActive") : t("detail.linkNone")}
          </p>
        </Block>
      </div>
      {Payments ? <Payments bookingId={detail.id} language={language} canWrite={canWrite} /> : null}
      <Block title={t("detail.trip")}>
        <ol className="grid gap-3">
          {detail.legs.map((leg) => (
            <li key={leg.id} className="rounded-xl border border-stone-200 p-3">
              <p className="font-medium">
                {t("leg", { number: leg.legIndex + 1 })} · {formatDateTime(leg.pickupAt, language)} · {pickText(JOB_STATUS_LABELS[leg.status], language)}
              </p>
              <p className="break-words">
                {endpointLabel(leg.from, language)} → {endpointLabel(leg.to, language)}
              </p>
              <p className="text-muted">
                {pickText(leg.vehicleClass.name, language)} · {formatSar(leg.priceHalalas, language)}
                {leg.flightNumber ? ` · ${t("flight", { flight: leg.flightNumber })}` : ""}
              </p>
              <LegDispatchSection jobId={leg.id} legNumber={leg.legIndex + 1} language={language} canWrite={canWrite} />
              {legExtra?.({ id: leg.id, legIndex: leg.legIndex, status: leg.status })}
              {leg.timeline.length ? (
                <details className="mt-2">
                  <summary className="cursor-pointer text-xs font-semibold text-brand-800">{t("detail.legTimeline")}</summary>
                  <TimelineList entries={leg.timeline} language={language} jobs />
                </details>
              ) : null}
            </li>
          ))}
        </ol>
      </Block>
      {detail.notes ? (
        <Block title={t("detail.notes")}>
          <p className="break-words whitespace-pre-line">{detail.notes}</p>
        </Block>
      ) : null}
      {canWrite ? (
        <Block title={t("actions.title")}>
          <BookingActions key={`${detail.id}-${detail.version}`} detail={detail} />
        </Block>
      ) : (
        <p className="rounded-lg bg-stone-100 px-3 py-2 text-sm">{t("actions.readOnly")}</p>
      )}
      <Block title={t("detail.timeline")}>
        <TimelineList entries={detail.timeline} language={language} testId="booking-timeline" />
      </Block>
      <Block title={t("messages.title")}>
        <BookingMessages bookingId={detail.id} language={language} />
      </Block>
    </div>
  );
}
