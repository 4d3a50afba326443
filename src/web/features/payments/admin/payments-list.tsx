import { Download } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { Language } from "#shared/i18n/languages";
import type { StaffPaymentRow } from "#shared/payments/payments-api";
import { formatSar } from "#shared/products/money";
import { Badge, Button, EmptyState, ErrorNote, LoadingRows } from "#web/components/admin/admin-ui";
import { Pager } from "#web/components/admin/pager";
import { notify } from "#web/components/ui/toast-store";
import { formatDateTime } from "#web/lib/format-date-time";
import { useTranslation } from "#web/lib/i18n/texts";
import { downloadPaymentsCsv, useStaffPayments, type StaffPaymentFilters } from "../api/staff-payments";
import { PaymentsFilters } from "./payments-filters";
import { paymentTone } from "./payment-tone";

const PAGE = 50;
const FILTER_KEYS = ["from", "to", "status", "kind", "method", "q"] as const;

/**
 * Every online payment, newest first: filters and the page live in the address; the sums cover
 * the whole filter; the CSV has the same filter without the page. A row opens its booking in the
 * job tracker. Cards on phones, a table from md up.
 */
export function PaymentsList({ language }: { language: Language }) {
  const { t } = useTranslation("admin-payments");
  const [params, setParams] = useSearchParams();
  const filters: StaffPaymentFilters = Object.fromEntries(FILTER_KEYS.flatMap((key) => (params.get(key) ? [[key, params.get(key)!]] : [])));
  const page = Math.max(1, Number(params.get("page")) || 1);
  const query = useStaffPayments({ ...filters, limit: PAGE, offset: (page - 1) * PAGE });
  const [downloading, setDownloading] = useState(false);
  const sar = (halalas: number) => formatSar(halalas, language);

  const onFilters = (next: StaffPaymentFilters) =>
    setParams(
      () => {
        const out = new URLSearchParams();
        for (const key of FILTER_KEYS) if (next[key]) out.set(key, next[key]);
        return out;
      },
      { replace: true, preventScrollReset: true },
    );
  const onPage = (next: number) =>
    setParams((current) => {
      const out = new URLSearchParams(current);
      out.set("page", String(next));
      return out;
    });
  const csv = () => {
    setDownloading(true);
    downloadPaymentsCsv(filters)
      .catch((error: Error) => notify({ tone: "error", title: t("csvFailed"), description: error.message }))
      .finally(() => setDownloading(false));
  };

  return (
    <div>
      <PaymentsFilters filters={filters} onChange={onFilters} />
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-ink" role="status" data-testid="payments-found">
          {query.data ? (
            <>
              <span className="font-semibold">{t("found", { count: query.data.total })}</span>
              {query.data.total > 0
                ? ` · ${t("sums", { paid: sar(query.data.sums.paidHalalas), refunded: sar(query.data.sums.refundedHalalas), net: sar(query.data.sums.netHalalas) })}`
                : ""}
            </>
          ) : null}
        </p>
        <Button variant="secondary" busy={downloading} onClick={csv} data-testid="payments-csv">
          <Download aria-hidden="true" className="size-4" />
          {t("csv")}
        </Button>
      </div>
      {query.isPending ? (
        <LoadingRows label={t("admin:common.loading")} />
      ) : query.isError ? (
        <ErrorNote>{query.error.message}</ErrorNote>
      ) : query.data.rows.length === 0 ? (
        <EmptyState>{t("found", { count: 0 })}</EmptyState>
      ) : (
        <>
          <ul className="grid gap-2 md:hidden">
            {query.data.rows.map((row) => (
              <PaymentCard key={row.id} row={row} language={language} />
            ))}
          </ul>
          <div className="hidden overflow-x-auto rounded-xl border border-stone-200 bg-white md:block">
            <table className="w-full text-sm">
              <thead className="bg-stone-50 text-start text-xs text-muted">
                <tr>
                  {(["date", "booking", "customer", "kind", "method", "amount", "refunded", "status", "provider", "receipt"] as const).map((column) => (
                    <th key={column} scope="col" className="px-3 py-2 text-start font-medium">
                      {t(`columns.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-200">
                {query.data.rows.map((row) => (
                  <tr key={row.id} data-testid={`payment-row-${row.id}`}>
                    <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(row.paidAt ?? row.createdAt, language)}</td>
                    <td className="px-3 py-2">
                      <BookingLink row={row} />
                    </td>
                    <td className="px-3 py-2">
                      <bdi>{row.customerName}</bdi>
                    </td>
                    <td className="px-3 py-2">{t(`kind.${row.kind}`)}</td>
                    <td className="px-3 py-2">{row.method ? t(`method.${row.method}`) : "—"}</td>
                    <td className="px-3 py-2 tabular-nums">{sar(row.amountHalalas)}</td>
                    <td className="px-3 py-2 tabular-nums">{row.refundedHalalas ? sar(row.refundedHalalas) : "—"}</td>
                    <td className="px-3 py-2">
                      <Badge tone={paymentTone(row.status)}>{t(`status.${row.status}`)}</Badge>
                    </td>
                    <td className="max-w-40 truncate px-3 py-2 text-xs" dir="ltr" title={row.providerId ?? undefined}>
                      {row.providerId ?? "—"}
                    </td>
                    <td className="px-3 py-2 text-xs whitespace-nowrap" dir="ltr">
                      {row.receiptNumber ?? "—"}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={page} totalPages={Math.ceil(query.data.total / PAGE)} onPage={onPage} label={t("title")} />
        </>
      )}
    </div>
  );
}

function BookingLink({ row }: { row: StaffPaymentRow }) {
  const { t } = useTranslation("admin-payments");
  return (
    <Link
      to={`/admin/jobs?tab=bookings&booking=${row.bookingId}`}
      className="font-semibold text-brand-800 underline"
      aria-label={t("openBooking", { reference: row.bookingReference })}
    >
      <bdi dir="ltr">{row.bookingReference}</bdi>
    </Link>
  );
}

function PaymentCard({ row, language }: { row: StaffPaymentRow; language: Language }) {
  const { t } = useTranslation("admin-payments");
  const sar = (halalas: number) => formatSar(halalas, language);
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-3 text-sm" data-testid={`payment-card-${row.id}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <BookingLink row={row} />
        <Badge tone={paymentTone(row.status)}>{t(`status.${row.status}`)}</Badge>
      </div>
      <p className="mt-1 font-semibold tabular-nums">
        {sar(row.amountHalalas)} · {t(`kind.${row.kind}`)}
        {row.method ? ` · ${t(`method.${row.method}`)}` : ""}
      </p>
      {row.refundedHalalas ? (
        <p className="text-muted">
          {t("columns.refunded")}: {sar(row.refundedHalalas)}
        </p>
      ) : null}
      <p className="text-muted">
        <bdi>{row.customerName}</bdi> · {formatDateTime(row.paidAt ?? row.createdAt, language)}
      </p>
      <p className="mt-1 text-xs break-all text-muted" dir="ltr">
        {row.providerId ?? "—"}
        {row.receiptNumber ? ` · ${row.receiptNumber}` : ""}
      </p>
    </li>
  );
}
