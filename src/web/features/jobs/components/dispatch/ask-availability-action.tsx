import { lazy, Suspense, useState } from "react";
import type { Language } from "#shared/i18n/languages";
import { LoadingRows } from "#web/components/admin/admin-ui";
import { useTranslation } from "#web/lib/i18n/texts";
import { ActionDialog } from "./action-dialog";

const AskAvailabilityForm = lazy(() => import("./ask-availability-form"));

/** "Ask availability": the picker loads with the dialog. */
export function AskAvailabilityAction({ jobId, legNumber, language }: { jobId: number; legNumber: number; language: Language }) {
  const { t } = useTranslation("admin-dispatch");
  const [open, setOpen] = useState(false);
  return (
    <ActionDialog
      open={open}
      onOpenChange={setOpen}
      trigger={{ label: t("ask.open"), variant: "primary" }}
      title={t("ask.title", { number: legNumber })}
      description={t("ask.intro")}
    >
      {open ? (
        <Suspense fallback={<LoadingRows label={t("loading")} />}>
          <AskAvailabilityForm jobId={jobId} language={language} onDone={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </ActionDialog>
  );
}
