import { useTranslation } from "#web/lib/i18n/texts";
import type { Language } from "#shared/i18n/languages";
import { Badge, EmptyState, ErrorNote, LoadingRows } from "#web/components/admin/admin-ui";
import { ConfirmButton } from "#web/components/admin/confirm-dialog";
import { notify } from "#web/components/ui/toast-store";
import { describeDevice } from "#web/lib/describe-device";
import { formatDateTime } from "#web/lib/format-date-time";
import { useOwnSessions } from "../api/own-sessions";
import { useRevokeOwnSession } from "../api/revoke-own-session";

/** The signed-in person's own sessions (device, address, last seen), each of which they may end. */
export function OwnSessions({ language }: { language: Language }) {
  const { t } = useTranslation("admin");
  const query = useOwnSessions();
  const revoke = useRevokeOwnSession();
  if (query.isError) return <ErrorNote>{t("errors.loadFailed")}</ErrorNote>;
  if (query.isPending) return <LoadingRows label={t("common.loading")} rows={2} />;
  const sessions = query.data.items;
  if (sessions.length === 0) return <EmptyState>{t("security.noSessions")}</EmptyState>;
  return (
    <ul className="divide-y divide-stone-200" data-testid="own-sessions">
      {sessions.map((session) => (
        <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <p className="text-sm">
            <span className="font-semibold">{describeDevice(session.userAgent)}</span>{" "}
            {session.current ? <Badge tone="good">{t("security.thisSession")}</Badge> : null}
            <br />
            <span className="text-muted">
              <span dir="ltr">{session.ip ?? "—"}</span> · {t("security.lastSeen", { date: formatDateTime(session.lastSeenAt, language) })}
            </span>
          </p>
          {session.current ? null : (
            <ConfirmButton
              variant="danger"
              label={t("security.revoke")}
              title={t("account.endSessionTitle")}
              description={t("security.revokeText")}
              confirmLabel={t("security.revoke")}
              onConfirm={() =>
                revoke.mutateAsync(session.id).then(
                  () => notify({ tone: "success", title: t("security.revoked") }),
                  (error: Error) => notify({ tone: "error", title: t("errors.actionFailed"), description: error.message }),
                )
              }
            />
          )}
        </li>
      ))}
    </ul>
  );
}
