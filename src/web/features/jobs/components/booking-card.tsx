import { Link } from "react-router";
import type { AdminBookingRow } from "#shared/bookings/api-contract";
import { BOOKING_STATUS_LABELS } from "#shared/bookings/booking-labels";
import type { Language } from "#shared/i18n/languages";
import { pickText } from "#shared/i18n/localized-text";
import { formatSar } from "#shared/products/money";
import { Badge } from "#web/components/admin/admin-ui";
import { formatDateTime } from "#web/lib/format-date-time";
import { useTranslation } from "#web/lib/i18n/texts";
import { AttentionBadge, attentionBorder } from "./attention-badge";

const STATUS_TONE = { pending: "warn", quoted: "warn", confirmed: "good", completed: "neutral", cancelled: "bad" } as const;

/** One booking as a card (stacks on phones): reference, customer, first pickup, price, status. */
export function BookingCard({ booking, language, detailHref }: { booking: AdminBookingRow; language: Language; detailHref: string }) {
  const { t } = useTranslation("admin-jobs");
  return (
    <li
      data-testid={`booking-${booking.reference}`}
      className={`rounded-xl border border-stone-200 bg-white p-3 shadow-sm ${attentionBorder(booking.attention, booking.paymentAttention)}`}
    >
      <Link
        to={detailHref}
        preventScrollReset
        className="block focus-visible:outline-2 focus-visible:outline-brand-700"
        aria-label={t("open", { reference: booking.reference })}
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="font-mono font-semibold text-brand-900" dir="ltr">
            {booking.reference}
          </p>
          <p className="font-semibold tabular-nums">{formatSar(booking.totalHalalas, language)}</p>
        </div>
        <p className="mt-1 text-sm break-words text-ink">
          {booking.customer.name} · <span dir="ltr">{booking.customer.phone}</span>
        </p>
        <p className="mt-1 text-sm break-words text-muted">
          {formatDateTime(booking.firstPickupAt, language)} · {pickText(booking.product.name, language)} · {pickText(booking.vehicleClass.name, language)} ·{" "}
          {t("legs", { count: booking.legs })} · {t(`sources.${booking.source}`)}
        </p>
        <div className="mt-2 flex flex-wrap gap-1.5">
          <Badge tone={STATUS_TONE[booking.status]}>{pickText(BOOKING_STATUS_LABELS[booking.status], language)}</Badge>
          <Badge>{t(`payment.${booking.paymentStatus}`)}</Badge>
          <AttentionBadge attention={booking.attention} payment={booking.paymentAttention} />
        </div>
      </Link>
    </li>
  );
}
