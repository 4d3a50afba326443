import { useTranslation } from "#web/lib/i18n/texts";
import { GUIDE_IMPORT_COLUMNS, GUIDE_IMPORT_LIMITS, GUIDE_IMPORT_REQUIRED_COLUMNS } from "#shared/content/guide-import.schema";
import { ARTICLE_TAGS } from "#shared/content/article-tags";

const EXAMPLES = {
  csv: ["/examples/guides-import.csv"],
  json: ["/examples/guides-import.json"],
  markdown: ["/examples/umrah-checklist.en.md", "/examples/umrah-checklist.ar.md"],
} as const;

const MARKDOWN_KEYS = ["title", "excerpt", "category", "status", "cover_image", "published_at", "seo_title", "seo_description"];

/** The three formats, their columns and limits, each with an example file to download. */
export function ImportFormats() {
  const { t } = useTranslation("admin");
  const required = new Set<string>(GUIDE_IMPORT_REQUIRED_COLUMNS);
  return (
    <div className="space-y-4 text-sm">
      <p>{t("guidesImport.limits", { rows: GUIDE_IMPORT_LIMITS.maxRows, megabytes: 5, files: GUIDE_IMPORT_LIMITS.maxFiles })}</p>
      <div className="grid gap-3 md:grid-cols-3">
        {(["csv", "json", "markdown"] as const).map((format) => (
          <section key={format} aria-labelledby={`format-${format}`} className="rounded-xl border border-stone-200 p-3">
            <h3 id={`format-${format}`} className="font-semibold text-brand-900">
              {t(`guidesImport.formats.${format}.title`)}
            </h3>
            <p className="mt-1 text-muted">{t(`guidesImport.formats.${format}.text`)}</p>
            {format === "markdown" ? (
              // File names and keys are code: kept left to right inside Arabic text.
              <p className="mt-1 text-xs break-words text-muted" dir="ltr">
                <code>&lt;slug&gt;.en.md</code> + <code>&lt;slug&gt;.ar.md</code> — <code>{MARKDOWN_KEYS.join(", ")}</code>
              </p>
            ) : null}
            <ul className="mt-2 space-y-1">
              {EXAMPLES[format].map((href) => (
                <li key={href}>
                  <a href={href} download className="inline-flex min-h-10 items-center font-semibold text-brand-800 underline">
                    {t("guidesImport.example", { name: href.split("/").pop() })}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <details className="rounded-xl border border-stone-200 p-3">
        <summary className="min-h-10 cursor-pointer font-semibold text-brand-900">{t("guidesImport.columnsTitle")}</summary>
        <ul className="mt-2 grid gap-1 sm:grid-cols-2" dir="ltr">
          {GUIDE_IMPORT_COLUMNS.map((column) => (
            <li key={column}>
              <code>{column}</code>
              {required.has(column) ? " *" : ""}
            </li>
          ))}
        </ul>
        <p className="mt-2 text-muted">{t("guidesImport.columnsNote", { categories: Object.keys(ARTICLE_TAGS).join(", ") })}</p>
      </details>
    </div>
  );
}
