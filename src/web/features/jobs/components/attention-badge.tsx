import type { AdminBookingRow } from "#shared/bookings/api-contract";
import { Badge } from "#web/components/admin/admin-ui";
import { useTranslation } from "#web/lib/i18n/texts";

/**
 * Overdue in red, unconfirmed near pickup in amber; and the money marks in red: the last online
 * payment failed, the balance is past due. Nothing otherwise.
 */
export function AttentionBadge({ attention, payment }: { attention: AdminBookingRow["attention"]; payment?: AdminBookingRow["paymentAttention"] }) {
  const { t } = useTranslation("admin-jobs");
  return (
    <>
      {attention ? <Badge tone={attention === "overdue" ? "bad" : "warn"}>{t(`attention.${attention}`)}</Badge> : null}
      {payment?.paymentFailed ? (
        <Badge tone="bad">
          <span data-attention="payment-failed">{t("attention.paymentFailed")}</span>
        </Badge>
      ) : null}
      {payment?.balanceOverdue ? (
        <Badge tone="bad">
          <span data-attention="balance-overdue">{t("attention.balanceOverdue")}</span>
        </Badge>
      ) : null}
    </>
  );
}

const paymentNeedsStaff = (payment: AdminBookingRow["paymentAttention"]) => Boolean(payment?.paymentFailed || payment?.balanceOverdue);

export const attentionBorder = (attention: AdminBookingRow["attention"], payment?: AdminBookingRow["paymentAttention"]) =>
  attention === "overdue" || paymentNeedsStaff(payment)
    ? "border-s-4 border-s-red-600"
    : attention === "unconfirmed_soon"
      ? "border-s-4 border-s-amber-500"
      : "";
