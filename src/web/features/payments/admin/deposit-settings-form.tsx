import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm, useWatch, type Resolver } from "react-hook-form";
import { staffText } from "#shared/bookings/staff-texts";
import type { Language } from "#shared/i18n/languages";
import { DEPOSIT_MODES } from "#shared/payments/payment-kinds";
import { productDepositSettingsSchema, type ProductDepositSettingsPayload } from "#shared/payments/payment.schema";
import type { ProductDepositSettings } from "#shared/payments/payments-api";
import { Button } from "#web/components/admin/admin-ui";
import { FormField } from "#web/components/forms/form-field";
import { RiyalsField } from "#web/components/forms/riyals-field";
import { SelectField } from "#web/components/forms/select-field";
import { translatedResolver } from "#web/components/forms/translated-resolver";
import { notify } from "#web/components/ui/toast-store";
import { useTranslation } from "#web/lib/i18n/texts";
import { StaffApiError } from "#web/lib/staff-session/admin-api";
import { usePaymentSettings, useSaveDepositSettings } from "../api/deposit-settings";

const valuesOf = (settings: ProductDepositSettings): ProductDepositSettingsPayload => ({
  mode: settings.mode,
  percent: settings.percent,
  fixedHalalas: settings.fixedHalalas,
  allowFull: settings.allowFull,
  balanceDueHours: settings.balanceDueHours,
  version: settings.version,
});

/**
 * One product's online payment: no deposit (pay later, the default), a percentage or a fixed
 * amount, whether paying in full is allowed, and when the balance falls due. Its own form and
 * save beside the product's (another endpoint, its own version).
 */
export function DepositSettingsSection({ productId, language }: { productId: number; language: Language }) {
  const settings = usePaymentSettings();
  const product = settings.data?.products.find((entry) => entry.productId === productId);
  if (!product) return null;
  return <DepositSettingsForm key={product.version} settings={product} enabled={settings.data?.enabled ?? false} language={language} />;
}

function DepositSettingsForm({ settings, enabled, language }: { settings: ProductDepositSettings; enabled: boolean; language: Language }) {
  const { t } = useTranslation("admin-payments");
  const save = useSaveDepositSettings(settings.productId);
  const form = useForm<ProductDepositSettingsPayload>({
    resolver: translatedResolver(zodResolver(productDepositSettingsSchema) as unknown as Resolver<ProductDepositSettingsPayload>, (english) =>
      staffText(english, language),
    ),
    defaultValues: valuesOf(settings),
  });
  const mode = useWatch({ control: form.control, name: "mode" });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    save.mutate(
      { ...values, percent: values.mode === "percent" ? values.percent : null, fixedHalalas: values.mode === "fixed" ? values.fixedHalalas : null },
      {
        onSuccess: () => notify({ tone: "success", title: t("deposit.saved") }),
        onError: (error) => {
          if (error instanceof StaffApiError && error.status === 409) return notify({ tone: "error", title: t("deposit.stale") });
          const fields = error instanceof StaffApiError ? error.fieldErrors : {};
          for (const [path, message] of Object.entries(fields)) form.setError(path as keyof ProductDepositSettingsPayload, { type: "server", message });
          notify({ tone: "error", title: t("admin:errors.actionFailed"), description: error.message });
        },
      },
    ),
  );
  return (
    <form
      noValidate
      onSubmit={submit}
      className="mt-6 grid gap-3 border-t border-stone-200 pt-4 sm:grid-cols-2"
      data-testid="deposit-settings"
      aria-labelledby="deposit-title"
    >
      <div className="sm:col-span-2">
        <h3 id="deposit-title" className="font-semibold text-brand-900">
          {t("deposit.title")}
        </h3>
        <p className="text-sm text-muted">{enabled ? t("deposit.intro") : t("disabled")}</p>
      </div>
      <SelectField id="deposit-mode" label={t("deposit.mode")} error={errors.mode?.message} {...form.register("mode")}>
        {DEPOSIT_MODES.map((value) => (
          <option key={value} value={value}>
            {t(`deposit.modes.${value}`)}
          </option>
        ))}
      </SelectField>
      {mode === "percent" ? (
        <FormField
          id="deposit-percent"
          label={t("deposit.percent")}
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          dir="ltr"
          error={errors.percent?.message}
          {...form.register("percent", { setValueAs: (value: string) => (value === "" ? null : Number(value)) })}
        />
      ) : mode === "fixed" ? (
        <Controller
          control={form.control}
          name="fixedHalalas"
          render={({ field }) => (
            <RiyalsField
              id="deposit-fixed"
              label={t("deposit.fixed")}
              value={field.value ?? Number.NaN}
              onChange={(halalas) => field.onChange(Number.isNaN(halalas) ? null : halalas)}
              onBlur={field.onBlur}
              error={errors.fixedHalalas?.message}
            />
          )}
        />
      ) : (
        <span className="hidden sm:block" />
      )}
      <FormField
        id="deposit-due-hours"
        label={t("deposit.balanceDueHours")}
        type="number"
        inputMode="numeric"
        min={0}
        max={720}
        dir="ltr"
        error={errors.balanceDueHours?.message}
        {...form.register("balanceDueHours", { valueAsNumber: true })}
      />
      <label className="flex min-h-11 items-center gap-2 self-end text-sm text-ink">
        <input type="checkbox" className="size-5" {...form.register("allowFull")} />
        {t("deposit.allowFull")}
      </label>
      <div className="flex justify-end sm:col-span-2">
        <Button type="submit" variant="secondary" busy={save.isPending}>
          {t("deposit.save")}
        </Button>
      </div>
    </form>
  );
}
