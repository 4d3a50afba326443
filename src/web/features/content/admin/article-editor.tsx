import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import type { AdminArticle } from "#shared/content/article-admin-answers";
import { articleFieldsSchema, type ArticleFields, type ArticleKind, type SaveAction } from "#shared/content/article-admin.schema";
import { fieldsOf } from "#shared/content/merge-article";
import { readingMinutes } from "#shared/content/reading-minutes";
import { slugify } from "#shared/content/slugify";
import type { Language } from "#shared/i18n/languages";
import { localizePath } from "#shared/i18n/localized-path";
import { Card, ErrorNote } from "#web/components/admin/admin-ui";
import { FormField } from "#web/components/forms/form-field";
import { notify } from "#web/components/ui/toast-store";
import { formatDateTime } from "#web/lib/format-date-time";
import { useTranslation } from "#web/lib/i18n/texts";
import { ClassificationField } from "./classification-field";
import { ConflictDialog } from "./conflict-dialog";
import { CoverField } from "./cover-field";
import { LanguageFields } from "./language-fields";
import { PublishPanel } from "./publish-panel";
import { SeoPanel } from "./seo-panel";
import { useArticleSave } from "./use-article-save";

const EMPTY: ArticleFields = {
  slug: "",
  slugAr: "",
  title: { en: "", ar: "" },
  excerpt: { en: "", ar: "" },
  body: { en: "", ar: "" },
  coverImage: "",
  seoTitle: { en: "", ar: "" },
  seoDescription: { en: "", ar: "" },
  tags: [],
  category: "",
};
const AUTOSAVE_MS = 2500;

export interface ArticleEditorProps {
  kind: ArticleKind;
  article: AdminArticle | null;
  language: Language;
  canWrite: boolean;
  siteUrl: string;
  onCreated: (article: AdminArticle) => void;
  /**
   * The "Choose from files" slot: called with a setter for the cover address. Wired by the page to
   * the file repository's picker dialog; without it the button says the picker is not available.
   */
  onChooseCover?: (setCover: (url: string) => void) => void;
}

