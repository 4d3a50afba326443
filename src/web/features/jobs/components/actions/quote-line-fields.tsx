import { Controller, useFormContext } from "react-hook-form";
import type { QuoteAction } from "#shared/bookings/admin-bookings.schema";
import { Button } from "#web/components/admin/admin-ui";
import { FormField } from "#web/components/forms/form-field";
import { useTranslation } from "#web/lib/i18n/texts";
import { SignedRiyalsField } from "./signed-riyals-field";

/** One line of a quote: what changed, in English and in Arabic (the customer reads their language), and the signed amount. */
export function QuoteLineFields({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { t } = useTranslation("admin-jobs");
  const { register, control, formState } = useFormContext<QuoteAction>();
  const errors = formState.errors.adjustments?.[index];
  const number = index + 1;
  return (
    <fieldset className="grid gap-2 rounded-lg border border-stone-200 p-2" data-testid={`quote-line-${index}`}>
      <legend className="px-1 text-xs font-semibold text-muted">{t("actions.quoteLine", { number })}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        <FormField
          id={`quote-line-${index}-en`}
          label={t("actions.quoteLineEn")}
          lang="en"
          dir="ltr"
          error={errors?.label?.en?.message}
          {...register(`adjustments.${index}.label.en`)}
        />
        <FormField
          id={`quote-line-${index}-ar`}
          label={t("actions.quoteLineAr")}
          lang="ar"
          dir="rtl"
          error={errors?.label?.ar?.message}
          {...register(`adjustments.${index}.label.ar`)}
        />
      </div>
      <Controller
        control={control}
        name={`adjustments.${index}.amountHalalas`}
        render={({ field }) => (
          <SignedRiyalsField
            id={`quote-line-${index}-amount`}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors?.amountHalalas?.message}
          />
        )}
      />
      <div>
        <Button variant="ghost" className="min-h-9 px-2 py-1" onClick={onRemove}>
          {t("actions.quoteRemoveLine", { number })}
        </Button>
      </div>
    </fieldset>
  );
}
