import "#web/lib/staff-session/admin-i18n";
import { useSearchParams } from "react-router";
import { useTranslation } from "#web/lib/i18n/texts";
import { TESTIMONIAL_FILTERS, type TestimonialFilter } from "#shared/testimonials/testimonial-moderation.schema";
import { Card, PageHeading } from "#web/components/admin/admin-ui";
import { ModerationQueue } from "#web/features/testimonials/components/moderation-queue";
import { adminMeta } from "#web/lib/staff-session/admin-meta";
import { requirePermission } from "#web/lib/staff-session/require-permission";
import type { Route } from "./+types/testimonials";

export const loader = ({ request, context }: Route.LoaderArgs) => requirePermission(context, request, "content.write");
export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.language, "pages.testimonials");

const statusOf = (value: string | null): TestimonialFilter =>
  ((TESTIMONIAL_FILTERS as readonly string[]).find((status) => status === value) as TestimonialFilter) ?? "pending";

/** Reviews waiting for a decision first; approved, rejected and all by the filter. */
export default function Testimonials({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get("status"));
  const page = Math.max(1, Number(params.get("page")) || 1);
  return (
    <>
      <PageHeading title={t("pages.testimonials")} intro={t("testimonialsAdmin.intro")} />
      <Card>
        <ModerationQueue
          status={status}
          page={page}
          language={loaderData.language}
          onChange={(next, nextPage) => setParams(nextPage > 1 ? { status: next, page: String(nextPage) } : { status: next })}
        />
      </Card>
    </>
  );
}

export { AdminRouteError as ErrorBoundary } from "#web/components/admin/admin-route-error";
