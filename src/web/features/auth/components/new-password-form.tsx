import { useState, type FormEvent } from "react";
import { useTranslation } from "#web/lib/i18n/use-translation";
import { PASSWORD_MAX, PASSWORD_MIN } from "#shared/auth/auth.schema";
import type { Language } from "#shared/i18n/languages";
import { Button, ErrorNote } from "#web/components/admin/admin-ui";
import { FormField } from "#web/components/forms/form-field";
import { StaffApiError } from "#web/lib/staff-session/admin-api";
import { staffErrorText } from "../staff-error-text";

/** Choose a password from an emailed link: a reset, or accepting an invitation (with a name). */
export function NewPasswordForm({
  language,
  askName,
  submitLabel,
  onSubmit,
}: {
  language: Language;
  askName?: boolean;
  submitLabel: string;
  onSubmit: (input: { name: string; newPassword: string }) => Promise<void>;
}) {
  const { t } = useTranslation("admin");
  const [name, setName] = useState("");
  const [newPassword, setNewPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<{ name?: string; newPassword?: string; confirm?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems = {
      name: askName && name.trim().length < 2 ? t("errors.name") : undefined,
      newPassword:
        newPassword.length < PASSWORD_MIN || newPassword.length > PASSWORD_MAX
          ? t("errors.passwordLength", { min: PASSWORD_MIN, max: PASSWORD_MAX })
          : undefined,
      confirm: confirm !== newPassword ? t("errors.passwordMismatch") : undefined,
    };
    setErrors(problems);
    if (problems.name || problems.newPassword || problems.confirm) return;
    setBusy(true);
    try {
      await onSubmit({ name: name.trim(), newPassword });
    } catch (error) {
      const weak = error instanceof StaffApiError && error.fieldErrors.newPassword;
      setErrors(weak ? { newPassword: t("errors.weak_password") } : { form: staffErrorText(t, error, language) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <ErrorNote>{errors.form}</ErrorNote>
      {askName ? (
        <FormField id="name" label={t("reset.name")} autoComplete="name" required value={name} onChange={(e) => setName(e.target.value)} error={errors.name} />
      ) : null}
      <FormField
        id="new-password"
        label={t("account.newPassword")}
        hint={t("account.passwordHint", { min: PASSWORD_MIN })}
        type="password"
        autoComplete="new-password"
        required
        value={newPassword}
        onChange={(e) => setNewPassword(e.target.value)}
        error={errors.newPassword}
      />
      <FormField
        id="confirm-password"
        label={t("reset.confirmPassword")}
        type="password"
        autoComplete="new-password"
        required
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        error={errors.confirm}
      />
      <Button type="submit" busy={busy} className="w-full">
        {submitLabel}
      </Button>
    </form>
  );
}
