import { Suspense, useState } from "react";
import type { PublicBookingView } from "#shared/bookings/api-contract";
import { customerTimeLine } from "#shared/bookings/customer-time";
import type { Language } from "#shared/i18n/languages";
import { formatSar } from "#shared/products/money";
import { useTranslation } from "#web/lib/i18n/texts";
import { useAcceptBooking } from "../api/accept-booking";
import type { BookingApiError } from "../api/booking-fetch";
import { useCancelBooking } from "../api/cancel-booking";
import { ConfirmAction } from "./confirm-action";
import { useOwnTimeZone } from "./customer-time";
import { inputClass, labelClass } from "./booking-ui";
import type { BookingPaymentSlots } from "./payment-slots";

/** Only what the booking's state allows (the server's answer says which), each confirmed in a dialog first. */
export function BookingActions({
  booking,
  token,
  language,
  RefundNote,
}: {
  booking: PublicBookingView;
  token: string;
  language: Language;
  /** What a cancel now would refund (online payment), read when the dialog opens. */
  RefundNote?: BookingPaymentSlots["RefundNote"];
}) {
  const { t } = useTranslation("booking");
  const accept = useAcceptBooking();
  const cancel = useCancelBooking();
  const [reason, setReason] = useState("");
  const [cancelOpened, setCancelOpened] = useState(false);
  const [notice, setNotice] = useState<{ tone: "ok" | "error"; text: string } | null>(null);
  const { actions } = booking;
  const busy = accept.isPending || cancel.isPending;
  const failed = (error: unknown) => setNotice({ tone: "error", text: (error as BookingApiError).message || t("info.failed") });
  const onAccept = () => accept.mutate({ token, language }, { onSuccess: () => setNotice({ tone: "ok", text: t("info.accepted") }), onError: failed });
  const onCancel = (request: boolean) =>
    cancel.mutate(
      { token, language, reason: reason.trim() || undefined },
      { onSuccess: (answer) => setNotice({ tone: "ok", text: answer.message || t(request ? "info.cancelRequested" : "info.cancelled") }), onError: failed },
    );
  const reasonField = (
    <div className="mt-4">
      <label htmlFor="cancel-reason" className={labelClass}>
        {t("info.cancelReason")}
      </label>
      <textarea id="cancel-reason" rows={2} maxLength={500} className={inputClass(false)} value={reason} onChange={(event) => setReason(event.target.value)} />
    </div>
  );
  const zone = useOwnTimeZone();
  const until = booking.freeCancellationUntil ? customerTimeLine(booking.freeCancellationUntil, language, zone) : null;
  const any = actions.accept || actions.cancel || actions.requestCancellation;
  return (
    <div className="space-y-3">
      {notice ? (
        <p
          role={notice.tone === "error" ? "alert" : "status"}
          className={`rounded-xl p-4 font-medium ${notice.tone === "ok" ? "bg-brand-50 text-brand-900" : "bg-red-50 text-red-800"}`}
        >
          {notice.text}
        </p>
      ) : null}
      {booking.cancellationRequested ? <p className="rounded-xl bg-sand-100 p-4 text-brand-900">{t("info.cancellationPending")}</p> : null}
      {any ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          {actions.accept ? (
            <ConfirmAction
              label={t("info.accept")}
              title={t("info.acceptTitle")}
              text={t("info.acceptText", { price: formatSar(booking.totalHalalas, language) })}
              confirmLabel={t("info.acceptConfirm")}
              keepLabel={t("info.keep")}
              onConfirm={onAccept}
              busy={busy}
            />
          ) : null}
          {actions.cancel ? (
            <ConfirmAction
              label={t("info.cancel")}
              title={t("info.cancelTitle")}
              text={until ? t("info.cancelText", { until }) : t("info.cancelTitle")}
              confirmLabel={t("info.cancelConfirm")}
              keepLabel={t("info.keepBooking")}
              onConfirm={() => onCancel(false)}
              onOpen={() => setCancelOpened(true)}
              busy={busy}
              tone="danger"
            >
              {RefundNote ? (
                <Suspense fallback={null}>
                  <RefundNote token={token} language={language} open={cancelOpened} />
                </Suspense>
              ) : null}
              {reasonField}
            </ConfirmAction>
          ) : null}
          {actions.requestCancellation ? (
            <ConfirmAction
              label={t("info.requestCancel")}
              title={t("info.requestCancelTitle")}
              text={t("info.requestCancelText")}
              confirmLabel={t("info.requestCancelConfirm")}
              keepLabel={t("info.keepBooking")}
              onConfirm={() => onCancel(true)}
              busy={busy}
              tone="danger"
            >
              {reasonField}
            </ConfirmAction>
          ) : null}
        </div>
      ) : null}
      {actions.cancel && until ? <p className="text-sm text-muted">{t("info.freeUntil", { until })}</p> : null}
    </div>
  );
}
