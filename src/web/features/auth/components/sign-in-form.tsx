import { zodResolver } from "@hookform/resolvers/zod";
import { useCallback } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import type { SignInAnswer } from "#shared/auth/auth-answers";
import { signInFormSchema } from "#shared/auth/auth.schema";
import type { Language } from "#shared/i18n/languages";
import { Button, ErrorNote } from "#web/components/admin/admin-ui";
import { CaptchaField } from "#web/components/forms/captcha-field";
import { FormField } from "#web/components/forms/form-field";
import { useTranslation } from "#web/lib/i18n/texts";
import { useSignIn } from "../api/sign-in";
import { staffErrorText } from "../staff-error-text";
import { useCaptchaReset } from "./use-captcha-reset";

type SignInForm = z.input<typeof signInFormSchema>;

/** Email, password and captcha (the shared schema checks them here and on the server); then the server says whether a code is needed. */
export function SignInForm({
  language,
  captcha,
  onDone,
}: {
  language: Language;
  captcha: { provider: "altcha" | "hcaptcha"; siteKey?: string };
  onDone: (next: SignInAnswer) => void;
}) {
  const { t } = useTranslation("admin");
  const signIn = useSignIn();
  const form = useForm<SignInForm>({ resolver: zodResolver(signInFormSchema), defaultValues: { email: "", password: "", captcha: "" } });
  const { errors } = form.formState;
  const { resetKey, resetCaptcha } = useCaptchaReset();
  const onCaptcha = useCallback((payload: string) => form.setValue("captcha", payload, { shouldValidate: Boolean(payload) }), [form]);

  const submit = form.handleSubmit(async (values) => {
    try {
      onDone(await signIn.mutateAsync({ email: values.email.trim(), password: values.password, captcha: values.captcha }));
    } catch (error) {
      form.setError("root", { message: staffErrorText(t, error, language) });
      form.setValue("password", "");
      form.setValue("captcha", "");
      resetCaptcha();
    }
  });

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
      <FormField
        id="password"
        label={t("login.password")}
        type="password"
        autoComplete="current-password"
        required
        error={errors.password ? t("errors.passwordRequired") : undefined}
        {...form.register("password")}
      />
      <div>
        <CaptchaField
          provider={captcha.provider}
          siteKey={captcha.siteKey}
          language={language}
          onChange={onCaptcha}
          resetKey={resetKey}
          describedBy={errors.captcha ? "captcha-error" : undefined}
        />
        {errors.captcha ? (
          <p id="captcha-error" className="mt-1 text-sm text-red-700">
            {t("errors.captchaRequired")}
          </p>
        ) : null}
      </div>
      <Button type="submit" busy={signIn.isPending} className="w-full">
        {t("login.submit")}
      </Button>
    </form>
  );
}
