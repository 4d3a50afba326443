import { useState } from "react";
import type { AdminBookingDetail } from "#shared/bookings/admin-answers";
import {
  cancelActionSchema,
  completeActionSchema,
  editActionSchema,
  noteActionSchema,
  paymentActionSchema,
  quoteActionSchema,
} from "#shared/bookings/admin-bookings.schema";
import { PAYMENT_STATUSES, type PaymentStatus } from "#shared/bookings/booking-kinds";
import { ConfirmButton } from "#web/components/admin/confirm-dialog";
import { FormField } from "#web/components/forms/form-field";
import { notify } from "#web/components/ui/toast-store";
import { useTranslation } from "#web/lib/i18n/texts";
import { useBookingAction } from "../api/booking-action";
import { useLanguage } from "#web/lib/language";
import { Button } from "#web/components/admin/admin-ui";
import { ActionForm } from "./action-form";
import { EditTripForm } from "./edit-trip-form";

const section = "rounded-xl border border-stone-200 p-3";
const heading = "mb-2 text-sm font-semibold text-brand-900";

/** Only the actions the booking's state allows (detail.actions, from the transition table). */
export function BookingActions({ detail }: { detail: AdminBookingDetail }) {
  const { t } = useTranslation("admin-jobs");
  const { actions, id } = detail;
  const mutation = useBookingAction(id);
  const [quote, setQuote] = useState({ riyals: String(Math.round(detail.totalHalalas / 100)), reason: "" });
  const [cancelReason, setCancelReason] = useState("");
  const [completeNote, setCompleteNote] = useState("");
  const [payment, setPayment] = useState<PaymentStatus>(detail.paymentStatus);
  const [note, setNote] = useState("");
  const [editingTrip, setEditingTrip] = useState(false);
  const language = useLanguage();
  const [edit, setEdit] = useState({ adults: detail.adults, children: detail.children, infants: detail.infants, bags: detail.bags, notes: detail.notes ?? "" });
  const simple = (action: "confirm" | "resend-link" | "reissue-link") => () =>
    mutation.mutateAsync({ action }).then(
      () => notify({ tone: "success", title: t("actions.done") }),
      (error: Error) => notify({ tone: "error", title: t("actions.failed"), description: error.message }),
    );
  const number = (value: string) => (value === "" ? Number.NaN : Number(value));

  return (
    <div className="grid gap-3" data-testid="booking-actions">
      {actions.confirm ? (
        <div className="flex flex-wrap gap-2">
          <ConfirmButton
            label={t("actions.confirm")}
            title={t("actions.confirmTitle")}
            description={t("actions.confirmText")}
            confirmLabel={t("actions.confirm")}
            onConfirm={simple("confirm")}
          />
        </div>
      ) : null}
      {actions.quote ? (
        <section className={section} aria-labelledby="action-quote">
          <h3 id="action-quote" className={heading}>
            {t("actions.quote")}
          </h3>
          <ActionForm
            bookingId={id}
            action="quote"
            schema={quoteActionSchema}
            body={() => ({ totalHalalas: Math.round(number(quote.riyals) * 100), reason: quote.reason })}
            submitLabel={t("actions.sendQuote")}
            onDone={() => setQuote((q) => ({ ...q, reason: "" }))}
          >
            {(errors) => (
              <div className="grid gap-2 sm:grid-cols-[12rem_1fr]">
                <FormField
                  id="quote-price"
                  label={t("actions.quotePrice")}
                  type="number"
                  inputMode="numeric"
                  min="1"
                  step="1"
                  error={errors.totalHalalas}
                  value={quote.riyals}
                  onChange={(e) => setQuote({ ...quote, riyals: e.target.value })}
                />
                <FormField
                  id="quote-reason"
                  label={t("actions.quoteReason")}
                  error={errors.reason}
                  value={quote.reason}
                  onChange={(e) => setQuote({ ...quote, reason: e.target.value })}
                />
              </div>
            )}
          </ActionForm>
        </section>
      ) : null}
      {actions.edit ? (
        <section className={section} aria-labelledby="action-edit">
          <h3 id="action-edit" className={heading}>
            {t("actions.edit")}
          </h3>
          <ActionForm
            bookingId={id}
            action="edit"
            schema={editActionSchema}
            body={() => ({ version: detail.version, ...edit })}
            submitLabel={t("actions.saveEdit")}
          >
            {(errors) => (
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                {(["adults", "children", "infants", "bags"] as const).map((key) => (
                  <FormField
                    key={key}
                    id={`edit-${key}`}
                    label={t(`actions.${key}`)}
                    type="number"
                    inputMode="numeric"
                    min="0"
                    error={errors[key]}
                    value={Number.isNaN(edit[key]) ? "" : edit[key]}
                    onChange={(e) => setEdit({ ...edit, [key]: number(e.target.value) })}
                  />
                ))}
                <div className="col-span-2 sm:col-span-4">
                  <FormField
                    id="edit-notes"
                    label={t("actions.customerNotes")}
                    multiline
                    rows={2}
                    error={errors.notes}
                    value={edit.notes}
                    onChange={(e) => setEdit({ ...edit, notes: e.target.value })}
                  />
                </div>
              </div>
            )}
          </ActionForm>
        </section>
      ) : null}
      {actions.edit ? (
        <section className={section} aria-labelledby="action-edit-trip">
          <h3 id="action-edit-trip" className={heading}>
            {t("editTrip.title")}
          </h3>
          {editingTrip ? (
            <EditTripForm detail={detail} language={language} onDone={() => setEditingTrip(false)} />
          ) : (
            <div className="grid gap-2">
              <p className="text-sm text-muted">{t("editTrip.hint")}</p>
              <div>
                <Button variant="secondary" onClick={() => setEditingTrip(true)}>
                  {t("editTrip.open")}
                </Button>
              </div>
            </div>
          )}
        </section>
      ) : null}
      {actions.payment ? (
        <section className={section} aria-labelledby="action-payment">
          <h3 id="action-payment" className={heading}>
            {t("actions.payment")}
          </h3>
          <ActionForm bookingId={id} action="payment" schema={paymentActionSchema} body={() => ({ status: payment })} submitLabel={t("actions.savePayment")}>
            {(errors) => (
              <div>
                <label htmlFor="payment-status" className="sr-only">
                  {t("detail.paymentStatus")}
                </label>
                <select
                  id="payment-status"
                  className="block w-full rounded-lg border border-stone-400 bg-white px-3 py-2.5 sm:w-60"
                  value={payment}
                  onChange={(e) => setPayment(e.target.value as PaymentStatus)}
                >
                  {PAYMENT_STATUSES.map((status) => (
                    <option key={status} value={status}>
                      {t(`payment.${status}`)}
                    </option>
                  ))}
                </select>
                {errors.status ? <p className="mt-1 text-sm font-medium text-red-700">{errors.status}</p> : null}
              </div>
            )}
          </ActionForm>
        </section>
      ) : null}
      {actions.note ? (
        <section className={section} aria-labelledby="action-note">
          <h3 id="action-note" className={heading}>
            {t("actions.note")}
          </h3>
          <ActionForm
            bookingId={id}
            action="note"
            schema={noteActionSchema}
            body={() => ({ text: note })}
            submitLabel={t("actions.saveNote")}
            onDone={() => setNote("")}
          >
            {(errors) => (
              <FormField
                id="note-text"
                label={t("actions.noteText")}
                multiline
                rows={2}
                error={errors.text}
                value={note}
                onChange={(e) => setNote(e.target.value)}
              />
            )}
          </ActionForm>
        </section>
      ) : null}
      {actions.resendLink || actions.reissueLink ? (
        <div className="flex flex-wrap gap-2">
          {actions.resendLink ? (
            <ConfirmButton
              label={t("actions.resendLink")}
              title={t("actions.resendTitle")}
              description={t("actions.resendText")}
              confirmLabel={t("actions.resendLink")}
              onConfirm={simple("resend-link")}
            />
          ) : null}
          {actions.reissueLink ? (
            <ConfirmButton
              label={t("actions.reissueLink")}
              title={t("actions.reissueTitle")}
              description={t("actions.reissueText")}
              confirmLabel={t("actions.reissueLink")}
              onConfirm={simple("reissue-link")}
            />
          ) : null}
        </div>
      ) : null}
      {actions.complete ? (
        <section className={section} aria-labelledby="action-complete">
          <h3 id="action-complete" className={heading}>
            {t("actions.complete")}
          </h3>
          <ActionForm bookingId={id} action="complete" schema={completeActionSchema} body={() => ({ note: completeNote })} submitLabel={t("actions.complete")}>
            {(errors) => (
              <FormField
                id="complete-note"
                label={t("actions.completeNote")}
                error={errors.note}
                value={completeNote}
                onChange={(e) => setCompleteNote(e.target.value)}
              />
            )}
          </ActionForm>
        </section>
      ) : null}
      {actions.cancel ? (
        <section className={`${section} border-red-200`} aria-labelledby="action-cancel">
          <h3 id="action-cancel" className={heading}>
            {t("actions.cancel")}
          </h3>
          <ActionForm
            bookingId={id}
            action="cancel"
            schema={cancelActionSchema}
            body={() => ({ reason: cancelReason })}
            submitLabel={t("actions.cancel")}
            variant="danger"
          >
            {(errors) => (
              <FormField
                id="cancel-reason"
                label={t("actions.cancelReason")}
                error={errors.reason}
                value={cancelReason}
                onChange={(e) => setCancelReason(e.target.value)}
              />
            )}
          </ActionForm>
        </section>
      ) : null}
    </div>
  );
}
