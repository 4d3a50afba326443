import { useState } from "react";
import { useForm } from "react-hook-form";
import type { IntegrationTestResult, IntegrationView } from "#shared/settings/integrations.schema";
import { Badge, Button, Card, ErrorNote } from "#web/components/admin/admin-ui";
import { FormField } from "#web/components/forms/form-field";
import { notify } from "#web/components/ui/toast-store";
import { configurationsText } from "#shared/settings/configurations-texts";
import { useTranslation } from "#web/lib/i18n/texts";
import { useLanguage } from "#web/lib/language";
import { useSaveIntegration } from "../api/save-integration";
import { useTestIntegration } from "../api/test-integration";
import { applyServerErrors } from "./server-errors";

type Values = Record<string, string>;

/**
 * One integration. Plain fields are edited in place; a secret is never in the page: its box is
 * empty with the masked value as a hint, and an empty box keeps it (or "clear" removes it).
 * When the environment sets the integration the fields are read-only.
 */
export function IntegrationCard({ integration }: { integration: IntegrationView }) {
  const { t } = useTranslation("operations");
  const uiLanguage = useLanguage();
  const save = useSaveIntegration();
  const test = useTestIntegration();
  const [result, setResult] = useState<IntegrationTestResult | null>(integration.lastTest);
  const [cleared, setCleared] = useState<Record<string, boolean>>({});
  const entries = Object.entries(integration.fields);
  const form = useForm<Values>({ defaultValues: Object.fromEntries(entries.map(([field, view]) => [field, view.secret ? "" : view.shown])) });
  const { errors } = form.formState;
  const locked = integration.fromEnvironment;
  const id = (field: string) => `integration-${integration.name}-${field}`;

  const submit = form.handleSubmit(async (values) => {
    const payload: Record<string, string | null> = {};
    for (const [field, view] of entries) {
      const value = (values[field] ?? "").trim();
      if (view.secret) {
        if (cleared[field]) payload[field] = null;
        else if (value) payload[field] = value;
      } else payload[field] = value === "" ? null : value;
    }
    try {
      await save.mutateAsync({ name: integration.name, values: payload });
      notify({ tone: "success", title: t("saved") });
      setCleared({});
      form.reset({ ...values, ...Object.fromEntries(entries.filter(([, v]) => v.secret).map(([f]) => [f, ""])) });
    } catch (failure) {
      applyServerErrors(form.setError, failure, "values.");
    }
  });
  const runTest = async () => {
    try {
      setResult(await test.mutateAsync(integration.name));
    } catch (failure) {
      setResult({ ok: false, message: (failure as Error).message, ms: 0, at: new Date().toISOString() });
    }
  };

  const status = locked ? (
    <Badge tone="neutral">{t("integrations.fromEnvironment")}</Badge>
  ) : integration.configured ? (
    <Badge tone="good">{t("integrations.configured")}</Badge>
  ) : (
    <Badge tone="warn">{t("integrations.notConfigured")}</Badge>
  );

  return (
    <Card title={t(`integrations.names.${integration.name}`)} id={`integration-${integration.name}`} actions={status}>
      <form noValidate onSubmit={submit} className="space-y-3">
        <p className="text-sm text-muted">{t(`integrations.about.${integration.name}`)}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          {entries.map(([field, view]) =>
            view.secret ? (
              <div key={field}>
                <FormField
                  id={id(field)}
                  label={t(`integrations.fields.${field}`)}
                  type="password"
                  autoComplete="off"
                  dir="ltr"
                  disabled={locked || cleared[field]}
                  hint={view.set ? t("integrations.secretKept", { masked: view.shown }) : t("integrations.secretUnset")}
                  error={errors[field]?.message}
                  {...form.register(field)}
                />
                {view.set && !locked ? (
                  <label className="mt-1 flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      checked={cleared[field] ?? false}
                      onChange={(event) => setCleared({ ...cleared, [field]: event.currentTarget.checked })}
                    />
                    {t("integrations.clear")}
                  </label>
                ) : null}
              </div>
            ) : (
              <FormField
                key={field}
                id={id(field)}
                label={t(`integrations.fields.${field}`)}
                dir="ltr"
                disabled={locked}
                error={errors[field]?.message}
                {...form.register(field)}
              />
            ),
          )}
        </div>
        <ErrorNote>{errors.root?.message}</ErrorNote>
        <div className="flex flex-wrap gap-2">
          {locked ? null : (
            <Button type="submit" busy={save.isPending}>
              {t("integrations.save")}
            </Button>
          )}
          <Button variant="secondary" busy={test.isPending} onClick={runTest}>
            {t("integrations.test")}
          </Button>
        </div>
        <div role="status" aria-live="polite">
          {result ? (
            <p className={`rounded-lg px-3 py-2 text-sm ${result.ok ? "bg-brand-50 text-brand-900" : "bg-red-50 text-red-900"}`}>
              <strong>{result.ok ? t("integrations.testOk") : t("integrations.testFailed")}</strong> {configurationsText(result.message, uiLanguage)}{" "}
              <span className="text-muted">({t("integrations.testTook", { ms: result.ms })})</span>
            </p>
          ) : null}
        </div>
      </form>
    </Card>
  );
}
