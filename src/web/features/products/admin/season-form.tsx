import { zodResolver } from "@hookform/resolvers/zod";
import { catalogueText } from "#shared/products/catalogue-texts";
import { translatedResolver } from "#web/components/forms/translated-resolver";
import { useLanguage } from "#web/lib/language";
import { useForm } from "react-hook-form";
import type { Language } from "#shared/i18n/languages";
import { pickText } from "#shared/i18n/localized-text";
import { MULTIPLIER_ONE } from "#shared/bookings/season";
import type { AdminProduct, AdminSeason } from "#shared/products/catalogue-admin-answers";
import { seasonInputSchema, type SeasonInput } from "#shared/products/catalogue-admin.schema";
import { Button } from "#web/components/admin/admin-ui";
import { FormField } from "#web/components/forms/form-field";
import { notify } from "#web/components/ui/toast-store";
import { useTranslation } from "#web/lib/i18n/texts";
import { useCatalogueWrite } from "../api/catalogue";
import { SelectField } from "#web/components/forms/select-field";
import { showServerErrors } from "./form-errors";

export function SeasonForm({
  season,
  products,
  language,
  onDone,
}: {
  season: AdminSeason | null;
  products: AdminProduct[];
  language: Language;
  onDone: () => void;
}) {
  const { t } = useTranslation("admin-products");
  const write = useCatalogueWrite();
  const uiLanguage = useLanguage();
  const form = useForm<SeasonInput>({
    resolver: translatedResolver(zodResolver(seasonInputSchema), (english) => catalogueText(english, uiLanguage)),
    defaultValues: season
      ? {
          name: season.name,
          startDate: season.startDate,
          endDate: season.endDate,
          multiplier: season.multiplierBasisPoints / MULTIPLIER_ONE,
          productId: season.productId,
        }
      : { name: { en: "", ar: "" }, startDate: "", endDate: "", multiplier: 1.25, productId: null },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await write.mutateAsync(
        season ? { method: "PATCH", path: `/api/admin/seasons/${season.id}`, body: values } : { method: "POST", path: "/api/admin/seasons", body: values },
      );
      notify({ tone: "success", title: t("saved") });
      onDone();
    } catch (error) {
      showServerErrors(form, error, t("admin:errors.actionFailed"));
    }
  });
  return (
    <form noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-2">
      <FormField id="season-name-en" label={t("fields.nameEn")} dir="ltr" required error={errors.name?.en?.message} {...form.register("name.en")} />
      <FormField id="season-name-ar" label={t("fields.nameAr")} dir="rtl" lang="ar" error={errors.name?.ar?.message} {...form.register("name.ar")} />
      <FormField id="season-start" label={t("fields.startDate")} type="date" required error={errors.startDate?.message} {...form.register("startDate")} />
      <FormField id="season-end" label={t("fields.endDate")} type="date" required error={errors.endDate?.message} {...form.register("endDate")} />
      <FormField
        id="season-multiplier"
        label={t("fields.multiplier")}
        type="number"
        step="0.01"
        inputMode="decimal"
        required
        error={errors.multiplier?.message}
        {...form.register("multiplier", { valueAsNumber: true })}
      />
      <SelectField
        id="season-product"
        label={t("fields.appliesTo")}
        error={errors.productId?.message}
        {...form.register("productId", { setValueAs: (value: string | number | null) => (value === "" || value === null ? null : Number(value)) })}
      >
        <option value="">{t("fields.allProducts")}</option>
        {products.map((product) => (
          <option key={product.id} value={product.id}>
            {pickText(product.name, language)}
          </option>
        ))}
      </SelectField>
      <div className="flex justify-end sm:col-span-2">
        <Button type="submit" busy={write.isPending}>
          {t("actions.save")}
        </Button>
      </div>
    </form>
  );
}
