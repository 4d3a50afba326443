import "#web/features/products/admin/products-texts";
import "#web/features/payments/admin/admin-payments-texts";
import { useOutletContext } from "react-router";
import type { StaffSummary } from "#shared/auth/staff-summary";
import { ErrorNote, LoadingRows, PageHeading } from "#web/components/admin/admin-ui";
import { useCatalogue } from "#web/features/products/api/catalogue";
import { CatalogueTabs } from "#web/features/products/admin/catalogue-tabs";
import { ProductFormExtrasContext, type ProductFormExtras } from "#web/features/products/admin/product-extras";
import { DepositSettingsSection } from "#web/features/payments/admin/deposit-settings-form";
import { FileRepositoryImageChooser } from "#web/features/files/components/route-image-chooser";
import { useTranslation } from "#web/lib/i18n/texts";
import { adminMeta } from "#web/lib/staff-session/admin-meta";
import { requirePermission } from "#web/lib/staff-session/require-permission";
import type { Route } from "./+types/products";

export const loader = ({ request, context }: Route.LoaderArgs) => requirePermission(context, request, "dashboard.read");
export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.language, "pages.products");

/** The deposit settings under a product's form: saved by those who manage the configuration (the payments API's rule). */
const WITH_DEPOSIT: ProductFormExtras = { deposit: DepositSettingsSection };

/** /admin/products: every role reads; products.write (admin, operations, content) edits. */
export default function Products({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-products");
  const staff = useOutletContext<StaffSummary>();
  const catalogue = useCatalogue();
  const canWrite = staff.permissions.includes("products.write");
  return (
    <>
      <PageHeading title={t("admin:pages.products")} intro={t("intro")} />
      {canWrite ? null : <p className="mb-4 rounded-lg bg-stone-100 px-3 py-2 text-sm text-stone-800">{t("readOnly")}</p>}
      {catalogue.isPending ? (
        <LoadingRows label={t("admin:common.loading")} />
      ) : catalogue.isError ? (
        <ErrorNote>{t("admin:errors.loadFailed")}</ErrorNote>
      ) : (
        <FileRepositoryImageChooser>
          <ProductFormExtrasContext value={staff.permissions.includes("configurations.manage") ? WITH_DEPOSIT : {}}>
            <CatalogueTabs catalogue={catalogue.data} canWrite={canWrite} language={loaderData.language} />
          </ProductFormExtrasContext>
        </FileRepositoryImageChooser>
      )}
    </>
  );
}

export { AdminRouteError as ErrorBoundary } from "#web/components/admin/admin-route-error";
