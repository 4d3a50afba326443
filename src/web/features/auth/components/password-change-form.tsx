import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type Resolver } from "react-hook-form";
import { mfaDisableSchema, PASSWORD_MAX, PASSWORD_MIN, passwordChangeSchema, type PasswordChangeInput } from "#shared/auth/auth.schema";
import type { Language } from "#shared/i18n/languages";
import { Button, ErrorNote } from "#web/components/admin/admin-ui";
import { FormField } from "#web/components/forms/form-field";
import { notify } from "#web/components/ui/toast-store";
import { useTranslation } from "#web/lib/i18n/texts";
import { StaffApiError } from "#web/lib/staff-session/admin-api";
import { useChangePassword } from "../api/change-password";
import { useDisableMfa } from "../api/disable-mfa";
import { staffErrorText } from "../staff-error-text";

type Values = Required<PasswordChangeInput>;

/** Change the password, or turn MFA off: both need the current password and offer to end other sessions. */
export function CurrentPasswordForm({ mode, language, onDone }: { mode: "password" | "disable-mfa"; language: Language; onDone?: () => void }) {
  const { t } = useTranslation("admin");
  const changePassword = useChangePassword();
  const disableMfa = useDisableMfa();
  const form = useForm<Values>({
    // Turning MFA off asks no new password: its schema has none (the empty default is dropped).
    resolver: (mode === "password" ? zodResolver(passwordChangeSchema) : zodResolver(mfaDisableSchema)) as Resolver<Values>,
    defaultValues: { currentPassword: "", newPassword: "", endOtherSessions: true },
  });
  const { errors, isSubmitting } = form.formState;
  const prefix = mode === "password" ? "pw" : "mfa-off";

  const submit = form.handleSubmit(async (values) => {
    try {
      const result = mode === "password" ? await changePassword.mutateAsync(values) : await disableMfa.mutateAsync(values);
      notify({ tone: "success", title: t(mode === "password" ? "account.passwordChanged" : "account.mfaDisabled", { count: result.endedSessions }) });
      form.reset();
      onDone?.();
    } catch (error) {
      const fields = error instanceof StaffApiError ? error.fieldErrors : {};
      if (fields.currentPassword) form.setError("currentPassword", { type: "server", message: fields.currentPassword });
      if (fields.newPassword) form.setError("newPassword", { type: "server", message: fields.newPassword });
      if (!fields.currentPassword && !fields.newPassword) form.setError("root", { message: staffErrorText(t, error, language) });
    }
  });

  const currentError = errors.currentPassword && (errors.currentPassword.type === "server" ? t("errors.currentPassword") : t("errors.passwordRequired"));
  const newError =
    errors.newPassword &&
    (errors.newPassword.type !== "server"
      ? t("errors.passwordLength", { min: PASSWORD_MIN, max: PASSWORD_MAX })
      : language === "en"
        ? errors.newPassword.message
        : t("errors.weak_password"));

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <ErrorNote>{errors.root?.message}</ErrorNote>
      <FormField
        id={`${prefix}-current`}
        label={t("account.currentPassword")}
        type="password"
        autoComplete="current-password"
        required
        error={currentError}
        {...form.register("currentPassword")}
      />
      {mode === "password" ? (
        <FormField
          id={`${prefix}-new`}
          label={t("account.newPassword")}
          hint={t("account.passwordHint", { min: PASSWORD_MIN })}
          type="password"
          autoComplete="new-password"
          required
          error={newError}
          {...form.register("newPassword")}
        />
      ) : null}
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4" {...form.register("endOtherSessions")} />
        {t("account.endOtherSessions")}
      </label>
      <Button type="submit" variant={mode === "password" ? "primary" : "danger"} busy={isSubmitting}>
        {t(mode === "password" ? "account.changePassword" : "account.disableMfa")}
      </Button>
    </form>
  );
}
