import type { UseFormReturn } from "react-hook-form";
import type { ArticleFields, ArticleKind } from "#shared/content/article-admin.schema";
import { ARTICLE_TAGS, tagLabel } from "#shared/content/article-tags";
import type { Language } from "#shared/i18n/languages";
import { SelectField } from "#web/components/forms/select-field";
import { useTranslation } from "#web/lib/i18n/texts";

/** Tags (blog posts, several) or a category (guides, one), from the site's topic list. */
export function ClassificationField({
  kind,
  form,
  language,
  readOnly,
  fieldError,
}: {
  kind: ArticleKind;
  form: UseFormReturn<ArticleFields>;
  language: Language;
  readOnly: boolean;
  fieldError: (path: string) => string | undefined;
}) {
  const { t } = useTranslation("admin-articles");
  const topics = Object.keys(ARTICLE_TAGS);
  if (kind === "guide")
    return (
      <SelectField id="article-category" label={t("editor.category")} disabled={readOnly} error={fieldError("category")} {...form.register("category")}>
        <option value="">{t("editor.chooseCategory")}</option>
        {topics.map((topic) => (
          <option key={topic} value={topic}>
            {tagLabel(topic, language)}
          </option>
        ))}
      </SelectField>
    );
  const tags = form.watch("tags");
  return (
    <fieldset>
      <legend className="text-sm font-medium text-ink">{t("editor.tags")}</legend>
      <div className="mt-1 flex flex-wrap gap-2">
        {topics.map((topic) => {
          const checked = tags.includes(topic);
          return (
            <label
              key={topic}
              className={`inline-flex min-h-10 cursor-pointer items-center gap-1.5 rounded-full border px-3 text-sm ${checked ? "border-brand-700 bg-brand-50 text-brand-900" : "border-stone-300 bg-white"}`}
            >
              <input
                type="checkbox"
                className="size-4 accent-brand-700"
                checked={checked}
                disabled={readOnly}
                onChange={() =>
                  form.setValue("tags", checked ? tags.filter((tag) => tag !== topic) : [...tags, topic], { shouldDirty: true, shouldValidate: true })
                }
              />
              {tagLabel(topic, language)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
