import { useCallback, useState, type FormEvent } from "react";
import { useTranslation } from "#web/lib/i18n/use-translation";
import type { Language } from "#shared/i18n/languages";
import { Button, ErrorNote } from "#web/components/admin/admin-ui";
import { CaptchaField } from "#web/components/forms/captcha-field";
import { FormField } from "#web/components/forms/form-field";
import { requestPasswordReset } from "../api/auth-api";
import { staffErrorText } from "../staff-error-text";

/** Asks for a reset link; the answer is the same whether the address has an account or not. */
export function ResetRequestForm({ language, captcha }: { language: Language; captcha: { provider: "altcha" | "hcaptcha"; siteKey?: string } }) {
  const { t } = useTranslation("admin");
  const [email, setEmail] = useState("");
  const [captchaPayload, setCaptchaPayload] = useState("");
  const [resetKey, setResetKey] = useState(0);
  const [errors, setErrors] = useState<{ email?: string; captcha?: string; form?: string }>({});
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const onCaptcha = useCallback((payload: string) => setCaptchaPayload(payload), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems = {
      email: /^\S+@\S+\.\S+$/.test(email.trim()) ? undefined : t("errors.email"),
      captcha: captchaPayload ? undefined : t("errors.captchaRequired"),
    };
    setErrors(problems);
    if (problems.email || problems.captcha) return;
    setBusy(true);
    try {
      await requestPasswordReset({ email: email.trim(), captcha: captchaPayload });
      setSent(true);
    } catch (error) {
      setErrors({ form: staffErrorText(t, error, language) });
      setCaptchaPayload("");
      setResetKey((k) => k + 1);
    } finally {
      setBusy(false);
    }
  }

  if (sent)
    return (
      <p role="status" className="rounded-lg bg-brand-50 p-4 text-brand-900">
        {t("reset.sent")}
      </p>
    );
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
      <div>
        <CaptchaField provider={captcha.provider} siteKey={captcha.siteKey} language={language} onChange={onCaptcha} resetKey={resetKey} />
        {errors.captcha ? <p className="mt-1 text-sm text-red-700">{errors.captcha}</p> : null}
      </div>
      <Button type="submit" busy={busy} className="w-full">
        {t("reset.send")}
      </Button>
    </form>
  );
}
