import { useTranslation } from "#web/lib/i18n/texts";
import type { Language } from "#shared/i18n/languages";
import { EmptyState } from "#web/components/admin/admin-ui";
import { ConfirmButton } from "#web/components/admin/confirm-dialog";
import { notify } from "#web/components/ui/toast-store";
import { formatDateTime } from "#web/lib/format-date-time";
import type { InvitationRow } from "#shared/users/users-answers";
import { useRevokeInvitation } from "../api/revoke-invitation";

export function InvitationsList({ invitations, language }: { invitations: InvitationRow[]; language: Language }) {
  const { t } = useTranslation("admin");
  const revoke = useRevokeInvitation();
  if (invitations.length === 0) return <EmptyState>{t("users.noInvitations")}</EmptyState>;
  return (
    <ul className="divide-y divide-stone-200">
      {invitations.map((invitation) => (
        <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div>
            <p className="font-semibold" dir="ltr">
              {invitation.email}
            </p>
            <p className="text-sm text-muted">
              {t("users.invitationLine", { role: t(`roles.${invitation.role}`), date: formatDateTime(invitation.expiresAt, language) })}
            </p>
          </div>
          <ConfirmButton
            label={t("users.revoke")}
            title={t("users.revokeTitle", { email: invitation.email })}
            description={t("users.revokeText")}
            confirmLabel={t("users.revoke")}
            onConfirm={() =>
              revoke.mutateAsync(invitation.id).then(
                () => notify({ tone: "success", title: t("users.revoked") }),
                (e: Error) => notify({ tone: "error", title: t("errors.actionFailed"), description: e.message }),
              )
            }
          />
        </li>
      ))}
    </ul>
  );
}
