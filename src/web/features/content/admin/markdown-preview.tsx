import { useDeferredValue, useEffect, useState } from "react";
import { useTranslation } from "#web/lib/i18n/texts";

type Render = (markdown: string) => string;
let loaded: Promise<Render> | null = null;
/** The public pages' own renderer and sanitiser (src/shared/content/markdown), loaded with the editor only. */
const loadRenderer = () => (loaded ??= import("#shared/content/markdown").then((module) => module.renderMarkdown));

/**
 * The live preview: the same Markdown → sanitised HTML code as the public page, with the public
 * page's body styles, so what the editor sees is what visitors get (scripts and javascript:
 * links removed here exactly as there).
 */
export function MarkdownPreview({ markdown, language, id }: { markdown: string; language: "en" | "ar"; id: string }) {
  const { t } = useTranslation("admin-articles");
  const deferred = useDeferredValue(markdown);
  const [render, setRender] = useState<Render | null>(null);
  useEffect(() => {
    let live = true;
    void loadRenderer().then((fn) => live && setRender(() => fn));
    return () => {
      live = false;
    };
  }, []);
  const html = render && deferred.trim() ? render(deferred) : "";
  return (
    <section aria-labelledby={`${id}-title`} className="min-w-0 rounded-xl border border-stone-200 bg-stone-50 p-3">
      <h3 id={`${id}-title`} className="mb-2 text-sm font-semibold text-muted">
        {t("editor.preview")}
      </h3>
      {html ? (
        <div
          data-testid={id}
          lang={language}
          dir={language === "ar" ? "rtl" : "ltr"}
          className="prose-content max-h-[32rem] overflow-auto break-words"
          dangerouslySetInnerHTML={{ __html: html }}
        />
      ) : (
        <p className="text-sm text-muted">{t("editor.previewEmpty")}</p>
      )}
    </section>
  );
}
