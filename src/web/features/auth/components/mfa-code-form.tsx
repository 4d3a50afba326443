import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { mfaCodeSchema } from "#shared/auth/auth.schema";
import type { Language } from "#shared/i18n/languages";
import { Button, ErrorNote } from "#web/components/admin/admin-ui";
import { FormField } from "#web/components/forms/form-field";
import { useTranslation } from "#web/lib/i18n/texts";
import { StaffApiError } from "#web/lib/staff-session/admin-api";
import { staffErrorText } from "../staff-error-text";

/** A 6-digit code from the authenticator app, or one of the backup codes (the shared schema's format). */
export function MfaCodeForm({
  language,
  submitLabel,
  onSubmit,
  onExpired,
}: {
  language: Language;
  submitLabel: string;
  onSubmit: (code: string) => Promise<unknown>;
  onExpired?: () => void;
}) {
  const { t } = useTranslation("admin");
  const form = useForm<z.input<typeof mfaCodeSchema>>({ resolver: zodResolver(mfaCodeSchema), defaultValues: { code: "" } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ code }) => {
    try {
      await onSubmit(code);
    } catch (failure) {
      if (failure instanceof StaffApiError && failure.status === 401 && failure.code === "unauthenticated") onExpired?.();
      form.setError("root", { message: staffErrorText(t, failure, language) });
      form.setValue("code", "");
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <ErrorNote>{errors.code ? t("errors.codeFormat") : errors.root?.message}</ErrorNote>
      <FormField
        id="code"
        label={t("mfa.codeLabel")}
        hint={t("mfa.codeHint")}
        inputMode="numeric"
        autoComplete="one-time-code"
        autoFocus
        required
        {...form.register("code")}
      />
      <Button type="submit" busy={isSubmitting} className="w-full">
        {submitLabel}
      </Button>
    </form>
  );
}
