import { useState, type FormEvent } from "react";
import { useTranslation } from "#web/lib/i18n/use-translation";
import type { Language } from "#shared/i18n/languages";
import { Button, ErrorNote } from "#web/components/admin/admin-ui";
import { FormField } from "#web/components/forms/form-field";
import { StaffApiError } from "#web/lib/staff-session/admin-api";
import { staffErrorText } from "../staff-error-text";

/** A 6-digit code from the authenticator app, or one of the backup codes. */
export function MfaCodeForm({
  language,
  submitLabel,
  onSubmit,
  onExpired,
}: {
  language: Language;
  submitLabel: string;
  onSubmit: (code: string) => Promise<void>;
  onExpired?: () => void;
}) {
  const { t } = useTranslation("admin");
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const clean = code.trim();
    if (!/^(\d{6}|[a-z0-9]{5}-?[a-z0-9]{5})$/i.test(clean)) {
      setError(t("errors.codeFormat"));
      return;
    }
    setBusy(true);
    try {
      await onSubmit(clean);
    } catch (failure) {
      if (failure instanceof StaffApiError && failure.status === 401 && failure.code === "unauthenticated") onExpired?.();
      setError(staffErrorText(t, failure, language));
      setCode("");
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <ErrorNote>{error}</ErrorNote>
      <FormField
        id="code"
        label={t("mfa.codeLabel")}
        hint={t("mfa.codeHint")}
        inputMode="numeric"
        autoComplete="one-time-code"
        autoFocus
        required
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <Button type="submit" busy={busy} className="w-full">
        {submitLabel}
      </Button>
    </form>
  );
}
