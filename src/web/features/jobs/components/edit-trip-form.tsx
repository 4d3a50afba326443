import { useState } from "react";
import { FormProvider, useForm, useWatch } from "react-hook-form";
import { useQueryClient } from "@tanstack/react-query";
import type { QuoteOption } from "#shared/bookings/api-contract";
import type { AdminBookingDetail } from "#shared/bookings/admin-answers";
import type { Language } from "#shared/i18n/languages";
import { formatSar } from "#shared/products/money";
import { Button } from "#web/components/admin/admin-ui";
import { notify } from "#web/components/ui/toast-store";
import { ApiError } from "#web/lib/api-client";
import { useTranslation } from "#web/lib/i18n/texts";
import { adminFetch } from "#web/lib/staff-session/admin-api";
import { TRACKER_KEY } from "../api/tracker-queries";
import { useIsHourly } from "../api/use-is-hourly";
import { editTripPayload, editTripValues, tripPath } from "../form/edit-trip-values";
import { staffBookingResolver } from "../form/staff-booking-resolver";
import { formPathOf, type StaffBookingValues } from "../form/staff-booking-values";
import { StaffLegFields } from "./staff-leg-fields";
import { StaffPartyFields } from "./staff-party-fields";
import { StaffVehicleChoice } from "./staff-vehicle-choice";

/**
 * Editing the trip of a booking not yet confirmed (a phone call moved the pickup, the flight, the
 * party…): the staff booking form's own fields, prefilled; the classes that fit with their new
 * prices, the booking's current total beside the chosen one; saved in one action the server
 * prices again (a changed trip drops an earlier staff quote).
 */
export function EditTripForm({ detail, language, onDone }: { detail: AdminBookingDetail; language: Language; onDone: () => void }) {
  const { t } = useTranslation("admin-jobs");
  const client = useQueryClient();
  const isHourly = useIsHourly();
  const form = useForm<StaffBookingValues>({ defaultValues: editTripValues(detail), resolver: staffBookingResolver(language, isHourly), mode: "onSubmit" });
  const hourly = isHourly(detail.product.slug);
  const [options, setOptions] = useState<QuoteOption[]>([]);
  const chosen = useWatch({ control: form.control, name: "vehicleClassSlug" });
  const newTotal = options.find((option) => option.vehicleClassSlug === chosen)?.breakdown.totalHalalas;
  const all = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    try {
      await adminFetch(`/api/admin/bookings/${detail.id}/edit-trip`, {
        method: "POST",
        body: { version: detail.version, trip: editTripPayload(values, hourly, detail) },
      });
      notify({ tone: "success", title: t("editTrip.saved") });
      // Read again in the background: the tracker's queries (the live quotes among them) need not hold the form.
      void client.invalidateQueries({ queryKey: TRACKER_KEY });
      onDone();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      const paths = Object.keys(fields);
      for (const path of paths) form.setError(formPathOf(tripPath(path), values) as never, { type: "server", message: fields[path] });
      if (paths.length === 0) form.setError("root.form", { type: "server", message: (error as Error).message });
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} className="grid gap-4" data-testid="edit-trip-form">
        {detail.legs.map((leg, index) => (
          <StaffLegFields key={leg.id} index={index} hourly={hourly} language={language} />
        ))}
        <StaffPartyFields idPrefix="trip" legendClassName="mb-2 text-sm font-semibold text-brand-900" />
        <StaffVehicleChoice hourly={hourly} language={language} onOptions={setOptions} />
        <p className="text-sm" data-testid="edit-trip-totals">
          {t("editTrip.totals", {
            before: formatSar(detail.totalHalalas, language),
            after: newTotal === undefined ? "—" : formatSar(newTotal, language),
          })}
        </p>
        {all.root?.form?.message ? (
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900">
            {all.root.form.message}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" busy={form.formState.isSubmitting}>
            {t("editTrip.save")}
          </Button>
          <Button variant="secondary" onClick={onDone}>
            {t("editTrip.close")}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
