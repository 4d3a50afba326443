import { zodResolver } from "@hookform/resolvers/zod";
import { useCallback } from "react";
import { useForm } from "react-hook-form";
import { resetRequestSchema, type ResetRequestInput } from "#shared/auth/auth.schema";
import type { Language } from "#shared/i18n/languages";
import { Button, ErrorNote } from "#web/components/admin/admin-ui";
import { CaptchaField } from "#web/components/forms/captcha-field";
import { FormField } from "#web/components/forms/form-field";
import { useTranslation } from "#web/lib/i18n/texts";
import { useRequestPasswordReset } from "../api/request-password-reset";
import { staffErrorText } from "../staff-error-text";
import { useCaptchaReset } from "./use-captcha-reset";

/** Asks for a reset link; the answer is the same whether the address has an account or not. */
export function ResetRequestForm({ language, captcha }: { language: Language; captcha: { provider: "altcha" | "hcaptcha"; siteKey?: string } }) {
  const { t } = useTranslation("admin");
  const request = useRequestPasswordReset();
  const form = useForm<ResetRequestInput>({ resolver: zodResolver(resetRequestSchema), defaultValues: { email: "", captcha: "" } });
  const { errors } = form.formState;
  const { resetKey, resetCaptcha } = useCaptchaReset();
  const onCaptcha = useCallback((payload: string) => form.setValue("captcha", payload, { shouldValidate: Boolean(payload) }), [form]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await request.mutateAsync(values);
    } catch (error) {
      form.setError("root", { message: staffErrorText(t, error, language) });
      form.setValue("captcha", "");
      resetCaptcha();
    }
  });

  if (request.isSuccess)
    return (
      <p role="status" className="rounded-lg bg-brand-50 p-4 text-brand-900">
        {t("reset.sent")}
      </p>
    );
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <ErrorNote>{errors.root?.message}</ErrorNote>
      <FormField
        id="email"
        label={t("login.email")}
        type="email"
        autoComplete="username"
        required
        error={errors.email ? t("errors.email") : undefined}
        {...form.register("email")}
      />
      <div>
        <CaptchaField provider={captcha.provider} siteKey={captcha.siteKey} language={language} onChange={onCaptcha} resetKey={resetKey} />
        {errors.captcha ? <p className="mt-1 text-sm text-red-700">{t("errors.captchaRequired")}</p> : null}
      </div>
      <Button type="submit" busy={request.isPending} className="w-full">
        {t("reset.send")}
      </Button>
    </form>
  );
}
