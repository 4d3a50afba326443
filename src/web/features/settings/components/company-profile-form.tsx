import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type Resolver } from "react-hook-form";
import { companyProfileSchema, type CompanyProfile } from "#shared/company/company-profile.schema";
import { Button, ErrorNote } from "#web/components/admin/admin-ui";
import { FormField } from "#web/components/forms/form-field";
import { ImageAddressField } from "#web/components/admin/image-address-field";
import { notify } from "#web/components/ui/toast-store";
import { configurationsText } from "#shared/settings/configurations-texts";
import { translatedResolver } from "#web/components/forms/translated-resolver";
import { useTranslation } from "#web/lib/i18n/texts";
import { useLanguage } from "#web/lib/language";
import { useSaveCompanyProfile } from "../api/save-company-profile";
import { applyServerErrors } from "./server-errors";

const SOCIAL = ["instagram", "x", "facebook", "youtube"] as const;
/** An empty number field means "not shown", not 0. */
const optionalNumber = (value: unknown) => (value === "" || value === null || value === undefined ? undefined : Number(value));

/** Names, contacts and address every public page shows (header, footer, Quick Tools' WhatsApp, JSON-LD). */
export function CompanyProfileForm({ profile }: { profile: CompanyProfile }) {
  const { t } = useTranslation("operations");
  const save = useSaveCompanyProfile();
  // The localized-text schema is typed by its output only; its input is the same shape.
  const uiLanguage = useLanguage();
  const form = useForm<CompanyProfile>({
    resolver: translatedResolver(zodResolver(companyProfileSchema) as Resolver<CompanyProfile>, (english) => configurationsText(english, uiLanguage)),
    defaultValues: profile,
  });
  const { errors } = form.formState;
  const logo = form.watch("logo");
  const setLogo = (url: string) => form.setValue("logo", url, { shouldDirty: true, shouldValidate: true });

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      notify({ tone: "success", title: t("saved"), description: t("company.savedText") });
      form.reset(values);
    } catch (failure) {
      applyServerErrors(form.setError, failure);
    }
  });
  const pair = (field: "name" | "tagline" | "address", multiline = false) => (
    <div className="grid gap-3 sm:grid-cols-2">
      <FormField
        id={`company-${field}-en`}
        label={t(`company.${field}En`)}
        error={errors[field]?.en?.message}
        required
        multiline={multiline}
        rows={2}
        {...form.register(`${field}.en`)}
      />
      <FormField
        id={`company-${field}-ar`}
        label={t(`company.${field}Ar`)}
        error={errors[field]?.ar?.message}
        required
        dir="rtl"
        lang="ar"
        multiline={multiline}
        rows={2}
        {...form.register(`${field}.ar`)}
      />
    </div>
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {pair("name")}
      {pair("tagline")}
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField
          id="company-phone"
          label={t("company.phone")}
          hint={t("company.e164")}
          type="tel"
          dir="ltr"
          error={errors.phone?.message}
          required
          {...form.register("phone")}
        />
        <FormField
          id="company-whatsapp"
          label={t("company.whatsapp")}
          hint={t("company.e164")}
          type="tel"
          dir="ltr"
          error={errors.whatsapp?.message}
          required
          {...form.register("whatsapp")}
        />
        <FormField id="company-email" label={t("company.email")} type="email" dir="ltr" error={errors.email?.message} required {...form.register("email")} />
      </div>
      {pair("address", true)}
      <fieldset>
        <legend className="text-sm font-semibold text-ink">{t("company.logo")}</legend>
        <div className="mt-2 flex flex-wrap items-end gap-3">
          <div className="flex h-14 min-w-14 items-center justify-center rounded-lg bg-brand-900 p-2" data-testid="logo-preview">
            {logo ? (
              <img src={logo} alt={t("company.logoPreview")} className="h-8 w-auto max-w-24 object-contain" />
            ) : (
              <span className="text-xs text-brand-50">{t("company.logoNone")}</span>
            )}
          </div>
          <div className="min-w-0 flex-1 basis-64">
            <ImageAddressField
              id="company-logo"
              label={t("company.logoAddress")}
              hint={t("company.logoHint")}
              chooseLabel={t("company.chooseLogo")}
              onChosen={setLogo}
              error={errors.logo?.message}
              {...form.register("logo")}
            />
          </div>
          {logo ? (
            <Button type="button" variant="secondary" onClick={() => setLogo("")}>
              {t("company.removeLogo")}
            </Button>
          ) : null}
        </div>
      </fieldset>
      <fieldset>
        <legend className="text-sm font-semibold text-ink">{t("company.social")}</legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {SOCIAL.map((network) => (
            <FormField
              key={network}
              id={`company-social-${network}`}
              label={t(`company.networks.${network}`)}
              type="url"
              dir="ltr"
              placeholder="https://"
              error={errors.social?.[network]?.message}
              {...form.register(`social.${network}`)}
            />
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="text-sm font-semibold text-ink">{t("company.trust")}</legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-3">
          <FormField id="company-licence" label={t("company.licence")} dir="ltr" error={errors.trust?.licence?.message} {...form.register("trust.licence")} />
          <FormField
            id="company-founded"
            label={t("company.foundedYear")}
            type="number"
            inputMode="numeric"
            dir="ltr"
            error={errors.trust?.foundedYear?.message}
            {...form.register("trust.foundedYear", { setValueAs: optionalNumber })}
          />
          <FormField
            id="company-pilgrims"
            label={t("company.pilgrimsServed")}
            type="number"
            inputMode="numeric"
            dir="ltr"
            error={errors.trust?.pilgrimsServed?.message}
            {...form.register("trust.pilgrimsServed", { setValueAs: optionalNumber })}
          />
        </div>
      </fieldset>
      <ErrorNote>{errors.root?.message}</ErrorNote>
      <Button type="submit" busy={save.isPending}>
        {t("company.save")}
      </Button>
    </form>
  );
}
