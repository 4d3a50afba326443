import { ConfirmButton } from "#web/components/admin/confirm-dialog";
import { Button } from "#web/components/admin/admin-ui";
import { notify } from "#web/components/ui/toast-store";
import { useTranslation } from "#web/lib/i18n/texts";
import { useDispatchMove } from "../../api/dispatch-queries";

/** Sends a move without a form; the answer is a toast. */
function useRun(jobId: number) {
  const { t } = useTranslation("admin-dispatch");
  const mutation = useDispatchMove(jobId);
  return {
    busy: mutation.isPending,
    run: (action: "start-link" | "dismiss-alert") =>
      mutation.mutateAsync({ action }).then(
        () => notify({ tone: "success", title: t("done") }),
        (error: Error) => notify({ tone: "error", title: t("failed"), description: error.message }),
      ),
  };
}

/** Sends the operator the start link again (asked first: it is a message to them). */
export function StartLinkAction({ jobId }: { jobId: number }) {
  const { t } = useTranslation("admin-dispatch");
  const { run, busy } = useRun(jobId);
  return (
    <ConfirmButton
      tone="primary"
      busy={busy}
      label={t("startLink.open")}
      title={t("startLink.title")}
      description={t("startLink.text")}
      confirmLabel={t("startLink.open")}
      onConfirm={() => run("start-link")}
    />
  );
}

/** Clears the red mark once someone has seen it (the leg still needs an operator). */
export function DismissAlertAction({ jobId }: { jobId: number }) {
  const { t } = useTranslation("admin-dispatch");
  const { run, busy } = useRun(jobId);
  return (
    <Button variant="secondary" className="min-h-9 px-3 py-1.5" busy={busy} onClick={() => void run("dismiss-alert")}>
      {t("dismiss")}
    </Button>
  );
}
