import * as Dialog from "@radix-ui/react-dialog";
import { useState, type ReactNode } from "react";
import { useTranslation } from "#web/lib/i18n/texts";
import { Button } from "./admin-ui";

/**
 * Asks before a change that is hard to undo (deactivate, revoke, reset MFA). A step forward that
 * is only worth a second look (confirming a booking) uses `tone="primary"`: the trigger and the
 * dialog's button are the primary action, not styled as a danger.
 */
export function ConfirmButton({
  label,
  title,
  description,
  confirmLabel,
  onConfirm,
  variant = "secondary",
  busy,
  tone = "danger",
}: {
  label: ReactNode;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => Promise<unknown> | void;
  variant?: "secondary" | "danger" | "primary";
  busy?: boolean;
  /** The dialog's confirming button: a danger (default) or the primary action. */
  tone?: "danger" | "primary";
}) {
  const { t } = useTranslation("admin");
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant={variant} busy={busy} className="min-h-9 px-3 py-1.5">
          {label}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content className="fixed inset-0 z-50 m-auto h-fit w-[min(92vw,28rem)] rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold text-brand-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-muted">{description}</Dialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="secondary">{t("common.cancel")}</Button>
            </Dialog.Close>
            <Button
              variant={tone}
              data-tone={tone}
              onClick={async () => {
                setOpen(false);
                await onConfirm();
              }}
            >
              {confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
