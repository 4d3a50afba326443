import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { QuoteResponse } from "#shared/bookings/api-contract";
import { useTranslation } from "#web/lib/i18n/texts";
import type { BookingApiError } from "../api/booking-fetch";
import { secondaryButton } from "./booking-ui";

/** The prices' loading, failure (with a retry) and answer, the same on every step that shows them. */
export function QuoteState({ query, children }: { query: UseQueryResult<QuoteResponse, Error>; children: (quote: QuoteResponse) => ReactNode }) {
  const { t } = useTranslation("booking");
  if (query.data) return <div aria-live="polite">{children(query.data)}</div>;
  if (query.isError)
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4">
        <p className="font-medium text-red-800">{(query.error as BookingApiError).message || t("quote.failed")}</p>
        <button type="button" className={`${secondaryButton} mt-3`} onClick={() => void query.refetch()}>
          {t("quote.retry")}
        </button>
      </div>
    );
  const idle = query.fetchStatus === "idle";
  return (
    <p className="rounded-xl bg-stone-100 p-4 text-muted" aria-live="polite" aria-busy={!idle || undefined}>
      {t(idle ? "quote.incomplete" : "quote.loading")}
    </p>
  );
}
