import * as Dialog from "@radix-ui/react-dialog";
import type { AdminArticle } from "#shared/content/article-admin-answers";
import type { Language } from "#shared/i18n/languages";
import { Button } from "#web/components/admin/admin-ui";
import { formatDateTime } from "#web/lib/format-date-time";
import { useTranslation } from "#web/lib/i18n/texts";

/** A save refused with 409: someone saved in between. Overwrite theirs, or take theirs and keep my changed fields. */
export function ConflictDialog({
  theirs,
  language,
  onOverwrite,
  onMerge,
  onClose,
}: {
  theirs: AdminArticle | null;
  language: Language;
  onOverwrite: () => void;
  onMerge: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation("admin-articles");
  return (
    <Dialog.Root open={theirs !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content className="fixed inset-x-4 top-1/2 z-50 mx-auto max-w-lg -translate-y-1/2 rounded-2xl bg-white p-5 shadow-xl">
          <Dialog.Title className="text-lg font-semibold text-brand-900">{t("conflict.title")}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-ink">
            {theirs ? t("conflict.description", { who: theirs.updatedBy ?? t("conflict.someone"), time: formatDateTime(theirs.updatedAt, language) }) : null}
          </Dialog.Description>
          <p className="mt-2 text-sm text-muted">{t("conflict.mergeHint")}</p>
          <div className="mt-4 flex flex-wrap justify-end gap-2">
            <Button variant="ghost" onClick={onClose}>
              {t("conflict.cancel")}
            </Button>
            <Button variant="secondary" onClick={onMerge}>
              {t("conflict.merge")}
            </Button>
            <Button variant="danger" onClick={onOverwrite}>
              {t("conflict.overwrite")}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
