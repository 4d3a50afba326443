import { useForm } from "react-hook-form";
import type { z } from "zod";
import { paymentActionSchema } from "#shared/bookings/admin-bookings.schema";
import { PAYMENT_STATUSES, type PaymentStatus } from "#shared/bookings/booking-kinds";
import type { Language } from "#shared/i18n/languages";
import { useTranslation } from "#web/lib/i18n/texts";
import { ActionSection, ActionSubmit } from "./action-section";
import { staffResolver } from "./staff-resolver";
import { useActionSubmit } from "./use-action-submit";

type PaymentValues = z.infer<typeof paymentActionSchema>;

/** Records the payment status (cash to the driver, bank transfer…), kept in the timeline. */
export function PaymentAction({ bookingId, status, language }: { bookingId: number; status: PaymentStatus; language: Language }) {
  const { t } = useTranslation("admin-jobs");
  const form = useForm<PaymentValues>({ resolver: staffResolver(paymentActionSchema, language), defaultValues: { status } });
  const { submit, busy } = useActionSubmit(bookingId, "payment", form);
  const { errors } = form.formState;
  return (
    <ActionSection id="action-payment" title={t("actions.payment")}>
      <form noValidate onSubmit={submit} className="grid gap-2">
        <div>
          <label htmlFor="payment-status" className="sr-only">
            {t("detail.paymentStatus")}
          </label>
          <select
            id="payment-status"
            className="block w-full rounded-lg border border-stone-400 bg-white px-3 py-2.5 sm:w-60"
            aria-invalid={errors.status ? true : undefined}
            {...form.register("status")}
          >
            {PAYMENT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`payment.${value}`)}
              </option>
            ))}
          </select>
          {errors.status ? <p className="mt-1 text-sm font-medium text-red-700">{errors.status.message}</p> : null}
        </div>
        <ActionSubmit errors={errors} label={t("actions.savePayment")} busy={busy} />
      </form>
    </ActionSection>
  );
}
