import "#web/lib/staff-session/admin-i18n";
import "#web/features/operations/operations-texts";
import { useTranslation } from "#web/lib/i18n/texts";
import { Card, ErrorNote, LoadingRows, PageHeading } from "#web/components/admin/admin-ui";
import { useConfigurations } from "#web/features/settings/api/configurations";
import { FileRepositoryImageChooser } from "#web/features/files/components/route-image-chooser";
import { CompanyProfileForm } from "#web/features/settings/components/company-profile-form";
import { FeatureFlagsForm } from "#web/features/settings/components/feature-flags-form";
import { IntegrationCard } from "#web/features/settings/components/integration-card";
import { SiteSettingsForm } from "#web/features/settings/components/site-settings-form";
import { adminMeta } from "#web/lib/staff-session/admin-meta";
import { requirePermission } from "#web/lib/staff-session/require-permission";
import type { Route } from "./+types/configurations";

export const loader = ({ request, context }: Route.LoaderArgs) => requirePermission(context, request, "configurations.manage");
export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.language, "pages.configurations");

const SECTIONS = ["company", "site", "integrations", "flags"] as const;

export default function Configurations() {
  const { t } = useTranslation("operations");
  const { t: tAdmin } = useTranslation("admin");
  const configurations = useConfigurations();
  if (configurations.isPending) return <LoadingRows label={tAdmin("common.loading")} rows={6} />;
  if (configurations.isError) return <ErrorNote>{tAdmin("errors.loadFailed")}</ErrorNote>;
  const data = configurations.data;
  return (
    <>
      <PageHeading title={tAdmin("pages.configurations")} intro={t("intro")} />
      <nav aria-label={t("sections")} className="mb-6 flex flex-wrap gap-2">
        {SECTIONS.map((section) => (
          <a key={section} href={`#${section}`} className="rounded-full border border-stone-300 bg-white px-3 py-1 text-sm font-medium hover:bg-stone-100">
            {t(`${section}.title`)}
          </a>
        ))}
      </nav>
      <div className="space-y-6">
        <div id="company">
          <Card title={t("company.title")} id="company-card">
            {/* The logo may come from the file repository's picker. */}
            <FileRepositoryImageChooser>
              <CompanyProfileForm profile={data.companyProfile} />
            </FileRepositoryImageChooser>
          </Card>
        </div>
        <div id="site">
          <Card title={t("site.title")} id="site-card">
            <SiteSettingsForm site={data.site} environmentStreamUrl={data.environmentStreamUrl} />
          </Card>
        </div>
        <section aria-labelledby="integrations-title" id="integrations" className="space-y-4">
          <h2 id="integrations-title" className="text-lg font-semibold text-brand-900">
            {t("integrations.title")}
          </h2>
          {data.integrations.map((integration) => (
            <IntegrationCard key={integration.name} integration={integration} />
          ))}
        </section>
        <div id="flags">
          <Card title={t("flags.title")} id="flags-card">
            <FeatureFlagsForm flags={data.flags} />
          </Card>
        </div>
      </div>
    </>
  );
}

export { AdminRouteError as ErrorBoundary } from "#web/components/admin/admin-route-error";
