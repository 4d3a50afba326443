import { TriangleAlert } from "lucide-react";
import type { DocumentWarning } from "#shared/operators/operators-answers";
import { Badge } from "#web/components/admin/admin-ui";
import { useTranslation } from "#web/lib/i18n/texts";

/** Red for a document already expired (the operator cannot be asked), amber for one expiring within 30 days. */
export function DocumentBadge({ warning }: { warning: DocumentWarning }) {
  const { t } = useTranslation("admin-operators");
  if (!warning) return null;
  return (
    <span data-testid={`document-${warning}`}>
      <Badge tone={warning === "expired" ? "bad" : "warn"}>
        <TriangleAlert aria-hidden="true" className="me-1 inline size-3.5 align-[-2px]" />
        {t(`documentBadge.${warning}`)}
      </Badge>
    </span>
  );
}
