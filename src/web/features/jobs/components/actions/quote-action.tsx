import { FormProvider, useFieldArray, useForm, useWatch } from "react-hook-form";
import type { AdminBookingDetail } from "#shared/bookings/admin-answers";
import { quoteActionSchema, type QuoteAction as QuoteValues } from "#shared/bookings/admin-bookings.schema";
import { MAX_QUOTE_ADJUSTMENTS, quotedTotal } from "#shared/bookings/quote-adjustments";
import type { Language } from "#shared/i18n/languages";
import { formatSar } from "#shared/products/money";
import { Button } from "#web/components/admin/admin-ui";
import { FormField } from "#web/components/forms/form-field";
import { useTranslation } from "#web/lib/i18n/texts";
import { ActionSection, ActionSubmit } from "./action-section";
import { QuoteLineFields } from "./quote-line-fields";
import { staffResolver } from "./staff-resolver";
import { useActionSubmit } from "./use-action-submit";

/**
 * A quote is the trip as the server priced it plus a line per change (issue 11), so what the
 * customer reads adds up; the total shown here is the sum the server will store. A revised quote
 * starts from the current lines. The reason is internal: the staff timeline only.
 */
export function QuoteAction({ detail, language }: { detail: AdminBookingDetail; language: Language }) {
  const { t } = useTranslation("admin-jobs");
  const form = useForm<QuoteValues>({
    resolver: staffResolver(quoteActionSchema, language),
    defaultValues: { adjustments: detail.quoted?.adjustments ?? [], reason: "" },
  });
  const lines = useFieldArray({ control: form.control, name: "adjustments" });
  const watched = useWatch({ control: form.control, name: "adjustments" }) ?? [];
  const trip = detail.breakdown.totalHalalas;
  const total = quotedTotal(
    trip,
    watched.filter((line) => Number.isInteger(line?.amountHalalas)),
  );
  const { submit, busy } = useActionSubmit(detail.id, "quote", form, (values) => form.reset({ adjustments: values.adjustments, reason: "" }));
  const { errors } = form.formState;
  const listError = errors.adjustments?.message ?? errors.adjustments?.root?.message;
  return (
    <ActionSection id="action-quote" title={t("actions.quote")}>
      <FormProvider {...form}>
        <form noValidate onSubmit={submit} className="grid gap-3" data-testid="quote-form">
          <p className="text-sm">{t("actions.quoteTrip", { price: formatSar(trip, language) })}</p>
          {lines.fields.length === 0 ? <p className="text-sm text-muted">{t("actions.quoteNoLines")}</p> : null}
          {lines.fields.map((field, index) => (
            <QuoteLineFields key={field.id} index={index} onRemove={() => lines.remove(index)} />
          ))}
          <div>
            <Button
              variant="secondary"
              disabled={lines.fields.length >= MAX_QUOTE_ADJUSTMENTS}
              onClick={() =>
                lines.append({ label: { en: "", ar: "" }, amountHalalas: Number.NaN }, { focusName: `adjustments.${lines.fields.length}.label.en` })
              }
            >
              {t("actions.quoteAddLine")}
            </Button>
          </div>
          {listError ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {listError}
            </p>
          ) : null}
          <p className="font-semibold tabular-nums" data-testid="quote-new-total" aria-live="polite">
            {t("actions.quoteTotal", { price: formatSar(total, language) })}
          </p>
          <FormField id="quote-reason" label={t("actions.quoteReason")} multiline rows={2} error={errors.reason?.message} {...form.register("reason")} />
          <ActionSubmit errors={errors} label={detail.quoted ? t("actions.sendRevised") : t("actions.sendQuote")} busy={busy} />
        </form>
      </FormProvider>
    </ActionSection>
  );
}
