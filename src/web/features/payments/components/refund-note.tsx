import type { Language } from "#shared/i18n/languages";
import { formatSar } from "#shared/products/money";
import { useTranslation } from "#web/lib/i18n/texts";
import { withQueryProvider } from "#web/lib/query-provider";
import { useRefundPreview } from "../api/customer-payments";

/**
 * Inside the cancel dialog, read when it opens: what the policy gives back if the customer
 * cancels now (the server's figure). Nothing when nothing was paid online.
 */
function RefundNote({ token, language, open }: { token: string; language: Language; open: boolean }) {
  const { t } = useTranslation("booking-payments");
  const preview = useRefundPreview(token, language, open);
  if (!open) return null;
  if (!preview.data) return <p className="mt-3 text-sm text-muted">{preview.isError ? "" : t("cancel.checking")}</p>;
  const { paidHalalas, refundableHalalas } = preview.data;
  if (paidHalalas <= 0) return null;
  return (
    <p className="mt-3 rounded-lg bg-brand-50 p-3 font-semibold text-brand-900" data-refundable={refundableHalalas}>
      {refundableHalalas > 0 ? t("cancel.refund", { amount: formatSar(refundableHalalas, language) }) : t("cancel.noRefund")}
    </p>
  );
}

export default withQueryProvider(RefundNote);
