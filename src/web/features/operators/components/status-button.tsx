import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import type { OperatorDetail } from "#shared/operators/operators-answers";
import { Button } from "#web/components/admin/admin-ui";
import { FormField } from "#web/components/forms/form-field";
import { notify } from "#web/components/ui/toast-store";
import { useTranslation } from "#web/lib/i18n/texts";
import { useOperatorStatus } from "../api/operators";

/** Suspend or reactivate, after a confirmation that takes an optional note (kept in the audit log). */
export function StatusButton({ operator }: { operator: Pick<OperatorDetail, "id" | "name" | "status" | "version"> }) {
  const { t } = useTranslation("admin-operators");
  const change = useOperatorStatus(operator.id);
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState("");
  const suspending = operator.status === "active";
  const verb = suspending ? "suspend" : "reactivate";
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="secondary" busy={change.isPending}>
          {t(`actions.${verb}`)}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/40" />
        <Dialog.Content className="fixed inset-0 z-[70] m-auto h-fit w-[min(92vw,28rem)] rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold text-brand-900">{t(`confirm.${verb}Title`, { name: operator.name })}</Dialog.Title>
          <Dialog.Description className="mt-2 text-muted">{t(`confirm.${verb}Body`)}</Dialog.Description>
          <div className="mt-4">
            <FormField
              id="status-note"
              label={t("confirm.note")}
              multiline
              rows={2}
              maxLength={500}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          </div>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="secondary">{t("actions.cancel")}</Button>
            </Dialog.Close>
            <Button
              variant={suspending ? "danger" : "primary"}
              busy={change.isPending}
              onClick={async () => {
                try {
                  await change.mutateAsync({ status: suspending ? "suspended" : "active", note, version: operator.version });
                  notify({ tone: "success", title: t(suspending ? "toasts.suspended" : "toasts.reactivated") });
                  setOpen(false);
                  setNote("");
                } catch (error) {
                  notify({ tone: "error", title: t("toasts.failed"), description: (error as Error).message });
                }
              }}
            >
              {t(`actions.${verb}`)}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
