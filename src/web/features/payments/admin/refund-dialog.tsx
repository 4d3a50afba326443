import { zodResolver } from "@hookform/resolvers/zod";
import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useState } from "react";
import { Controller, useForm, type Resolver } from "react-hook-form";
import { staffText } from "#shared/bookings/staff-texts";
import type { Language } from "#shared/i18n/languages";
import { staffRefundSchema, type StaffRefund } from "#shared/payments/payment.schema";
import { formatSar } from "#shared/products/money";
import { Button } from "#web/components/admin/admin-ui";
import { translatedResolver } from "#web/components/forms/translated-resolver";
import { notify } from "#web/components/ui/toast-store";
import { useTranslation } from "#web/lib/i18n/texts";
import { StaffApiError } from "#web/lib/staff-session/admin-api";
import { useStaffRefund } from "../api/staff-payments";
import { RiyalsField } from "#web/components/forms/riyals-field";

const inputClass = (invalid: boolean) => `mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-ink ${invalid ? "border-red-600" : "border-stone-400"}`;

/**
 * Refund one payment: the amount (at most what is still refundable, the whole of it by default)
 * and a reason, then a second look that says what happens. One Idempotency-Key per opened dialog,
 * so pressing again after a lost answer never refunds twice.
 */
export function RefundDialog({
  paymentId,
  label,
  refundableHalalas,
  language,
}: {
  paymentId: number;
  label: string;
  refundableHalalas: number;
  language: Language;
}) {
  const { t } = useTranslation("admin-payments");
  const [open, setOpen] = useState(false);
  const [key, setKey] = useState("");
  const [confirming, setConfirming] = useState<StaffRefund | null>(null);
  const refund = useStaffRefund();
  const form = useForm<StaffRefund>({
    resolver: translatedResolver(zodResolver(staffRefundSchema) as unknown as Resolver<StaffRefund>, (english) => staffText(english, language)),
    defaultValues: { amountHalalas: refundableHalalas, reason: "" },
  });
  const { errors } = form.formState;
  const sar = (halalas: number) => formatSar(halalas, language);
  const tooMuch = (value: StaffRefund) => value.amountHalalas > refundableHalalas;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      setKey(crypto.randomUUID());
      setConfirming(null);
      form.reset({ amountHalalas: refundableHalalas, reason: "" });
    }
  };
  const send = (body: StaffRefund) =>
    refund.mutate(
      { paymentId, body, idempotencyKey: key },
      {
        onSuccess: (answer) => {
          notify({ tone: "success", title: t("refund.done"), description: answer.message });
          setOpen(false);
        },
        onError: (error) => {
          const fields = error instanceof StaffApiError ? error.fieldErrors : {};
          for (const [path, message] of Object.entries(fields))
            if (path === "amountHalalas" || path === "reason") form.setError(path, { type: "server", message });
          setConfirming(null);
          notify({ tone: "error", title: t("refund.failed"), description: error.message });
        },
      },
    );

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <Button variant="secondary" className="min-h-9 px-3 py-1.5" data-testid={`refund-${paymentId}`}>
          {t("refund.button")}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92vh] overflow-y-auto rounded-t-2xl bg-white p-4 shadow-xl sm:inset-0 sm:m-auto sm:h-fit sm:w-[min(92vw,30rem)] sm:rounded-2xl sm:p-6"
        >
          <div className="mb-3 flex items-start justify-between gap-3">
            <Dialog.Title className="text-lg font-semibold text-brand-900">{t("refund.title", { reference: label })}</Dialog.Title>
            <Dialog.Close className="rounded-lg p-2 text-muted hover:bg-stone-100" aria-label={t("refund.cancel")}>
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          {confirming ? (
            <div className="grid gap-4" role="alertdialog" aria-label={t("refund.confirm", { amount: sar(confirming.amountHalalas) })}>
              <p className="text-ink">{t("refund.confirmText", { amount: sar(confirming.amountHalalas) })}</p>
              <p className="rounded-lg bg-stone-100 px-3 py-2 text-sm break-words whitespace-pre-line">{confirming.reason}</p>
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Button variant="secondary" onClick={() => setConfirming(null)} disabled={refund.isPending}>
                  {t("refund.cancel")}
                </Button>
                <Button variant="danger" busy={refund.isPending} onClick={() => send(confirming)}>
                  {t("refund.confirm", { amount: sar(confirming.amountHalalas) })}
                </Button>
              </div>
            </div>
          ) : (
            <form
              noValidate
              className="grid gap-3"
              onSubmit={form.handleSubmit((value) => {
                if (tooMuch(value)) return form.setError("amountHalalas", { type: "max", message: t("refund.amountHint", { amount: sar(refundableHalalas) }) });
                setConfirming(value);
              })}
            >
              <Controller
                control={form.control}
                name="amountHalalas"
                render={({ field }) => (
                  <RiyalsField
                    id={`refund-amount-${paymentId}`}
                    label={t("refund.amount")}
                    hint={t("refund.amountHint", { amount: sar(refundableHalalas) })}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={errors.amountHalalas?.message}
                  />
                )}
              />
              <div>
                <label htmlFor={`refund-reason-${paymentId}`} className="block text-sm font-medium text-ink">
                  {t("refund.reason")}
                </label>
                <textarea
                  id={`refund-reason-${paymentId}`}
                  rows={3}
                  maxLength={500}
                  className={inputClass(Boolean(errors.reason))}
                  aria-invalid={errors.reason ? true : undefined}
                  aria-describedby={errors.reason ? `refund-reason-${paymentId}-error` : undefined}
                  {...form.register("reason")}
                />
                {errors.reason ? (
                  <p id={`refund-reason-${paymentId}-error`} className="mt-1 text-sm font-medium text-red-700">
                    {errors.reason.message}
                  </p>
                ) : null}
              </div>
              <div className="flex justify-end">
                <Button type="submit">{t("refund.button").replace("…", "")}</Button>
              </div>
            </form>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
