import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import type { AdminVehicleClass } from "#shared/products/catalogue-admin-answers";
import { vehicleClassInputSchema } from "#shared/products/catalogue-admin.schema";
import { catalogueText } from "#shared/products/catalogue-texts";
import { translatedResolver } from "#web/components/forms/translated-resolver";
import { useLanguage } from "#web/lib/language";
import { BilingualFields, CatalogueForm, ImageField, NumberField, OrderAndActive, SlugField } from "./catalogue-form-kit";

// The features are typed one per line in each language; they are paired by line into the shared schema's list.
const formSchema = vehicleClassInputSchema.omit({ features: true }).extend({ featuresText: z.object({ en: z.string(), ar: z.string() }) });
type FormValues = z.infer<typeof formSchema>;
const lines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

const EMPTY: FormValues = {
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

export function VehicleClassForm({ vehicleClass, onDone }: { vehicleClass: AdminVehicleClass | null; onDone: () => void }) {
  const uiLanguage = useLanguage();
  const form = useForm<FormValues>({
    resolver: translatedResolver(zodResolver(formSchema), (english) => catalogueText(english, uiLanguage)),
    defaultValues: vehicleClass
      ? { ...vehicleClass, featuresText: { en: vehicleClass.features.map((f) => f.en).join("\n"), ar: vehicleClass.features.map((f) => f.ar).join("\n") } }
      : EMPTY,
  });
  const build = ({ featuresText, ...values }: FormValues) => {
    const ar = lines(featuresText.ar);
    const body = { ...values, features: lines(featuresText.en).map((text, i) => ({ en: text, ar: ar[i] ?? "" })) };
    return vehicleClass
      ? { method: "PATCH" as const, path: `/api/admin/vehicle-classes/${vehicleClass.id}`, body }
      : { method: "POST" as const, path: "/api/admin/vehicle-classes", body };
  };
  return (
    <CatalogueForm<FormValues> form={form} onDone={onDone} build={build} rename={{ features: "featuresText.en" }}>
      <SlugField form={form} id="class-slug" />
      <ImageField form={form} id="class-image" />
      <BilingualFields form={form} id="class-name" name="name" label="name" requiredEn />
      <BilingualFields form={form} id="class-description" name="description" label="description" rows={3} />
      <NumberField form={form} id="class-passengers" name="passengers" label="passengers" required />
      <NumberField form={form} id="class-bags" name="bags" label="bags" required />
      <BilingualFields form={form} id="class-features" name="featuresText" label="features" rows={4} />
      <OrderAndActive form={form} idPrefix="class" />
    </CatalogueForm>
  );
}
