import { useRef, useState, type ReactNode } from "react";
import { ConfirmDialog } from "#web/components/admin/confirm-dialog";
import { RowMenu } from "#web/components/admin/row-menu";
import { Button } from "#web/components/admin/admin-ui";
import { notify } from "#web/components/ui/toast-store";
import { useTranslation } from "#web/lib/i18n/texts";
import { useCatalogueWrite } from "../api/catalogue";

/**
 * One row of a catalogue list as a card (stacks on phones): its text, and for writers Edit, with
 * Delete (which asks first) in the row's menu rather than a red button on every row.
 */
export function CatalogueRow({
  title,
  details,
  badge,
  canWrite,
  onEdit,
  deletePath,
  testId,
}: {
  title: string;
  details: ReactNode;
  badge?: ReactNode;
  canWrite: boolean;
  onEdit: () => void;
  deletePath?: string;
  testId?: string;
}) {
  const { t } = useTranslation("admin-products");
  const write = useCatalogueWrite();
  const [confirming, setConfirming] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  return (
    <li data-testid={testId} className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
          <span className="break-words">{title}</span>
          {badge}
        </p>
        <div className="text-sm text-muted">{details}</div>
      </div>
      {canWrite ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" className="min-h-9 px-3 py-1.5" onClick={onEdit}>
            {t("actions.edit")}
          </Button>
          {deletePath ? (
            <>
              <RowMenu
                label={t("admin:common.moreActions", { name: title })}
                buttonRef={menuButton}
                items={[{ label: t("actions.delete"), danger: true, onSelect: () => setConfirming(true) }]}
              />
              <ConfirmDialog
                open={confirming}
                onOpenChange={setConfirming}
                returnFocus={() => menuButton.current}
                title={t("confirmDelete.title", { name: title })}
                description={t("confirmDelete.text")}
                confirmLabel={t("confirmDelete.confirm")}
                onConfirm={() =>
                  write.mutateAsync({ method: "DELETE", path: deletePath }).then(
                    () => notify({ tone: "success", title: t("deleted") }),
                    (error: Error) => notify({ tone: "error", title: t("admin:errors.actionFailed"), description: error.message }),
                  )
                }
              />
            </>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
