import { useTranslation } from "#web/lib/i18n/texts";
import { ROLES, type Role } from "#shared/auth/roles";
import type { Language } from "#shared/i18n/languages";
import { Badge } from "#web/components/admin/admin-ui";
import { ConfirmButton } from "#web/components/admin/confirm-dialog";
import { notify } from "#web/components/ui/toast-store";
import { formatDateTime } from "#web/lib/format-date-time";
import type { StaffRow } from "#shared/users/users-answers";
import { useChangeRole } from "../api/change-role";
import { useResetMfa } from "../api/reset-mfa";
import { useSetActive } from "../api/set-active";

/** Staff accounts with their role (editable), status, MFA and last sign-in, and the actions on each. */
export function StaffTable({ staff, currentUserId, language }: { staff: StaffRow[]; currentUserId: string; language: Language }) {
  const { t } = useTranslation("admin");
  const changeRole = useChangeRole();
  const setActive = useSetActive();
  const resetMfa = useResetMfa();
  const report = (promise: Promise<unknown>, done: string) =>
    promise.then(
      () => notify({ tone: "success", title: done }),
      (error: Error) => notify({ tone: "error", title: t("errors.actionFailed"), description: error.message }),
    );

  return (
    <div className="md:overflow-x-auto">
      {/* Below md each row is a card, each cell labelled (app.css .stack-table): 704 px did not fit a phone. */}
      <table className="stack-table w-full text-start text-sm md:min-w-[44rem]">
        <thead className="border-b border-stone-200 text-muted">
          <tr>
            <th scope="col" className="py-2 text-start font-medium">
              {t("users.person")}
            </th>
            <th scope="col" className="py-2 text-start font-medium">
              {t("users.role")}
            </th>
            <th scope="col" className="py-2 text-start font-medium">
              {t("users.status")}
            </th>
            <th scope="col" className="py-2 text-start font-medium">
              {t("users.mfa")}
            </th>
            <th scope="col" className="py-2 text-start font-medium">
              {t("users.lastSignIn")}
            </th>
            <th scope="col" className="py-2 text-start font-medium">
              {t("users.actions")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {staff.map((person) => (
            <tr key={person.id} data-testid={`staff-${person.email}`}>
              <td data-label={t("users.person")} className="py-3 pe-3">
                <p className="font-semibold text-ink">{person.name}</p>
                <p className="text-muted" dir="ltr">
                  {person.email}
                </p>
              </td>
              <td data-label={t("users.role")} className="py-3 pe-3">
                <label className="sr-only" htmlFor={`role-${person.id}`}>
                  {t("users.roleOf", { name: person.name })}
                </label>
                <select
                  id={`role-${person.id}`}
                  value={person.role}
                  onChange={(e) => void report(changeRole.mutateAsync({ id: person.id, role: e.target.value as Role }), t("users.roleChanged"))}
                  className="rounded-lg border border-stone-300 bg-white px-2 py-1.5"
                >
                  {ROLES.map((role) => (
                    <option key={role} value={role}>
                      {t(`roles.${role}`)}
                    </option>
                  ))}
                </select>
              </td>
              <td data-label={t("users.status")} className="py-3 pe-3">
                {person.banned ? <Badge tone="bad">{t("users.deactivated")}</Badge> : <Badge tone="good">{t("users.active")}</Badge>}
              </td>
              <td data-label={t("users.mfa")} className="py-3 pe-3">
                {person.twoFactorEnabled ? <Badge tone="good">{t("common.on")}</Badge> : <Badge tone="warn">{t("common.off")}</Badge>}
              </td>
              <td data-label={t("users.lastSignIn")} className="py-3 pe-3 text-muted">
                {person.lastSignInAt ? formatDateTime(person.lastSignInAt, language) : t("users.never")}
              </td>
              <td data-label={t("users.actions")} className="py-3">
                <div className="flex flex-wrap gap-2">
                  {person.id === currentUserId ? null : person.banned ? (
                    <ConfirmButton
                      label={t("users.reactivate")}
                      title={t("users.reactivateTitle", { name: person.name })}
                      description={t("users.reactivateText")}
                      confirmLabel={t("users.reactivate")}
                      onConfirm={() => report(setActive.mutateAsync({ id: person.id, active: true }), t("users.reactivated"))}
                    />
                  ) : (
                    <ConfirmButton
                      variant="danger"
                      label={t("users.deactivate")}
                      title={t("users.deactivateTitle", { name: person.name })}
                      description={t("users.deactivateText")}
                      confirmLabel={t("users.deactivate")}
                      onConfirm={() => report(setActive.mutateAsync({ id: person.id, active: false }), t("users.deactivatedDone"))}
                    />
                  )}
                  {person.twoFactorEnabled ? (
                    <ConfirmButton
                      label={t("users.resetMfa")}
                      title={t("users.resetMfaTitle", { name: person.name })}
                      description={t("users.resetMfaText")}
                      confirmLabel={t("users.resetMfa")}
                      onConfirm={() => report(resetMfa.mutateAsync(person.id), t("users.mfaReset"))}
                    />
                  ) : null}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
