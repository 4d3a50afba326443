import { zodResolver } from "@hookform/resolvers/zod";
import { catalogueText } from "#shared/products/catalogue-texts";
import { translatedResolver } from "#web/components/forms/translated-resolver";
import { useLanguage } from "#web/lib/language";
import { useForm } from "react-hook-form";
import type { Language } from "#shared/i18n/languages";
import type { AdminExtra } from "#shared/products/catalogue-admin-answers";
import { extraInputSchema, halalasToRiyals, type ExtraInput } from "#shared/products/catalogue-admin.schema";
import { formatSar } from "#shared/products/money";
import { Badge, Button } from "#web/components/admin/admin-ui";
import { FormField } from "#web/components/forms/form-field";
import { notify } from "#web/components/ui/toast-store";
import { useTranslation } from "#web/lib/i18n/texts";
import { useCatalogueWrite } from "../api/catalogue";
import { CheckboxField } from "./field-kit";
import { showServerErrors } from "./form-errors";

/** One extra (child seat, sign, stop, waiting hour): its names, unit price in riyals and whether it is offered. */
export function ExtraRowForm({ extra, canWrite, language }: { extra: AdminExtra; canWrite: boolean; language: Language }) {
  const { t } = useTranslation("admin-products");
  const write = useCatalogueWrite();
  const uiLanguage = useLanguage();
  const form = useForm<ExtraInput>({
    resolver: translatedResolver(zodResolver(extraInputSchema), (english) => catalogueText(english, uiLanguage)),
    defaultValues: { name: extra.name, amountRiyals: halalasToRiyals(extra.priceHalalas), active: extra.active, sortOrder: extra.sortOrder },
  });
  const { errors } = form.formState;
  const id = `extra-${extra.kind}`;
  const submit = form.handleSubmit(async (values) => {
    try {
      await write.mutateAsync({ method: "PATCH", path: `/api/admin/extras/${extra.kind}`, body: values });
      notify({ tone: "success", title: t("saved") });
    } catch (error) {
      showServerErrors(form, error, t("admin:errors.actionFailed"));
    }
  });
  return (
    <li className="py-3" data-testid={id}>
      <p className="mb-2 flex flex-wrap items-center gap-2 font-semibold text-ink">
        {extra.name[language] || extra.name.en}
        {extra.stored ? (
          <span className="text-sm font-normal text-muted">{formatSar(extra.priceHalalas, language)}</span>
        ) : (
          <Badge tone="warn">{t("status.notPriced")}</Badge>
        )}
      </p>
      {canWrite ? (
        <form noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_1fr_9rem_auto] sm:items-end">
          <FormField id={`${id}-en`} label={t("fields.nameEn")} dir="ltr" error={errors.name?.en?.message} {...form.register("name.en")} />
          <FormField id={`${id}-ar`} label={t("fields.nameAr")} dir="rtl" lang="ar" error={errors.name?.ar?.message} {...form.register("name.ar")} />
          <FormField
            id={`${id}-amount`}
            label={t("fields.amount")}
            type="number"
            step="0.01"
            inputMode="decimal"
            error={errors.amountRiyals?.message}
            {...form.register("amountRiyals", { valueAsNumber: true })}
          />
          <div className="flex flex-wrap items-center gap-3">
            <CheckboxField id={`${id}-active`} label={t("status.active")} {...form.register("active")} />
            <Button type="submit" busy={write.isPending}>
              {t("actions.save")}
            </Button>
          </div>
        </form>
      ) : null}
    </li>
  );
}
