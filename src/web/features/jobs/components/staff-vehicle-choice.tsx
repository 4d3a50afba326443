import { useEffect, useMemo, useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import type { QuoteOption } from "#shared/bookings/api-contract";
import { quoteRequestSchema, type QuoteRequestInput } from "#shared/bookings/booking.schema";
import { pickupRefusal } from "#shared/bookings/pickup-window";
import type { Language } from "#shared/i18n/languages";
import { pickText } from "#shared/i18n/localized-text";
import { formatSar } from "#shared/products/money";
import { useTranslation } from "#web/lib/i18n/texts";
import { useStaffQuote } from "../api/staff-booking";
import { toStaffQuoteRequest, type StaffBookingValues } from "../form/staff-booking-values";
import { useFieldError } from "./staff-field";

const DEBOUNCE_MS = 350;

/** The live quote for the trip as it stands (asked again, debounced, while the trip is valid). */
function useLiveQuote(hourly: boolean) {
  const values = useWatch<StaffBookingValues>() as StaffBookingValues;
  const request = useMemo(() => {
    const candidate = toStaffQuoteRequest(values, hourly);
    // A pickup already past (or too soon) gets no quote; the server says why when the booking is sent.
    const now = new Date();
    const timely = candidate.legs.every((leg) => Number.isNaN(Date.parse(leg.pickupAt)) || pickupRefusal(new Date(leg.pickupAt), now) === null);
    return timely && quoteRequestSchema.safeParse(candidate).success ? candidate : null;
  }, [values, hourly]);
  const key = JSON.stringify(request);
  const [settled, setSettled] = useState<string>("null");
  useEffect(() => {
    const timer = setTimeout(() => setSettled(key), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key]);
  return useStaffQuote(JSON.parse(settled) as QuoteRequestInput | null);
}

/** The vehicle classes that fit, each with its computed price; staff pick one. */
export function StaffVehicleChoice({ hourly, language, onOptions }: { hourly: boolean; language: Language; onOptions: (options: QuoteOption[]) => void }) {
  const { t } = useTranslation("admin-jobs");
  const { register } = useFormContext<StaffBookingValues>();
  const quote = useLiveQuote(hourly);
  const error = useFieldError("vehicleClassSlug");
  const options = quote.data?.options;
  useEffect(() => onOptions(options ?? []), [options, onOptions]);
  return (
    <fieldset aria-describedby={error ? "new-vehicle-error" : undefined} className="grid gap-2">
      <legend className="mb-1 text-sm font-semibold text-ink">{t("newBooking.vehicle")}</legend>
      {quote.isError ? (
        <p className="text-sm text-red-700">{quote.error.message}</p>
      ) : !options ? (
        <p className="text-sm text-muted">{quote.isFetching ? t("admin:common.loading") : t("newBooking.quoteWaiting")}</p>
      ) : options.length === 0 ? (
        <p className="text-sm text-muted">{t("newBooking.noVehicle")}</p>
      ) : (
        <div className={`grid gap-2 sm:grid-cols-2 ${quote.isFetching ? "opacity-60" : ""}`} data-testid="new-booking-vehicles">
          {options.map((option) => (
            <label
              key={option.vehicleClassSlug}
              className="flex min-h-10 cursor-pointer items-center gap-3 rounded-lg border border-stone-300 p-3 has-checked:border-brand-700 has-checked:bg-brand-50"
            >
              <input type="radio" value={option.vehicleClassSlug} {...register("vehicleClassSlug")} />
              <span className="grow">
                <span className="block font-semibold">{pickText(option.name, language)}</span>
                <span className="block text-xs text-muted">{t("newBooking.seats", { passengers: option.passengers, bags: option.bags })}</span>
              </span>
              <span className="font-semibold whitespace-nowrap">{formatSar(option.breakdown.totalHalalas, language)}</span>
            </label>
          ))}
        </div>
      )}
      {error ? (
        <p id="new-vehicle-error" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
