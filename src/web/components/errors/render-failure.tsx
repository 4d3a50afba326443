import { useTranslation } from "#web/lib/i18n/texts";

/** The spec's render-failure screen: heading, notice, collapsible details, and "Try again". */
export function RenderFailure({ error, onReset }: { error: unknown; onReset: () => void }) {
  const { t } = useTranslation();
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : JSON.stringify(error);
  return (
    <section role="alert" className="mx-auto my-16 max-w-xl rounded-2xl border border-red-200 bg-white p-8 text-center shadow-sm">
      <h1 className="text-2xl font-bold text-red-800">{t("errors.somethingWrong")}</h1>
      <p className="mt-3 text-muted">{t("errors.notified")}</p>
      <details className="mt-6 text-start">
        <summary className="cursor-pointer font-medium text-ink">{t("errors.details")}</summary>
        <pre className="mt-2 overflow-auto whitespace-pre-wrap rounded bg-stone-100 p-3 text-sm text-red-900">{message}</pre>
      </details>
      <button
        type="button"
        onClick={onReset}
        className="mt-6 rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {t("actions.tryAgain")}
      </button>
    </section>
  );
}
