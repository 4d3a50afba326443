import type { ApiErrorBody } from "#shared/api/api-error";
import { companyProfileSchema } from "#shared/company/company-profile.schema";
import type { ConfigurationsAnswer } from "#shared/settings/configurations-answers";
import { featureFlagsSchema } from "#shared/settings/feature-flags";
import { integrationChangeSchema, integrationTestSchema } from "#shared/settings/integrations.schema";
import { siteSettingsSchema } from "#shared/settings/site-settings.schema";
import { configurationsFieldTexts, configurationsText } from "#shared/settings/configurations-texts";
import { adminRoute, type AdminRoute } from "#server/platform/auth/admin-route-table";
import { staffLanguage } from "#server/platform/http/staff-language";
import { staffWording } from "#server/platform/http/staff-wording";
import type { ConfigurationsService } from "./configurations.service";
import type { IntegrationsService } from "./integrations.service";

const PERMISSION = "configurations.manage";
const { parse } = staffWording(configurationsText);

/** /admin/configurations: read everything (secrets masked), save each part, test an integration. */
export function configurationsAdminRoutes(deps: {
  configurations: ConfigurationsService;
  integrations: IntegrationsService;
  environmentStreamUrl: string;
}): AdminRoute[] {
  return [
    adminRoute("GET", "/api/admin/configurations", PERMISSION, async (c) => {
      const [current, integrations] = await Promise.all([deps.configurations.current(), deps.integrations.views()]);
      return c.json<ConfigurationsAnswer>({ ...current, integrations, environmentStreamUrl: deps.environmentStreamUrl });
    }),
    adminRoute("PATCH", "/api/admin/configurations/company-profile", PERMISSION, async (c, staff) => {
      const parsed = await parse(c, companyProfileSchema.strict());
      if (!parsed.ok) return parsed.response;
      await deps.configurations.saveCompanyProfile(staff.actor, parsed.data);
      return c.json({ ok: true });
    }),
    adminRoute("PATCH", "/api/admin/configurations/site", PERMISSION, async (c, staff) => {
      const parsed = await parse(c, siteSettingsSchema);
      if (!parsed.ok) return parsed.response;
      await deps.configurations.saveSiteSettings(staff.actor, parsed.data);
      return c.json({ ok: true });
    }),
    adminRoute("PATCH", "/api/admin/configurations/flags", PERMISSION, async (c, staff) => {
      const parsed = await parse(c, featureFlagsSchema);
      if (!parsed.ok) return parsed.response;
      await deps.configurations.saveFlags(staff.actor, parsed.data);
      return c.json({ ok: true });
    }),
    adminRoute("PATCH", "/api/admin/configurations/integrations", PERMISSION, async (c, staff) => {
      const parsed = await parse(c, integrationChangeSchema);
      if (!parsed.ok) return parsed.response;
      const result = await deps.integrations.update(staff.actor, parsed.data.name, parsed.data.values);
      const language = staffLanguage(c);
      if (result.kind === "invalid")
        return c.json<ApiErrorBody>(
          { error: configurationsText("Some fields are not valid.", language), fieldErrors: configurationsFieldTexts(result.fieldErrors, language) },
          400,
        );
      if (result.kind === "environment") return c.json<ApiErrorBody>({ error: configurationsText(result.message, language), code: "set_by_environment" }, 409);
      return c.json({ ok: true });
    }),
    adminRoute("POST", "/api/admin/configurations/integrations/test", PERMISSION, async (c, staff) => {
      const parsed = await parse(c, integrationTestSchema);
      if (!parsed.ok) return parsed.response;
      return c.json(await deps.integrations.test(staff.actor, parsed.data.name));
    }),
  ];
}
