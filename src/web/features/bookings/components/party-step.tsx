import { MAX_ADULTS, MAX_BAGS, MAX_CHILDREN, MAX_INFANTS } from "#shared/bookings/booking.schema";
import type { Language } from "#shared/i18n/languages";
import { useTranslation } from "#web/lib/i18n/texts";
import type { BookingProduct } from "./booking-product";
import { CounterField } from "./counter-field";
import { QuoteState } from "./quote-state";
import { useTripQuote } from "./use-trip-quote";
import { VehicleOptions } from "./vehicle-options";

/** Step 2: who travels and with how many bags; the vehicles that fit, priced live. */
export function PartyStep({ language, products }: { language: Language; products: BookingProduct[] }) {
  const { t } = useTranslation("booking");
  const { query, waiting } = useTripQuote(language, products);
  const labels = { less: t("party.less"), more: t("party.more") };
  return (
    <div className="space-y-6">
      <div className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white px-4">
        <CounterField name="adults" label={t("party.adults")} hint={t("party.adultsHint")} min={1} max={MAX_ADULTS} language={language} labels={labels} />
        <CounterField
          name="children"
          label={t("party.children")}
          hint={t("party.childrenHint")}
          min={0}
          max={MAX_CHILDREN}
          language={language}
          labels={labels}
        />
        <CounterField name="infants" label={t("party.infants")} hint={t("party.infantsHint")} min={0} max={MAX_INFANTS} language={language} labels={labels} />
        <CounterField name="bags" label={t("party.bags")} hint={t("party.bagsHint")} min={0} max={MAX_BAGS} language={language} labels={labels} />
      </div>
      <QuoteState query={query}>
        {(quote) =>
          quote.options.length === 0 ? (
            <p className="rounded-xl border border-dashed border-stone-400 bg-white p-4 text-muted">{t("party.noVehicle")}</p>
          ) : (
            <VehicleOptions options={quote.options} language={language} stale={waiting || query.isPlaceholderData || query.isFetching} />
          )
        }
      </QuoteState>
    </div>
  );
}
