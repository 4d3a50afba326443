import "./dispatch-texts";
import { BellRing } from "lucide-react";
import { Link } from "react-router";
import type { Language } from "#shared/i18n/languages";
import { formatDateTime } from "#web/lib/format-date-time";
import { formatNumber } from "#web/lib/format";
import { useTranslation } from "#web/lib/i18n/texts";
import { useDispatchAlerts } from "../../api/dispatch-queries";

const legHref = (bookingId: number) => `/admin/jobs?booking=${bookingId}`;

/** The admin header's count of legs that need an operator now (declined, no answer); it opens the first. */
export function DispatchAlertCount({ language }: { language: Language }) {
  const { t } = useTranslation("admin-dispatch");
  const alerts = useDispatchAlerts();
  const count = alerts.data?.count ?? 0;
  if (count === 0) return null;
  return (
    <Link
      to={legHref(alerts.data!.alerts[0]!.bookingId)}
      className="inline-flex min-h-9 items-center gap-1 rounded-full bg-red-700 px-2.5 text-sm font-semibold text-white hover:bg-red-800"
      data-testid="dispatch-alert-count"
      aria-label={t("alerts.banner", { count })}
      title={t("alerts.banner", { count })}
    >
      <BellRing aria-hidden="true" className="size-4" />
      <span className="tabular-nums">{formatNumber(count, language)}</span>
    </Link>
  );
}

/**
 * The banner under the admin header while legs need an operator: how many, and each one (reference,
 * leg, pickup, why) linking to it in the tracker. Kept live by the staff channel (staff-live-keys.ts).
 */
export function DispatchAlertsBanner({ language }: { language: Language }) {
  const { t } = useTranslation("admin-dispatch");
  const alerts = useDispatchAlerts();
  if (!alerts.data || alerts.data.count === 0) return null;
  const { count, alerts: rows } = alerts.data;
  return (
    <section
      role="alert"
      aria-label={t("alerts.list")}
      data-testid="dispatch-alerts-banner"
      className="border-b border-red-300 bg-red-50 px-4 py-2 text-red-900"
    >
      <p className="font-semibold">{t("alerts.banner", { count })}</p>
      <ul className="mt-1 grid gap-1 text-sm">
        {rows.slice(0, 3).map((alert) => (
          <li key={alert.jobId}>
            <Link
              to={legHref(alert.bookingId)}
              className="inline-flex min-h-8 items-center underline"
              data-testid={`dispatch-alert-${alert.reference}-${alert.legIndex}`}
            >
              {/* The reference is Latin in either language: isolated, so an Arabic line keeps its order. */}
              <span>
                <bdi dir="ltr">{alert.reference}</bdi> · {t("alerts.leg", { number: alert.legIndex + 1 })} · {formatDateTime(alert.pickupAt, language)} ·{" "}
                {t(`attentionShort.${alert.reason}`)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
