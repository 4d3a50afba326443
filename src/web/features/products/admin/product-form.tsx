import { zodResolver } from "@hookform/resolvers/zod";
import { catalogueText } from "#shared/products/catalogue-texts";
import { translatedResolver } from "#web/components/forms/translated-resolver";
import { useLanguage } from "#web/lib/language";
import { useForm } from "react-hook-form";
import type { AdminProduct } from "#shared/products/catalogue-admin-answers";
import { productInputSchema, type ProductInput } from "#shared/products/catalogue-admin.schema";
import { PRODUCT_KINDS } from "#shared/products/product-kinds";
import { Button } from "#web/components/admin/admin-ui";
import { FormField } from "#web/components/forms/form-field";
import { ImageAddressField } from "#web/components/admin/image-address-field";
import { notify } from "#web/components/ui/toast-store";
import { useTranslation } from "#web/lib/i18n/texts";
import { useCatalogueWrite } from "../api/catalogue";
import { SelectField } from "#web/components/forms/select-field";
import { CheckboxField } from "./field-kit";
import { showServerErrors } from "./form-errors";

const EMPTY: ProductInput = {
  slug: "",
  kind: "airport_transfer",
  name: { en: "", ar: "" },
  summary: { en: "", ar: "" },
  description: { en: "", ar: "" },
  image: "",
  active: true,
  sortOrder: 0,
};

/** Create or edit one product; the shared schema checks it here and again on the server. */
export function ProductForm({ product, onDone }: { product: AdminProduct | null; onDone: () => void }) {
  const { t } = useTranslation("admin-products");
  const write = useCatalogueWrite();
  const uiLanguage = useLanguage();
  const form = useForm<ProductInput>({
    resolver: translatedResolver(zodResolver(productInputSchema), (english) => catalogueText(english, uiLanguage)),
    defaultValues: product ?? EMPTY,
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await write.mutateAsync(
        product ? { method: "PATCH", path: `/api/admin/products/${product.id}`, body: values } : { method: "POST", path: "/api/admin/products", body: values },
      );
      notify({ tone: "success", title: t("saved") });
      onDone();
    } catch (error) {
      showServerErrors(form, error, t("admin:errors.actionFailed"));
    }
  });
  return (
    <form noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-2">
      <FormField
        id="product-slug"
        label={t("fields.slug")}
        hint={t("fields.slugHint")}
        dir="ltr"
        required
        error={errors.slug?.message}
        {...form.register("slug")}
      />
      <SelectField id="product-kind" label={t("fields.kind")} error={errors.kind?.message} {...form.register("kind")}>
        {PRODUCT_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t(`kinds.${kind}`)}
          </option>
        ))}
      </SelectField>
      <FormField id="product-name-en" label={t("fields.nameEn")} dir="ltr" required error={errors.name?.en?.message} {...form.register("name.en")} />
      <FormField id="product-name-ar" label={t("fields.nameAr")} dir="rtl" lang="ar" error={errors.name?.ar?.message} {...form.register("name.ar")} />
      <FormField
        id="product-summary-en"
        label={t("fields.summaryEn")}
        dir="ltr"
        multiline
        rows={2}
        error={errors.summary?.en?.message}
        {...form.register("summary.en")}
      />
      <FormField
        id="product-summary-ar"
        label={t("fields.summaryAr")}
        dir="rtl"
        lang="ar"
        multiline
        rows={2}
        error={errors.summary?.ar?.message}
        {...form.register("summary.ar")}
      />
      <FormField
        id="product-description-en"
        label={t("fields.descriptionEn")}
        dir="ltr"
        multiline
        rows={5}
        error={errors.description?.en?.message}
        {...form.register("description.en")}
      />
      <FormField
        id="product-description-ar"
        label={t("fields.descriptionAr")}
        dir="rtl"
        lang="ar"
        multiline
        rows={5}
        error={errors.description?.ar?.message}
        {...form.register("description.ar")}
      />
      <ImageAddressField
        id="product-image"
        label={t("fields.image")}
        chooseLabel={t("fields.chooseImage")}
        onChosen={(url) => form.setValue("image", url, { shouldDirty: true, shouldValidate: true })}
        error={errors.image?.message}
        {...form.register("image")}
      />
      <FormField
        id="product-sort"
        label={t("fields.sortOrder")}
        type="number"
        inputMode="numeric"
        error={errors.sortOrder?.message}
        {...form.register("sortOrder", { valueAsNumber: true })}
      />
      <CheckboxField id="product-active" label={t("fields.active")} {...form.register("active")} />
      <div className="flex justify-end sm:col-span-2">
        <Button type="submit" busy={write.isPending}>
          {t("actions.save")}
        </Button>
      </div>
    </form>
  );
}
