import { Link } from "react-router";
import { LANGUAGE_LOCALE, type Language } from "#shared/i18n/languages";
import { formatSar } from "#shared/products/money";
import { Card } from "#web/components/admin/admin-ui";
import { useTranslation } from "#web/lib/i18n/texts";
import { usePaymentDaily } from "../api/staff-payments";

/**
 * The dashboard's online money: today's paid, refunded and failed, then each Makkah day of the
 * last two weeks as text (net and count). Absent while nothing was ever paid online in that time,
 * which is also the case when online payment is not configured.
 */
export function PaymentsDashboardCard({ language }: { language: Language }) {
  const { t } = useTranslation("admin-payments");
  const query = usePaymentDaily();
  if (!query.data) return null;
  const { today, days } = query.data;
  const active = days.some((day) => day.count > 0) || today.count > 0 || today.failed > 0;
  if (!active) return null;
  const sar = (halalas: number) => formatSar(halalas, language);
  const dayName = (date: string) =>
    new Intl.DateTimeFormat(LANGUAGE_LOCALE[language], { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }).format(
      new Date(`${date}T00:00:00Z`),
    );
  return (
    <Card
      title={t("dashboard.title")}
      id="payments-daily"
      actions={
        <Link
          to="/admin/jobs/payments"
          className="inline-flex min-h-11 items-center rounded-lg border border-stone-300 px-4 text-sm font-semibold text-brand-800 hover:bg-stone-100"
        >
          {t("dashboard.open")}
        </Link>
      }
    >
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <li className="rounded-xl bg-brand-50 p-3">
          <p className="text-sm text-muted">{t("dashboard.paidToday")}</p>
          <p className="text-2xl font-bold text-brand-900 tabular-nums" data-testid="payments-paid-today">
            {sar(today.paidHalalas)}
          </p>
          <p className="text-sm text-muted">{t("dashboard.count", { count: today.count })}</p>
        </li>
        <li className="rounded-xl bg-stone-50 p-3">
          <p className="text-sm text-muted">{t("dashboard.refundedToday")}</p>
          <p className="text-2xl font-bold text-brand-900 tabular-nums" data-testid="payments-refunded-today">
            {sar(today.refundedHalalas)}
          </p>
        </li>
        <li className={`rounded-xl p-3 ${today.failed > 0 ? "bg-red-50 text-red-900" : "bg-stone-50"}`}>
          <p className="text-sm font-semibold" data-testid="payments-failed-today">
            {t("dashboard.failedToday", { count: today.failed })}
          </p>
        </li>
      </ul>
      <table className="mt-4 w-full text-sm">
        <caption className="mb-1 text-start text-xs text-muted">{t("dashboard.days")}</caption>
        <tbody className="divide-y divide-stone-100">
          {[...days]
            .reverse()
            // Only the days money moved: fourteen rows of "no payments" hide the ones that matter.
            .filter((day) => day.count > 0 || day.paidHalalas > 0 || day.refundedHalalas > 0)
            .map((day) => (
              <tr key={day.date}>
                <th scope="row" className="py-1 text-start font-normal text-muted">
                  {dayName(day.date)}
                </th>
                <td className="py-1 text-end tabular-nums">{sar(day.paidHalalas - day.refundedHalalas)}</td>
                <td className="py-1 ps-3 text-end text-muted">{t("dashboard.count", { count: day.count })}</td>
              </tr>
            ))}
        </tbody>
      </table>
    </Card>
  );
}
