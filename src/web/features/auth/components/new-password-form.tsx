import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type Resolver } from "react-hook-form";
import { invitationFormSchema, newPasswordFormSchema, PASSWORD_MAX, PASSWORD_MIN } from "#shared/auth/auth.schema";
import type { Language } from "#shared/i18n/languages";
import { Button, ErrorNote } from "#web/components/admin/admin-ui";
import { FormField } from "#web/components/forms/form-field";
import { useTranslation } from "#web/lib/i18n/texts";
import { StaffApiError } from "#web/lib/staff-session/admin-api";
import { staffErrorText } from "../staff-error-text";

interface NewPasswordValues {
  name: string;
  newPassword: string;
  confirm: string;
}

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
  onSubmit: (input: { name: string; newPassword: string }) => Promise<unknown>;
}) {
  const { t } = useTranslation("admin");
  const form = useForm<NewPasswordValues>({
    // The reset form has no name field: its schema does not know one (the empty default is dropped).
    resolver: (askName ? zodResolver(invitationFormSchema) : zodResolver(newPasswordFormSchema)) as Resolver<NewPasswordValues>,
    defaultValues: { name: "", newPassword: "", confirm: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit({ name: values.name ?? "", newPassword: values.newPassword });
    } catch (error) {
      if (error instanceof StaffApiError && error.fieldErrors.newPassword) form.setError("newPassword", { type: "server", message: "weak" });
      else form.setError("root", { message: staffErrorText(t, error, language) });
    }
  });
  const passwordError = errors.newPassword
    ? errors.newPassword.type === "server"
      ? t("errors.weak_password")
      : t("errors.passwordLength", { min: PASSWORD_MIN, max: PASSWORD_MAX })
    : undefined;

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <ErrorNote>{errors.root?.message}</ErrorNote>
      {askName ? (
        <FormField
          id="name"
          label={t("reset.name")}
          autoComplete="name"
          required
          error={errors.name ? t("errors.name") : undefined}
          {...form.register("name")}
        />
      ) : null}
      <FormField
        id="new-password"
        label={t("account.newPassword")}
        hint={t("account.passwordHint", { min: PASSWORD_MIN })}
        type="password"
        autoComplete="new-password"
        required
        error={passwordError}
        {...form.register("newPassword")}
      />
      <FormField
        id="confirm-password"
        label={t("reset.confirmPassword")}
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirm ? t("errors.passwordMismatch") : undefined}
        {...form.register("confirm")}
      />
      <Button type="submit" busy={isSubmitting} className="w-full">
        {submitLabel}
      </Button>
    </form>
  );
}
