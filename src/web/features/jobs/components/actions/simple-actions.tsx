import type { AdminBookingActions } from "#shared/bookings/admin-answers";
import { ConfirmButton } from "#web/components/admin/confirm-dialog";
import { notify } from "#web/components/ui/toast-store";
import { useTranslation } from "#web/lib/i18n/texts";
import { useBookingAction } from "../../api/booking-action";

/** An action without a form (confirm, resend, reissue): asked in a dialog, then sent; the answer is a toast. */
function useSimpleAction(bookingId: number) {
  const { t } = useTranslation("admin-jobs");
  const mutation = useBookingAction(bookingId);
  return (action: "confirm" | "resend-link" | "reissue-link") => () =>
    mutation.mutateAsync({ action }).then(
      () => notify({ tone: "success", title: t("actions.done") }),
      (error: Error) => notify({ tone: "error", title: t("actions.failed"), description: error.message }),
    );
}

/** Confirming is the booking's main step forward: the primary button, and a dialog that is not styled as a danger. */
export function ConfirmAction({ bookingId }: { bookingId: number }) {
  const { t } = useTranslation("admin-jobs");
  const run = useSimpleAction(bookingId);
  return (
    <div className="flex flex-wrap gap-2">
      <ConfirmButton
        variant="primary"
        tone="primary"
        label={t("actions.confirm")}
        title={t("actions.confirmTitle")}
        description={t("actions.confirmText")}
        confirmLabel={t("actions.confirm")}
        onConfirm={run("confirm")}
      />
    </div>
  );
}

/** A new link to the customer (earlier ones kept), or every link revoked and a new one sent (a leaked link). */
export function LinkActions({ bookingId, actions }: { bookingId: number; actions: Pick<AdminBookingActions, "resendLink" | "reissueLink"> }) {
  const { t } = useTranslation("admin-jobs");
  const run = useSimpleAction(bookingId);
  return (
    <div className="flex flex-wrap gap-2">
      {actions.resendLink ? (
        <ConfirmButton
          tone="primary"
          label={t("actions.resendLink")}
          title={t("actions.resendTitle")}
          description={t("actions.resendText")}
          confirmLabel={t("actions.resendLink")}
          onConfirm={run("resend-link")}
        />
      ) : null}
      {actions.reissueLink ? (
        <ConfirmButton
          label={t("actions.reissueLink")}
          title={t("actions.reissueTitle")}
          description={t("actions.reissueText")}
          confirmLabel={t("actions.reissueLink")}
          onConfirm={run("reissue-link")}
        />
      ) : null}
    </div>
  );
}
