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
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant={variant} busy={busy} className="min-h-9 px-3 py-1.5">
          {label}
        </Button>
      </Dialog.Trigger>
      <ConfirmContent title={title} description={description} confirmLabel={confirmLabel} tone={tone} onConfirm={onConfirm} close={() => setOpen(false)} />
    </Dialog.Root>
  );
}

/**
 * The same question opened from elsewhere (a row menu's item): controlled, and focus goes back
 * to `returnFocus` (the menu's button) when it closes, as it would to a trigger.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  returnFocus,
  ...content
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus?: () => HTMLElement | null;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => Promise<unknown> | void;
  tone?: "danger" | "primary";
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <ConfirmContent {...content} tone={content.tone ?? "danger"} close={() => onOpenChange(false)} returnFocus={returnFocus} />
    </Dialog.Root>
  );
}

function ConfirmContent({
  title,
  description,
  confirmLabel,
  onConfirm,
  tone,
  close,
  returnFocus,
}: {
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => Promise<unknown> | void;
  tone: "danger" | "primary";
  close: () => void;
  returnFocus?: () => HTMLElement | null;
}) {
  const { t } = useTranslation("admin");
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
      <Dialog.Content
        className="fixed inset-0 z-50 m-auto h-fit w-[min(92vw,28rem)] rounded-2xl bg-white p-6 shadow-xl"
        onCloseAutoFocus={(event) => {
          const target = returnFocus?.();
          if (target) {
            event.preventDefault();
            target.focus();
          }
        }}
      >
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
              close();
              await onConfirm();
            }}
          >
            {confirmLabel}
          </Button>
        </div>
      </Dialog.Content>
    </Dialog.Portal>
  );
}
