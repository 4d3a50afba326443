import { useCallback, useRef } from "react";
import { FormProvider, useFieldArray, useForm, useWatch } from "react-hook-form";
import type { QuoteOption } from "#shared/bookings/api-contract";
import { STAFF_BOOKING_SOURCES } from "#shared/bookings/admin-bookings.schema";
import type { Language } from "#shared/i18n/languages";
import { pickText } from "#shared/i18n/localized-text";
import { Button } from "#web/components/admin/admin-ui";
import { notify } from "#web/components/ui/toast-store";
import { ApiError } from "#web/lib/api-client";
import { useTranslation } from "#web/lib/i18n/texts";
import { useCreateStaffBooking } from "../api/staff-booking";
import { useFilterOptions } from "../api/tracker-queries";
import { useIsHourly } from "../api/use-is-hourly";
import { staffBookingResolver } from "../form/staff-booking-resolver";
import { emptyLeg, FORM_MAX_LEGS, formPathOf, initialStaffValues, toStaffPayload, type StaffBookingValues } from "../form/staff-booking-values";
import { StaffContactFields } from "./staff-contact-fields";
import { describedBy, errorOf, inputClass, StaffField } from "./staff-field";
import { StaffLegFields } from "./staff-leg-fields";
import { StaffPartyFields } from "./staff-party-fields";
import { StaffVehicleChoice } from "./staff-vehicle-choice";

/**
 * A booking taken by phone, WhatsApp or an agent. The shared parser checks it here (same
 * messages as the server); the server's own field messages land on the same fields.
 */
export function StaffBookingForm({ language, onCreated }: { language: Language; onCreated: (id: number) => void }) {
  const { t } = useTranslation("admin-jobs");
  const catalogue = useFilterOptions();
  const products = (catalogue.data?.products ?? []).filter((product) => product.active);
  const isHourly = useIsHourly();
  const form = useForm<StaffBookingValues>({ defaultValues: initialStaffValues(), resolver: staffBookingResolver(language, isHourly), mode: "onSubmit" });
  const legs = useFieldArray({ control: form.control, name: "legs" });
  const productSlug = useWatch({ control: form.control, name: "productSlug" });
  const hourly = isHourly(productSlug);
  const options = useRef<QuoteOption[]>([]);
  const onOptions = useCallback((next: QuoteOption[]) => void (options.current = next), []);
  const create = useCreateStaffBooking();
  // This component holds the form, so it reads its errors directly (useFormState needs the provider above it).
  const all = form.formState.errors;
  const errors = { source: errorOf(all, "source"), productSlug: errorOf(all, "productSlug"), root: all.root?.form?.message };

  const submit = form.handleSubmit(async (values) => {
    const quoteToken = options.current.find((option) => option.vehicleClassSlug === values.vehicleClassSlug)?.quoteToken;
    try {
      const created = await create.mutateAsync(toStaffPayload(values, hourly, quoteToken));
      notify({ tone: "success", title: t("newBooking.created", { reference: created.reference }) });
      onCreated(created.id);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      const paths = Object.keys(fields);
      // Server paths ("legs.0.pickupAt") land on the field that shows them, as the resolver's do.
      for (const path of paths) form.setError(formPathOf(path, values) as never, { type: "server", message: fields[path] });
      if (paths.length === 0) form.setError("root.form", { type: "server", message: (error as Error).message });
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} className="grid gap-5" data-testid="new-booking-form">
        <div className="grid gap-3 sm:grid-cols-2">
          <StaffField id="new-source" label={t("newBooking.source")} error={errors.source}>
            <select {...describedBy("new-source", errors.source)} className={inputClass(Boolean(errors.source))} {...form.register("source")}>
              {STAFF_BOOKING_SOURCES.map((source) => (
                <option key={source} value={source}>
                  {t(`sources.${source}`)}
                </option>
              ))}
            </select>
          </StaffField>
          <StaffField id="new-product" label={t("newBooking.product")} error={errors.productSlug}>
            <select {...describedBy("new-product", errors.productSlug)} className={inputClass(Boolean(errors.productSlug))} {...form.register("productSlug")}>
              <option value="">{t("newBooking.chooseProduct")}</option>
              {products.map((product) => (
                <option key={product.slug} value={product.slug}>
                  {pickText(product.name, language)}
                </option>
              ))}
            </select>
          </StaffField>
        </div>
        <div className="grid gap-3">
          {legs.fields.map((field, index) => (
            <StaffLegFields key={field.id} index={index} hourly={hourly} language={language} onRemove={index > 0 ? () => legs.remove(index) : undefined} />
          ))}
          {legs.fields.length < FORM_MAX_LEGS ? (
            <div>
              <Button variant="secondary" onClick={() => legs.append(emptyLeg())}>
                {t("newBooking.addLeg")}
              </Button>
            </div>
          ) : null}
        </div>
        <StaffPartyFields idPrefix="new" legendClassName="mb-2 text-base font-semibold text-brand-900" />
        <StaffVehicleChoice hourly={hourly} language={language} onOptions={onOptions} />
        <StaffContactFields />
        {errors.root ? (
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900">
            {errors.root}
          </p>
        ) : null}
        <div className="sticky bottom-0 -mx-4 border-t border-stone-200 bg-white px-4 py-3 sm:-mx-6 sm:px-6">
          <Button type="submit" busy={form.formState.isSubmitting}>
            {t("newBooking.submit")}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
