import { TriangleAlert } from "lucide-react";
import { useTranslation } from "#web/lib/i18n/texts";

/** Shown while rows from the demo seed remain: a real company must not publish invented content. */
export function DemoContentNotice({ removeCommand }: { removeCommand: string }) {
  const { t } = useTranslation("admin");
  return (
    <section
      aria-labelledby="demo-content-title"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950"
      data-testid="demo-content-notice"
    >
      <h2 id="demo-content-title" className="flex items-center gap-2 text-lg font-semibold">
        <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
        {t("dashboard.demo.title")}
      </h2>
      <p className="mt-2">{t("dashboard.demo.body")}</p>
      <pre dir="ltr" className="mt-3 overflow-x-auto rounded-lg bg-white px-3 py-2 text-start font-mono text-sm">
        <code>{removeCommand}</code>
      </pre>
      <p className="mt-3 text-sm">{t("dashboard.demo.after")}</p>
    </section>
  );
}
