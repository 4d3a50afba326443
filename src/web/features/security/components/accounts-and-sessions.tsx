import { useTranslation } from "#web/lib/i18n/texts";
import type { Language } from "#shared/i18n/languages";
import { Badge, EmptyState, ErrorNote, LoadingRows } from "#web/components/admin/admin-ui";
import { ConfirmButton } from "#web/components/admin/confirm-dialog";
import { notify } from "#web/components/ui/toast-store";
import { formatDateTime } from "#web/lib/format-date-time";
import { describeDevice } from "#web/lib/describe-device";
import { useAccounts } from "../api/accounts";
import { useRevokeSession } from "../api/revoke-session";
import { useSessions } from "../api/sessions";

export function AccountsMfa({ language }: { language: Language }) {
  const { t } = useTranslation("admin");
  const accounts = useAccounts();
  if (accounts.isPending) return <LoadingRows label={t("common.loading")} />;
  if (accounts.isError) return <ErrorNote>{t("errors.loadFailed")}</ErrorNote>;
  return (
    <ul className="divide-y divide-stone-200">
      {accounts.data.items.map((account) => (
        <li key={account.id} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
          <div>
            <p className="font-semibold">
              {account.name} <span className="text-sm font-normal text-muted">· {t(`roles.${account.role}`)}</span>
            </p>
            <p className="text-sm text-muted" dir="ltr">
              {account.email}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted">
            {account.active ? null : <Badge tone="bad">{t("users.deactivated")}</Badge>}
            <Badge tone={account.mfaEnabled ? "good" : "warn"}>{account.mfaEnabled ? t("security.mfaOn") : t("security.mfaOff")}</Badge>
            <span>{account.lastSignInAt ? formatDateTime(account.lastSignInAt, language) : t("users.never")}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function ActiveSessions({ language }: { language: Language }) {
  const { t } = useTranslation("admin");
  const sessions = useSessions();
  const revoke = useRevokeSession();
  if (sessions.isPending) return <LoadingRows label={t("common.loading")} />;
  if (sessions.isError) return <ErrorNote>{t("errors.loadFailed")}</ErrorNote>;
  if (sessions.data.items.length === 0) return <EmptyState>{t("security.noSessions")}</EmptyState>;
  return (
    <ul className="divide-y divide-stone-200">
      {sessions.data.items.map((session) => (
        <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div>
            <p className="font-semibold">
              {session.name} {session.current ? <Badge tone="good">{t("security.thisSession")}</Badge> : null}
            </p>
            <p className="text-sm text-muted">
              {describeDevice(session.userAgent)} · <span dir="ltr">{session.ip ?? "—"}</span> ·{" "}
              {t("security.lastSeen", { date: formatDateTime(session.lastSeenAt, language) })}
            </p>
          </div>
          {session.current ? null : (
            <ConfirmButton
              variant="danger"
              label={t("security.revoke")}
              title={t("security.revokeTitle", { name: session.name })}
              description={t("security.revokeText")}
              confirmLabel={t("security.revoke")}
              onConfirm={() =>
                revoke.mutateAsync(session.id).then(
                  () => notify({ tone: "success", title: t("security.revoked") }),
                  (e: Error) => notify({ tone: "error", title: t("errors.actionFailed"), description: e.message }),
                )
              }
            />
          )}
        </li>
      ))}
    </ul>
  );
}