/** The blog post / guide editor: both languages, Markdown with the public page's preview, SEO, publishing, autosave. */
export function ArticleEditor({ kind, article, language, canWrite, siteUrl, onCreated, onChooseCover }: ArticleEditorProps) {
  const { t } = useTranslation("admin-articles");
  const form = useForm<ArticleFields>({ resolver: zodResolver(articleFieldsSchema), defaultValues: article ? fieldsOf(article) : EMPTY });
  const [tab, setTab] = useState<"en" | "ar">(language);
  const slugEdited = useRef(Boolean(article));
  const slugArEdited = useRef(Boolean(article));
  const saver = useArticleSave({ kind, initial: article, form, message: (field) => t(`errors.${field}`), onCreated });
  const [autosave, setAutosave] = useState<{ state: "idle" | "saving" | "saved" | "failed"; at?: string }>({ state: "idle" });
  const status = saver.saved?.status ?? "draft";
  const readOnly = !canWrite;
  const { errors } = form.formState;
  const fieldError = (path: string) => {
    const [a, b] = path.split(".") as [keyof ArticleFields, string | undefined];
    const error = b ? (errors[a] as Record<string, { message?: string }> | undefined)?.[b] : (errors[a] as { message?: string } | undefined);
    return error?.message ? t(`errors.${a}`, { defaultValue: error.message }) : undefined;
  };

  // Autosave: a draft (or a new article with a title) is saved a moment after the last change.
  const values = form.watch();
  const json = JSON.stringify(values);
  useEffect(() => {
    if (!canWrite || status !== "draft" || saver.conflict || saver.saving || !saver.dirty(values)) return;
    if (!values.slug || !(values.title.en || values.title.ar)) return;
    const timer = setTimeout(async () => {
      if (!articleFieldsSchema.safeParse(form.getValues()).success) return;
      setAutosave({ state: "saving" });
      const outcome = await saver.save("draft");
      setAutosave(outcome === "saved" ? { state: "saved", at: new Date().toISOString() } : { state: "failed" });
    }, AUTOSAVE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [json, status, saver.conflict, saver.saving, canWrite]);

  // Each language's address follows its title until someone edits it (the Arabic one is
  // transliterated; when it comes out the same as the English one it is left empty: "the same").
  const onTitle = () => {
    const title = form.getValues("title");
    const slug = slugEdited.current ? form.getValues("slug") : slugify(title.en || title.ar);
    if (!slugEdited.current) form.setValue("slug", slug, { shouldDirty: true });
    if (!slugArEdited.current) {
      const arabic = slugify(title.ar);
      form.setValue("slugAr", arabic && arabic !== slug ? arabic : "", { shouldDirty: true });
    }
  };

  const submit = async (action: SaveAction, scheduledAt: string | null = null) => {
    if (!(await form.trigger())) {
      notify({ tone: "error", title: t("editor.fix") });
      return;
    }
    const outcome = await saver.save(action, scheduledAt);
    if (outcome === "saved")
      notify({ tone: "success", title: t(action === "publish" ? "done.published" : action === "schedule" ? "done.scheduled" : "done.saved") });
    else if (outcome === "invalid") notify({ tone: "error", title: t("editor.fix") });
    else if (outcome === "failed") notify({ tone: "error", title: t("admin:errors.actionFailed") });
  };

  const slugIn = tab === "ar" ? values.slugAr || values.slug : values.slug;
  const publicUrl = siteUrl + localizePath(`/${kind === "post" ? "blog" : "guides"}/${slugIn || "…"}`, tab);
  return (
    <form noValidate onSubmit={(event) => event.preventDefault()} className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="grid min-w-0 gap-4">
        <Card>
          <div role="tablist" aria-label={t("editor.languages")} className="mb-4 flex gap-2">
            {(["en", "ar"] as const).map((lang) => (
              <button
                key={lang}
                type="button"
                role="tab"
                id={`tab-${lang}`}
                aria-selected={tab === lang}
                aria-controls={`panel-${lang}`}
                onClick={() => setTab(lang)}
                className="min-h-11 rounded-full border border-stone-300 px-4 text-sm font-semibold aria-selected:border-brand-700 aria-selected:bg-brand-700 aria-selected:text-white"
              >
                {t(`editor.${lang}`)}
              </button>
            ))}
          </div>
          {(["en", "ar"] as const).map((lang) => (
            <div key={lang} role="tabpanel" id={`panel-${lang}`} aria-labelledby={`tab-${lang}`} hidden={tab !== lang}>
              <LanguageFields form={form} language={lang} readOnly={readOnly} fieldError={fieldError} onTitle={onTitle} />
            </div>
          ))}
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            <FormField
              id="article-slug"
              label={t("editor.slug")}
              hint={t("editor.slugHint")}
              dir="ltr"
              readOnly={readOnly}
              error={fieldError("slug")}
              {...form.register("slug", { onChange: () => (slugEdited.current = true) })}
            />
            <FormField
              id="article-slug-ar"
              label={t("editor.slugAr")}
              hint={t("editor.slugArHint")}
              dir="ltr"
              readOnly={readOnly}
              error={fieldError("slugAr")}
              {...form.register("slugAr", { onChange: () => (slugArEdited.current = true) })}
            />
          </div>
        </Card>
        <Card>
          <SeoPanel form={form} language={tab} url={publicUrl} fieldError={fieldError} />
        </Card>
      </div>
      <div className="grid min-w-0 content-start gap-4">
        <PublishPanel
          article={saver.saved}
          language={language}
          canWrite={canWrite}
          busy={saver.saving}
          readingMinutes={Math.max(readingMinutes(values.body.en), readingMinutes(values.body.ar))}
          scheduleError={fieldError("scheduledAt")}
          onAction={submit}
        />
        <p aria-live="polite" className="text-xs text-muted">
          {autosave.state === "saving"
            ? t("editor.autosaving")
            : autosave.state === "saved" && autosave.at
              ? t("editor.autosaved", { time: formatDateTime(autosave.at, language) })
              : saver.dirty(values) && canWrite
                ? t("editor.unsaved")
                : ""}
        </p>
        {autosave.state === "failed" ? <ErrorNote>{t("editor.autosaveFailed")}</ErrorNote> : null}
        <Card>
          <div className="grid gap-4">
            <CoverField form={form} readOnly={readOnly} fieldError={fieldError} onChooseCover={onChooseCover} />
            <ClassificationField kind={kind} form={form} language={language} readOnly={readOnly} fieldError={fieldError} />
          </div>
        </Card>
      </div>
      <ConflictDialog
        theirs={saver.conflict?.theirs ?? null}
        language={language}
        onClose={saver.dismissConflict}
        onMerge={saver.merge}
        onOverwrite={() => void saver.overwrite().then((outcome) => outcome === "saved" && notify({ tone: "success", title: t("done.saved") }))}
      />
    </form>
  );
}
