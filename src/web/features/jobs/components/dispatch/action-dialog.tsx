import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "#web/components/admin/admin-ui";
import { useTranslation } from "#web/lib/i18n/texts";

/**
 * One dispatch action's dialog over the booking panel: a phone-wide sheet on small screens, a
 * centred box from sm up. The trigger is optional (an answer's "Assign" opens it from outside).
 */
export function ActionDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger?: { label: string; variant?: "primary" | "secondary" | "danger" };
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation("admin-dispatch");
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? (
        <Dialog.Trigger asChild>
          <Button variant={trigger.variant ?? "secondary"} className="min-h-9 px-3 py-1.5">
            {trigger.label}
          </Button>
        </Dialog.Trigger>
      ) : null}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          {...(description ? {} : { "aria-describedby": undefined })}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92vh] overflow-y-auto rounded-t-2xl bg-white p-4 shadow-xl sm:inset-0 sm:m-auto sm:h-fit sm:w-[min(92vw,34rem)] sm:rounded-2xl sm:p-6"
        >
          <div className="mb-3 flex items-start justify-between gap-3">
            <Dialog.Title className="text-lg font-semibold text-brand-900">{title}</Dialog.Title>
            <Dialog.Close className="rounded-lg p-2 text-muted hover:bg-stone-100" aria-label={t("close")}>
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          {description ? <Dialog.Description className="mb-3 text-sm text-muted">{description}</Dialog.Description> : null}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
