import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { Language } from "#shared/i18n/languages";
import { ErrorNote, LoadingRows } from "#web/components/admin/admin-ui";
import { useTranslation } from "#web/lib/i18n/texts";
import { useBookingDetail } from "../api/tracker-queries";
import { BookingDetail, type LegExtra } from "./booking-detail";

/** The booking detail as a side panel on wide screens and a full-height sheet on phones; it follows `?booking=<id>`. */
export function BookingPanel({
  bookingId,
  onClose,
  language,
  canWrite,
  legExtra,
}: {
  bookingId: number | null;
  onClose: () => void;
  language: Language;
  canWrite: boolean;
  legExtra?: LegExtra;
}) {
  const { t } = useTranslation("admin-jobs");
  const detail = useBookingDetail(bookingId);
  return (
    <Dialog.Root open={bookingId !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 end-0 z-50 w-full overflow-y-auto bg-white p-4 shadow-xl sm:w-[min(94vw,44rem)] sm:p-6"
        >
          <div className="mb-4 flex items-start justify-between gap-3">
            <Dialog.Title className="text-lg font-semibold text-brand-900">
              <span dir="ltr">{t("detail.title", { reference: detail.data?.reference ?? "" })}</span>
            </Dialog.Title>
            <Dialog.Close className="rounded-lg p-2 text-muted hover:bg-stone-100" aria-label={t("detail.close")}>
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          {detail.isPending ? (
            <LoadingRows label={t("admin:common.loading")} />
          ) : detail.isError ? (
            <ErrorNote>{detail.error.message}</ErrorNote>
          ) : (
            <BookingDetail detail={detail.data} language={language} canWrite={canWrite} legExtra={legExtra} />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
