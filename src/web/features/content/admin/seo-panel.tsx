import type { UseFormReturn } from "react-hook-form";
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX, type ArticleFields } from "#shared/content/article-admin.schema";
import { FormField } from "#web/components/forms/form-field";
import { useTranslation } from "#web/lib/i18n/texts";

/** SEO title and description of one language, with counters and a search-result preview. */
export function SeoPanel({
  form,
  language,
  url,
  fieldError,
}: {
  form: UseFormReturn<ArticleFields>;
  language: "en" | "ar";
  url: string;
  fieldError: (path: string) => string | undefined;
}) {
  const { t } = useTranslation("admin-articles");
  const [seoTitle, seoDescription, title, excerpt] = form.watch([
    `seoTitle.${language}`,
    `seoDescription.${language}`,
    `title.${language}`,
    `excerpt.${language}`,
  ]);
  const dir = language === "ar" ? "rtl" : "ltr";
  const counter = (count: number, max: number) => (
    <span className={count > max ? "font-semibold text-red-700" : undefined}>{t("editor.counter", { count, max })}</span>
  );
  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-3">
      <legend className="mb-2 text-base font-semibold text-brand-900">{t("editor.seo")}</legend>
      <FormField
        id={`seo-title-${language}`}
        label={t("editor.seoTitle")}
        hint={counter(seoTitle?.length ?? 0, SEO_TITLE_MAX)}
        dir={dir}
        lang={language}
        error={fieldError(`seoTitle.${language}`)}
        {...form.register(`seoTitle.${language}`)}
      />
      <FormField
        id={`seo-description-${language}`}
        label={t("editor.seoDescription")}
        hint={counter(seoDescription?.length ?? 0, SEO_DESCRIPTION_MAX)}
        dir={dir}
        lang={language}
        multiline
        rows={2}
        error={fieldError(`seoDescription.${language}`)}
        {...form.register(`seoDescription.${language}`)}
      />
      <p className="text-xs text-muted">{t("editor.seoFallback")}</p>
      <figure className="min-w-0 overflow-hidden rounded-xl border border-stone-200 bg-white p-3" dir={dir} lang={language}>
        <figcaption className="mb-1 text-xs text-muted" dir="auto">
          {t("editor.searchPreview")}
        </figcaption>
        <p className="truncate text-xs text-stone-600" dir="ltr">
          {url}
        </p>
        <p className="truncate text-lg text-[#1a0dab]">{(seoTitle || title || "").slice(0, SEO_TITLE_MAX)}</p>
        <p className="line-clamp-2 text-sm text-stone-700">{(seoDescription || excerpt || "").slice(0, SEO_DESCRIPTION_MAX)}</p>
      </figure>
    </fieldset>
  );
}
