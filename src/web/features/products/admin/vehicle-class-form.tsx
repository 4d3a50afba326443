import { zodResolver } from "@hookform/resolvers/zod";
import { catalogueText } from "#shared/products/catalogue-texts";
import { translatedResolver } from "#web/components/forms/translated-resolver";
import { useLanguage } from "#web/lib/language";
import { useForm } from "react-hook-form";
import { z } from "zod";
import type { AdminVehicleClass } from "#shared/products/catalogue-admin-answers";
import { vehicleClassInputSchema } from "#shared/products/catalogue-admin.schema";
import { Button } from "#web/components/admin/admin-ui";
import { FormField } from "#web/components/forms/form-field";
import { ImageAddressField } from "#web/components/admin/image-address-field";
import { notify } from "#web/components/ui/toast-store";
import { useTranslation } from "#web/lib/i18n/texts";
import { useCatalogueWrite } from "../api/catalogue";
import { CheckboxField } from "./field-kit";
import { showServerErrors } from "./form-errors";

// The features are typed one per line in each language; they are paired by line into the shared schema's list.
const formSchema = vehicleClassInputSchema.omit({ features: true }).extend({ featuresText: z.object({ en: z.string(), ar: z.string() }) });
type FormValues = z.infer<typeof formSchema>;
const lines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

export function VehicleClassForm({ vehicleClass, onDone }: { vehicleClass: AdminVehicleClass | null; onDone: () => void }) {
  const { t } = useTranslation("admin-products");
  const write = useCatalogueWrite();
  const defaults: FormValues = vehicleClass
    ? { ...vehicleClass, featuresText: { en: vehicleClass.features.map((f) => f.en).join("\n"), ar: vehicleClass.features.map((f) => f.ar).join("\n") } }
    : {
        slug: "",
        name: { en: "", ar: "" },
        description: { en: "", ar: "" },
        image: "",
        passengers: 4,
        bags: 2,
        active: true,
        sortOrder: 0,
        featuresText: { en: "", ar: "" },
      };
  const uiLanguage = useLanguage();
  const form = useForm<FormValues>({
    resolver: translatedResolver(zodResolver(formSchema), (english) => catalogueText(english, uiLanguage)),
    defaultValues: defaults,
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async ({ featuresText, ...values }) => {
    const en = lines(featuresText.en);
    const ar = lines(featuresText.ar);
    const body = { ...values, features: en.map((text, i) => ({ en: text, ar: ar[i] ?? "" })) };
    try {
      await write.mutateAsync(
        vehicleClass
          ? { method: "PATCH", path: `/api/admin/vehicle-classes/${vehicleClass.id}`, body }
          : { method: "POST", path: "/api/admin/vehicle-classes", body },
      );
      notify({ tone: "success", title: t("saved") });
      onDone();
    } catch (error) {
      showServerErrors(form, error, t("admin:errors.actionFailed"), { features: "featuresText.en" });
    }
  });
  return (
    <form noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-2">
      <FormField
        id="class-slug"
        label={t("fields.slug")}
        hint={t("fields.slugHint")}
        dir="ltr"
        required
        error={errors.slug?.message}
        {...form.register("slug")}
      />
      <ImageAddressField
        id="class-image"
        label={t("fields.image")}
        chooseLabel={t("fields.chooseImage")}
        onChosen={(url) => form.setValue("image", url, { shouldDirty: true, shouldValidate: true })}
        error={errors.image?.message}
        {...form.register("image")}
      />
      <FormField id="class-name-en" label={t("fields.nameEn")} dir="ltr" required error={errors.name?.en?.message} {...form.register("name.en")} />
      <FormField id="class-name-ar" label={t("fields.nameAr")} dir="rtl" lang="ar" error={errors.name?.ar?.message} {...form.register("name.ar")} />
      <FormField
        id="class-description-en"
        label={t("fields.descriptionEn")}
        dir="ltr"
        multiline
        rows={3}
        error={errors.description?.en?.message}
        {...form.register("description.en")}
      />
      <FormField
        id="class-description-ar"
        label={t("fields.descriptionAr")}
        dir="rtl"
        lang="ar"
        multiline
        rows={3}
        error={errors.description?.ar?.message}
        {...form.register("description.ar")}
      />
      <FormField
        id="class-passengers"
        label={t("fields.passengers")}
        type="number"
        inputMode="numeric"
        required
        error={errors.passengers?.message}
        {...form.register("passengers", { valueAsNumber: true })}
      />
      <FormField
        id="class-bags"
        label={t("fields.bags")}
        type="number"
        inputMode="numeric"
        required
        error={errors.bags?.message}
        {...form.register("bags", { valueAsNumber: true })}
      />
      <FormField
        id="class-features-en"
        label={t("fields.featuresEn")}
        dir="ltr"
        multiline
        rows={4}
        error={errors.featuresText?.en?.message}
        {...form.register("featuresText.en")}
      />
      <FormField
        id="class-features-ar"
        label={t("fields.featuresAr")}
        dir="rtl"
        lang="ar"
        multiline
        rows={4}
        error={errors.featuresText?.ar?.message}
        {...form.register("featuresText.ar")}
      />
      <FormField
        id="class-sort"
        label={t("fields.sortOrder")}
        type="number"
        inputMode="numeric"
        error={errors.sortOrder?.message}
        {...form.register("sortOrder", { valueAsNumber: true })}
      />
      <CheckboxField id="class-active" label={t("fields.active")} {...form.register("active")} />
      <div className="flex justify-end sm:col-span-2">
        <Button type="submit" busy={write.isPending}>
          {t("actions.save")}
        </Button>
      </div>
    </form>
  );
}
