import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { Language } from "#shared/i18n/languages";
import { useTranslation } from "#web/lib/i18n/texts";
import { StaffBookingForm } from "./staff-booking-form";

/** The staff booking form: a full-height sheet on phones, a side panel on wide screens (as the booking panel). */
export function NewBookingPanel({
  open,
  onClose,
  onCreated,
  language,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (id: number) => void;
  language: Language;
}) {
  const { t } = useTranslation("admin-jobs");
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? null : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          aria-describedby="new-booking-intro"
          className="fixed inset-y-0 end-0 z-50 w-full overflow-y-auto bg-white p-4 pb-0 shadow-xl sm:w-[min(94vw,48rem)] sm:p-6 sm:pb-0"
        >
          <div className="mb-4 flex items-start justify-between gap-3">
            <div>
              <Dialog.Title className="text-lg font-semibold text-brand-900">{t("newBooking.title")}</Dialog.Title>
              <p id="new-booking-intro" className="text-sm text-muted">
                {t("newBooking.intro")}
              </p>
            </div>
            <Dialog.Close className="rounded-lg p-2 text-muted hover:bg-stone-100" aria-label={t("detail.close")}>
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          {open ? <StaffBookingForm language={language} onCreated={onCreated} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
