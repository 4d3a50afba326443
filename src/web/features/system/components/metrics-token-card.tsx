import { useState } from "react";
import { Button, Card } from "#web/components/admin/admin-ui";
import { notify } from "#web/components/ui/toast-store";
import { useTranslation } from "#web/lib/i18n/texts";
import { useCreateMetricsToken } from "../api/metrics-token";

/** /metrics for a Prometheus scraper elsewhere: a bearer token, shown once when made. */
export function MetricsTokenCard({ tokenSet }: { tokenSet: boolean }) {
  const { t } = useTranslation("operations");
  const create = useCreateMetricsToken();
  const [token, setToken] = useState<string | null>(null);
  const run = async () => {
    try {
      setToken((await create.mutateAsync()).token);
    } catch (failure) {
      notify({ tone: "error", title: t("system.tokenFailed"), description: (failure as Error).message });
    }
  };
  return (
    <Card title={t("system.metricsTitle")} id="metrics">
      <p className="text-sm text-muted">{t("system.metricsAbout")}</p>
      <p className="mt-2 text-sm">{tokenSet ? t("system.tokenSet") : t("system.tokenUnset")}</p>
      {token ? (
        <p className="mt-2 rounded-lg bg-amber-50 p-3 text-sm">
          {t("system.tokenOnce")}{" "}
          <code className="break-all" dir="ltr" data-testid="metrics-token">
            {token}
          </code>
        </p>
      ) : null}
      <Button className="mt-3" variant="secondary" busy={create.isPending} onClick={run}>
        {tokenSet ? t("system.rotateToken") : t("system.createToken")}
      </Button>
    </Card>
  );
}
