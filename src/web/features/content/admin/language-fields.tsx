import type { UseFormReturn } from "react-hook-form";
import type { ArticleFields } from "#shared/content/article-admin.schema";
import { FormField } from "#web/components/forms/form-field";
import { useTranslation } from "#web/lib/i18n/texts";
import { MarkdownPreview } from "./markdown-preview";

/** Title, excerpt and Markdown text of one language, with the live preview beside the text. */
export function LanguageFields({
  form,
  language,
  readOnly,
  fieldError,
  onTitle,
}: {
  form: UseFormReturn<ArticleFields>;
  language: "en" | "ar";
  readOnly: boolean;
  fieldError: (path: string) => string | undefined;
  onTitle: () => void;
}) {
  const { t } = useTranslation("admin-articles");
  const dir = language === "ar" ? "rtl" : "ltr";
  const body = form.watch(`body.${language}`);
  const title = form.register(`title.${language}`);
  return (
    <div className="grid min-w-0 grid-cols-1 gap-3">
      <FormField
        id={`title-${language}`}
        label={t("editor.title")}
        dir={dir}
        lang={language}
        readOnly={readOnly}
        error={fieldError(`title.${language}`)}
        {...title}
        onChange={async (event) => {
          await title.onChange(event);
          onTitle();
        }}
      />
      <FormField
        id={`excerpt-${language}`}
        label={t("editor.excerpt")}
        dir={dir}
        lang={language}
        multiline
        rows={2}
        readOnly={readOnly}
        error={fieldError(`excerpt.${language}`)}
        {...form.register(`excerpt.${language}`)}
      />
      <div className="grid grid-cols-1 gap-3 lg:grid-cols-2">
        <FormField
          id={`body-${language}`}
          label={t("editor.body")}
          hint={t("editor.bodyHint")}
          dir={dir}
          lang={language}
          multiline
          rows={16}
          readOnly={readOnly}
          error={fieldError(`body.${language}`)}
          {...form.register(`body.${language}`)}
        />
        <MarkdownPreview markdown={body ?? ""} language={language} id={`preview-${language}`} />
      </div>
    </div>
  );
}
