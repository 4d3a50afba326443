import type { OutboxRow } from "#shared/security/security-answers";
import { ConfirmButton } from "#web/components/admin/confirm-dialog";
import { notify } from "#web/components/ui/toast-store";
import { useTranslation } from "#web/lib/i18n/texts";
import { useResendOutbox } from "../api/outbox-resend";

/**
 * A message's attempts and, for a dead letter the provider never accepted (failed, no provider
 * id), "Send again": audited on the server, which re-queues it once and refuses one with an id.
 */
export function OutboxAttempts({ message }: { message: OutboxRow }) {
  const { t } = useTranslation("admin");
  const resend = useResendOutbox();
  const dead = message.status === "failed" && !message.providerId;
  async function again() {
    try {
      await resend.mutateAsync(message.id);
      notify({ tone: "success", title: t("security.outboxResent") });
    } catch (failure) {
      notify({ tone: "error", title: (failure as Error).message });
    }
  }
  return (
    <div className="mt-2 flex flex-wrap items-center gap-3">
      <span className="text-muted" data-testid="outbox-attempts">
        {t("security.outboxAttempts", { count: message.attempts })}
      </span>
      {dead ? (
        <ConfirmButton
          label={t("security.outboxResend")}
          title={t("security.outboxResendTitle")}
          description={t("security.outboxResendText", { recipient: message.recipient })}
          confirmLabel={t("security.outboxResend")}
          tone="primary"
          onConfirm={again}
          busy={resend.isPending}
        />
      ) : null}
    </div>
  );
}
