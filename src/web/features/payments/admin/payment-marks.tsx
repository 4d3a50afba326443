import { Badge } from "#web/components/admin/admin-ui";
import { useTranslation } from "#web/lib/i18n/texts";

export interface PaymentAttention {
  paymentFailed: boolean;
  balanceOverdue: boolean;
}

/** The red marks of a booking's money: its last payment failed, or its balance is past due. */
export function PaymentMarks({ attention }: { attention: PaymentAttention | null | undefined }) {
  const { t } = useTranslation("admin-payments");
  if (!attention) return null;
  return (
    <>
      {attention.paymentFailed ? (
        <Badge tone="bad">
          <span data-testid="mark-payment-failed">{t("attention.paymentFailed")}</span>
        </Badge>
      ) : null}
      {attention.balanceOverdue ? (
        <Badge tone="bad">
          <span data-testid="mark-balance-overdue">{t("attention.balanceOverdue")}</span>
        </Badge>
      ) : null}
    </>
  );
}
