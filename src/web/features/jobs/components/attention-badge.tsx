import type { AdminBookingRow } from "#shared/bookings/api-contract";
import { Badge } from "#web/components/admin/admin-ui";
import { useTranslation } from "#web/lib/i18n/texts";

/** Overdue in red, unconfirmed near pickup in amber; nothing otherwise. */
export function AttentionBadge({ attention }: { attention: AdminBookingRow["attention"] }) {
  const { t } = useTranslation("admin-jobs");
  if (!attention) return null;
  return <Badge tone={attention === "overdue" ? "bad" : "warn"}>{t(`attention.${attention}`)}</Badge>;
}

export const attentionBorder = (attention: AdminBookingRow["attention"]) =>
  attention === "overdue" ? "border-s-4 border-s-red-600" : attention === "unconfirmed_soon" ? "border-s-4 border-s-amber-500" : "";
