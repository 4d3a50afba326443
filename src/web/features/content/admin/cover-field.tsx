import type { UseFormReturn } from "react-hook-form";
import type { ArticleFields } from "#shared/content/article-admin.schema";
import { Button } from "#web/components/admin/admin-ui";
import { FormField } from "#web/components/forms/form-field";
import { useTranslation } from "#web/lib/i18n/texts";

/** The cover image: an address, a small preview, and the "Choose from files" slot (see ArticleEditorProps.onChooseCover). */
export function CoverField({
  form,
  readOnly,
  fieldError,
  onChooseCover,
}: {
  form: UseFormReturn<ArticleFields>;
  readOnly: boolean;
  fieldError: (path: string) => string | undefined;
  onChooseCover?: (setCover: (url: string) => void) => void;
}) {
  const { t } = useTranslation("admin-articles");
  const cover = form.watch("coverImage");
  const setCover = (url: string) => form.setValue("coverImage", url, { shouldDirty: true, shouldValidate: true });
  return (
    <div className="grid gap-2">
      <FormField
        id="article-cover"
        label={t("editor.cover")}
        hint={t("editor.coverHint")}
        dir="ltr"
        readOnly={readOnly}
        error={fieldError("coverImage")}
        {...form.register("coverImage")}
      />
      {readOnly ? null : (
        <div>
          <Button
            variant="secondary"
            disabled={!onChooseCover}
            aria-describedby={onChooseCover ? undefined : "choose-cover-note"}
            onClick={() => onChooseCover?.(setCover)}
          >
            {t("editor.chooseCover")}
          </Button>
          {onChooseCover ? null : (
            <p id="choose-cover-note" className="mt-1 text-xs text-muted">
              {t("editor.chooseCoverSoon")}
            </p>
          )}
        </div>
      )}
      {cover && /^(https:\/\/|\/(?!\/))/.test(cover) ? <img src={cover} alt="" className="aspect-video w-full rounded-lg bg-stone-100 object-cover" /> : null}
    </div>
  );
}
