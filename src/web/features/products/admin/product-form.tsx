import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { AdminProduct } from "#shared/products/catalogue-admin-answers";
import { productInputSchema, type ProductInput } from "#shared/products/catalogue-admin.schema";
import { catalogueText } from "#shared/products/catalogue-texts";
import { PRODUCT_KINDS } from "#shared/products/product-kinds";
import { SelectField } from "#web/components/forms/select-field";
import { translatedResolver } from "#web/components/forms/translated-resolver";
import { useTranslation } from "#web/lib/i18n/texts";
import { useLanguage } from "#web/lib/language";
import { BilingualFields, CatalogueForm, ImageField, OrderAndActive, SlugField } from "./catalogue-form-kit";

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
  const uiLanguage = useLanguage();
  const form = useForm<ProductInput>({
    resolver: translatedResolver(zodResolver(productInputSchema), (english) => catalogueText(english, uiLanguage)),
    defaultValues: product ?? EMPTY,
  });
  return (
    <CatalogueForm<ProductInput>
      form={form}
      onDone={onDone}
      build={(body) => (product ? { method: "PATCH", path: `/api/admin/products/${product.id}`, body } : { method: "POST", path: "/api/admin/products", body })}
    >
      <SlugField form={form} id="product-slug" />
      <SelectField id="product-kind" label={t("fields.kind")} error={form.formState.errors.kind?.message} {...form.register("kind")}>
        {PRODUCT_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t(`kinds.${kind}`)}
          </option>
        ))}
      </SelectField>
      <BilingualFields form={form} id="product-name" name="name" label="name" requiredEn />
      <BilingualFields form={form} id="product-summary" name="summary" label="summary" rows={2} />
      <BilingualFields form={form} id="product-description" name="description" label="description" rows={5} />
      <ImageField form={form} id="product-image" />
      <OrderAndActive form={form} idPrefix="product" />
    </CatalogueForm>
  );
}
