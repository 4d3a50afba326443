import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { AdminArticle } from "#shared/content/article-admin-answers";
import type { ArticleFields, ArticleKind, SaveAction } from "#shared/content/article-admin.schema";
import { fieldsOf, mergeArticleFields } from "#shared/content/merge-article";
import { StaffApiError } from "#web/lib/staff-session/admin-api";
import { articleQuery, useSaveArticle } from "../api/admin-articles";

export type SaveOutcome = "saved" | "invalid" | "conflict" | "failed";
const KNOWN_FIELDS = ["slug", "title", "body", "scheduledAt", "category", "coverImage", "seoTitle", "seoDescription"];

/**
 * Saving the editor: the version it loaded goes with every save; a 409 for a stale version
 * fetches the other person's article and holds it for the conflict dialog (overwrite, or merge
 * my changed fields into theirs). Field errors from the server land on the form's fields.
 */
export function useArticleSave(options: {
  kind: ArticleKind;
  initial: AdminArticle | null;
  form: UseFormReturn<ArticleFields>;
  message: (field: string) => string;
  onCreated: (article: AdminArticle) => void;
}) {
  const { kind, form } = options;
  const client = useQueryClient();
  const mutation = useSaveArticle(kind);
  const [saved, setSaved] = useState<AdminArticle | null>(options.initial);
  const [conflict, setConflict] = useState<{ theirs: AdminArticle; action: SaveAction; scheduledAt: string | null } | null>(null);
  const lastSavedJson = useRef(JSON.stringify(options.initial ? fieldsOf(options.initial) : form.getValues()));
  const savedRef = useRef(saved);
  savedRef.current = saved;

  async function save(action: SaveAction, scheduledAt: string | null = null, version?: number): Promise<SaveOutcome> {
    const values = form.getValues();
    const current = savedRef.current;
    try {
      const article = await mutation.mutateAsync({
        id: current?.id ?? null,
        input: { ...values, action, scheduledAt, version: version ?? current?.version ?? 0 },
      });
      lastSavedJson.current = JSON.stringify(values);
      setSaved(article);
      savedRef.current = article;
      if (!current) options.onCreated(article);
      return "saved";
    } catch (error) {
      if (error instanceof StaffApiError && error.status === 409 && error.code === "version_conflict" && current) {
        const theirs = await client.fetchQuery({ ...articleQuery(kind, current.id), staleTime: 0 });
        setConflict({ theirs, action, scheduledAt });
        return "conflict";
      }
      if (error instanceof StaffApiError && Object.keys(error.fieldErrors).length > 0) {
        for (const path of Object.keys(error.fieldErrors)) {
          const top = path.split(".")[0] ?? "";
          form.setError(path as keyof ArticleFields, { type: "server", message: options.message(KNOWN_FIELDS.includes(top) ? top : "generic") });
        }
        return "invalid";
      }
      return "failed";
    }
  }

  return {
    saved,
    saving: mutation.isPending,
    conflict,
    save,
    dirty: (values: ArticleFields) => JSON.stringify(values) !== lastSavedJson.current,
    /** Saves my version over theirs (the save names their version). */
    overwrite: async () => {
      if (!conflict) return "failed" as SaveOutcome;
      setConflict(null);
      return save(conflict.action, conflict.scheduledAt, conflict.theirs.version);
    },
    /** Their version, with the fields I changed since I loaded kept; saving again is up to the editor. */
    merge: () => {
      if (!conflict) return;
      const base = savedRef.current ? fieldsOf(savedRef.current) : form.getValues();
      const merged = mergeArticleFields(base, form.getValues(), fieldsOf(conflict.theirs));
      setSaved(conflict.theirs);
      savedRef.current = conflict.theirs;
      lastSavedJson.current = JSON.stringify(fieldsOf(conflict.theirs));
      form.reset(merged);
      setConflict(null);
    },
    dismissConflict: () => setConflict(null),
  };
}
