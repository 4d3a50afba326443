import { zodResolver } from "@hookform/resolvers/zod";
import { catalogueText } from "#shared/products/catalogue-texts";
import { translatedResolver } from "#web/components/forms/translated-resolver";
import { useLanguage } from "#web/lib/language";
import { useForm } from "react-hook-form";
import type { Language } from "#shared/i18n/languages";
import { pickText } from "#shared/i18n/localized-text";
import type { AdminPrice, AdminVehicleClass } from "#shared/products/catalogue-admin-answers";
import { halalasToRiyals, priceInputSchema, type PriceInput } from "#shared/products/catalogue-admin.schema";
import { formatSar } from "#shared/products/money";
import { Button } from "#web/components/admin/admin-ui";
import { ConfirmButton } from "#web/components/admin/confirm-dialog";
import { FormField } from "#web/components/forms/form-field";
import { notify } from "#web/components/ui/toast-store";
import { useTranslation } from "#web/lib/i18n/texts";
import { useCatalogueWrite } from "../api/catalogue";
import { SelectField } from "#web/components/forms/select-field";
import { showServerErrors } from "./form-errors";

/** The price of one product on one vehicle class: entered in riyals, per trip or per hour with a minimum. */
export function PriceRowForm({
  productId,
  vehicleClass,
  price,
  canWrite,
  language,
}: {
  productId: number;
  vehicleClass: AdminVehicleClass;
  price: AdminPrice | undefined;
  canWrite: boolean;
  language: Language;
}) {
  const { t } = useTranslation("admin-products");
  const write = useCatalogueWrite();
  const uiLanguage = useLanguage();
  const form = useForm<PriceInput>({
    resolver: translatedResolver(zodResolver(priceInputSchema), (english) => catalogueText(english, uiLanguage)),
    defaultValues: {
      vehicleClassId: vehicleClass.id,
      unit: price?.unit ?? "trip",
      amountRiyals: price ? halalasToRiyals(price.amountHalalas) : Number.NaN,
      minimumHours: price?.minimumHours ?? null,
    },
  });
  const { errors } = form.formState;
  const unit = form.watch("unit");
  const id = `price-${productId}-${vehicleClass.id}`;
  const submit = form.handleSubmit(async (values) => {
    try {
      await write.mutateAsync({ method: "POST", path: `/api/admin/products/${productId}/prices`, body: values });
      notify({ tone: "success", title: t("saved") });
    } catch (error) {
      showServerErrors(form, error, t("admin:errors.actionFailed"));
    }
  });
  return (
    <li className="py-3" data-testid={id}>
      <p className="mb-2 font-semibold text-ink">
        {pickText(vehicleClass.name, language)}{" "}
        <span className="text-sm font-normal text-muted">· {price ? formatSar(price.amountHalalas, language) : t("noPrice")}</span>
      </p>
      {canWrite ? (
        <form noValidate onSubmit={submit} className="grid grid-cols-2 gap-3 sm:grid-cols-[10rem_1fr_10rem_auto] sm:items-end">
          <SelectField id={`${id}-unit`} label={t("fields.unit")} error={errors.unit?.message} {...form.register("unit")}>
            <option value="trip">{t("fields.perTrip")}</option>
            <option value="hour">{t("fields.perHour")}</option>
          </SelectField>
          <FormField
            id={`${id}-amount`}
            label={t("fields.amount")}
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            error={errors.amountRiyals?.message}
            {...form.register("amountRiyals", { valueAsNumber: true })}
          />
          {unit === "hour" ? (
            <FormField
              id={`${id}-minimum`}
              label={t("fields.minimumHours")}
              type="number"
              inputMode="numeric"
              error={errors.minimumHours?.message}
              {...form.register("minimumHours", { setValueAs: (value: string) => (value === "" || value === null ? null : Number(value)) })}
            />
          ) : (
            <span className="hidden sm:block" />
          )}
          <div className="col-span-2 flex flex-wrap gap-2 sm:col-span-1">
            <Button type="submit" busy={write.isPending}>
              {t("actions.save")}
            </Button>
            {price ? (
              <ConfirmButton
                label={t("actions.remove")}
                title={t("confirmRemovePrice.title")}
                description={t("confirmRemovePrice.text")}
                confirmLabel={t("confirmRemovePrice.confirm")}
                variant="danger"
                onConfirm={() =>
                  write.mutateAsync({ method: "POST", path: `/api/admin/products/${productId}/prices/delete`, body: { vehicleClassId: vehicleClass.id } }).then(
                    () => notify({ tone: "success", title: t("deleted") }),
                    (error: Error) => notify({ tone: "error", title: t("admin:errors.actionFailed"), description: error.message }),
                  )
                }
              />
            ) : null}
          </div>
        </form>
      ) : null}
    </li>
  );
}
