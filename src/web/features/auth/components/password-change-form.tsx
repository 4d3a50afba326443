import { useState, type FormEvent } from "react";
import { useTranslation } from "#web/lib/i18n/use-translation";
import { PASSWORD_MAX, PASSWORD_MIN } from "#shared/auth/auth.schema";
import type { Language } from "#shared/i18n/languages";
import { Button, ErrorNote } from "#web/components/admin/admin-ui";
import { FormField } from "#web/components/forms/form-field";
import { notify } from "#web/components/ui/toast-store";
import { StaffApiError } from "#web/lib/staff-session/admin-api";
import { changePassword, disableMfa } from "../api/auth-api";
import { staffErrorText } from "../staff-error-text";

/** Change the password, or turn MFA off: both need the current password and offer to end other sessions. */
export function CurrentPasswordForm({ mode, language, onDone }: { mode: "password" | "disable-mfa"; language: Language; onDone?: () => void }) {
  const { t } = useTranslation("admin");
  const [currentPassword, setCurrentPassword] = useState("");
  const [newPassword, setNewPassword] = useState("");
  const [endOtherSessions, setEndOtherSessions] = useState(true);
  const [errors, setErrors] = useState<{ currentPassword?: string; newPassword?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const prefix = mode === "password" ? "pw" : "mfa-off";

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems = {
      currentPassword: currentPassword ? undefined : t("errors.passwordRequired"),
      newPassword:
        mode === "password" && (newPassword.length < PASSWORD_MIN || newPassword.length > PASSWORD_MAX)
          ? t("errors.passwordLength", { min: PASSWORD_MIN, max: PASSWORD_MAX })
          : undefined,
    };
    setErrors(problems);
    if (problems.currentPassword || problems.newPassword) return;
    setBusy(true);
    try {
      const result =
        mode === "password"
          ? await changePassword({ currentPassword, newPassword, endOtherSessions })
          : await disableMfa({ currentPassword, endOtherSessions });
      notify({ tone: "success", title: t(mode === "password" ? "account.passwordChanged" : "account.mfaDisabled", { count: result.endedSessions }) });
      setCurrentPassword("");
      setNewPassword("");
      onDone?.();
    } catch (error) {
      const fields = error instanceof StaffApiError ? error.fieldErrors : {};
      setErrors({
        currentPassword: fields.currentPassword ? t("errors.currentPassword") : undefined,
        newPassword: fields.newPassword ? (language === "en" ? fields.newPassword : t("errors.weak_password")) : undefined,
        form: fields.currentPassword || fields.newPassword ? undefined : staffErrorText(t, error, language),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <ErrorNote>{errors.form}</ErrorNote>
      <FormField
        id={`${prefix}-current`}
        label={t("account.currentPassword")}
        type="password"
        autoComplete="current-password"
        required
        value={currentPassword}
        onChange={(e) => setCurrentPassword(e.target.value)}
        error={errors.currentPassword}
      />
      {mode === "password" ? (
        <FormField
          id={`${prefix}-new`}
          label={t("account.newPassword")}
          hint={t("account.passwordHint", { min: PASSWORD_MIN })}
          type="password"
          autoComplete="new-password"
          required
          value={newPassword}
          onChange={(e) => setNewPassword(e.target.value)}
          error={errors.newPassword}
        />
      ) : null}
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={endOtherSessions} onChange={(e) => setEndOtherSessions(e.target.checked)} className="size-4" />
        {t("account.endOtherSessions")}
      </label>
      <Button type="submit" variant={mode === "password" ? "primary" : "danger"} busy={busy}>
        {t(mode === "password" ? "account.changePassword" : "account.disableMfa")}
      </Button>
    </form>
  );
}
