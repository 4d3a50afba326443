import { useCallback, useState, type FormEvent } from "react";
import { useTranslation } from "#web/lib/i18n/use-translation";
import type { Language } from "#shared/i18n/languages";
import { Button, ErrorNote } from "#web/components/admin/admin-ui";
import { CaptchaField } from "#web/components/forms/captcha-field";
import { FormField } from "#web/components/forms/form-field";
import { signIn, type SignInNext } from "../api/auth-api";
import { staffErrorText } from "../staff-error-text";

/** Email, password and captcha; the server then says whether a code is needed. */
export function SignInForm({
  language,
  captcha,
  onDone,
}: {
  language: Language;
  captcha: { provider: "altcha" | "hcaptcha"; siteKey?: string };
  onDone: (next: SignInNext) => void;
}) {
  const { t } = useTranslation("admin");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [captchaPayload, setCaptchaPayload] = useState("");
  const [resetKey, setResetKey] = useState(0);
  const [errors, setErrors] = useState<{ email?: string; password?: string; captcha?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const onCaptcha = useCallback((payload: string) => setCaptchaPayload(payload), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems = {
      email: /^\S+@\S+\.\S+$/.test(email.trim()) ? undefined : t("errors.email"),
      password: password ? undefined : t("errors.passwordRequired"),
      captcha: captchaPayload ? undefined : t("errors.captchaRequired"),
    };
    setErrors(problems);
    if (problems.email || problems.password || problems.captcha) return;
    setBusy(true);
    try {
      onDone(await signIn({ email: email.trim(), password, captcha: captchaPayload }));
    } catch (error) {
      setErrors({ form: staffErrorText(t, error, language) });
      setPassword("");
      setCaptchaPayload("");
      setResetKey((k) => k + 1);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <ErrorNote>{errors.form}</ErrorNote>
      <FormField
        id="email"
        label={t("login.email")}
        type="email"
        autoComplete="username"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.email}
      />
      <FormField
        id="password"
        label={t("login.password")}
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
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
            {errors.captcha}
          </p>
        ) : null}
      </div>
      <Button type="submit" busy={busy} className="w-full">
        {t("login.submit")}
      </Button>
    </form>
  );
}
