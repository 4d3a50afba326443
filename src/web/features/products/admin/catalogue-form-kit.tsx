import type { ReactNode } from "react";
import type { FieldValues, Path, PathValue, UseFormReturn } from "react-hook-form";
import { Button } from "#web/components/admin/admin-ui";
import { ImageAddressField } from "#web/components/admin/image-address-field";
import { FormField } from "#web/components/forms/form-field";
import { notify } from "#web/components/ui/toast-store";
import { useTranslation } from "#web/lib/i18n/texts";
import { useCatalogueWrite, type CatalogueWrite } from "../api/catalogue";
import { CheckboxField } from "./field-kit";
import { showServerErrors } from "./form-errors";

/*
 * The one field layout of the catalogue's forms (products, vehicle classes): the same slug, image,
 * English/Arabic pairs, counts, order and active switch, and the same save, so a fix to one
 * field's look or behaviour reaches every form.
 */

type Form<T extends FieldValues> = UseFormReturn<T>;
const errorOf = <T extends FieldValues>(form: Form<T>, name: string) => form.getFieldState(name as Path<T>, form.formState).error?.message;

/** The form's grid and its Save; `save` sends the request the form built (POST or PATCH). */
export function CatalogueForm<T extends FieldValues, S extends FieldValues = T>({
  form,
  build,
  rename,
  onDone,
  children,
}: {
  form: Form<T>;
  /** The request for these values. */
  build: (values: S) => CatalogueWrite;
  /** Server field paths shown on another field of this form. */
  rename?: Record<string, string>;
  onDone: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation("admin-products");
  const write = useCatalogueWrite();
  const submit = form.handleSubmit(async (values) => {
    try {
      await write.mutateAsync(build(values as unknown as S));
      notify({ tone: "success", title: t("saved") });
      onDone();
    } catch (error) {
      showServerErrors(form, error, t("admin:errors.actionFailed"), rename);
    }
  });
  return (
    <form noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-2">
      {children}
      <div className="flex justify-end sm:col-span-2">
        <Button type="submit" busy={write.isPending}>
          {t("actions.save")}
        </Button>
      </div>
    </form>
  );
}

export function SlugField<T extends FieldValues>({ form, id }: { form: Form<T>; id: string }) {
  const { t } = useTranslation("admin-products");
  return (
    <FormField
      id={id}
      label={t("fields.slug")}
      hint={t("fields.slugHint")}
      dir="ltr"
      required
      error={errorOf(form, "slug")}
      {...form.register("slug" as Path<T>)}
    />
  );
}

export function ImageField<T extends FieldValues>({ form, id }: { form: Form<T>; id: string }) {
  const { t } = useTranslation("admin-products");
  return (
    <ImageAddressField
      id={id}
      label={t("fields.image")}
      chooseLabel={t("fields.chooseImage")}
      onChosen={(url) => form.setValue("image" as Path<T>, url as PathValue<T, Path<T>>, { shouldDirty: true, shouldValidate: true })}
      error={errorOf(form, "image")}
      {...form.register("image" as Path<T>)}
    />
  );
}

/** An English field and its Arabic twin (labels fields.<label>En / fields.<label>Ar); one line, or `rows` lines. */
export function BilingualFields<T extends FieldValues>({
  form,
  id,
  name,
  label,
  rows,
  requiredEn,
}: {
  form: Form<T>;
  id: string;
  name: string;
  label: string;
  rows?: number;
  requiredEn?: boolean;
}) {
  const { t } = useTranslation("admin-products");
  const lines = rows ? { multiline: true, rows } : {};
  return (
    <>
      <FormField
        id={`${id}-en`}
        label={t(`fields.${label}En`)}
        dir="ltr"
        required={requiredEn}
        {...lines}
        error={errorOf(form, `${name}.en`)}
        {...form.register(`${name}.en` as Path<T>)}
      />
      <FormField
        id={`${id}-ar`}
        label={t(`fields.${label}Ar`)}
        dir="rtl"
        lang="ar"
        {...lines}
        error={errorOf(form, `${name}.ar`)}
        {...form.register(`${name}.ar` as Path<T>)}
      />
    </>
  );
}

export function NumberField<T extends FieldValues>({
  form,
  id,
  name,
  label,
  required,
}: {
  form: Form<T>;
  id: string;
  name: string;
  label: string;
  required?: boolean;
}) {
  const { t } = useTranslation("admin-products");
  return (
    <FormField
      id={id}
      label={t(`fields.${label}`)}
      type="number"
      inputMode="numeric"
      required={required}
      error={errorOf(form, name)}
      {...form.register(name as Path<T>, { valueAsNumber: true })}
    />
  );
}

/** The list order and the active switch that end every catalogue form. */
export function OrderAndActive<T extends FieldValues>({ form, idPrefix }: { form: Form<T>; idPrefix: string }) {
  const { t } = useTranslation("admin-products");
  return (
    <>
      <NumberField form={form} id={`${idPrefix}-sort`} name="sortOrder" label="sortOrder" />
      <CheckboxField id={`${idPrefix}-active`} label={t("fields.active")} {...form.register("active" as Path<T>)} />
    </>
  );
}
