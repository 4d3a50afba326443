import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminArticle, AdminArticlePage } from "#shared/content/article-admin-answers";
import type { ArticleInput, ArticleKind } from "#shared/content/article-admin.schema";
import { adminFetch } from "#web/lib/staff-session/admin-api";

/** The admin API base of each kind: /api/admin/blogs and /api/admin/guides. */
export const ARTICLE_API: Record<ArticleKind, string> = { post: "/api/admin/blogs", guide: "/api/admin/guides" };
/** The admin page of each kind: /admin/blogs and /admin/guides. */
export const ARTICLE_PAGE: Record<ArticleKind, string> = { post: "/admin/blogs", guide: "/admin/guides" };

export interface ArticleListParams {
  q: string;
  status: string;
  missing: string;
  page: number;
}

const listKey = (kind: ArticleKind) => ["admin-articles", kind, "list"] as const;
export const articleKey = (kind: ArticleKind, id: number) => ["admin-articles", kind, id] as const;

/** GET /api/admin/{blogs|guides}?q&status&missing&page */
export function articleListQuery(kind: ArticleKind, params: ArticleListParams) {
  const search = new URLSearchParams();
  if (params.q) search.set("q", params.q);
  if (params.status) search.set("status", params.status);
  if (params.missing) search.set("missing", params.missing);
  search.set("page", String(params.page));
  return queryOptions({
    queryKey: [...listKey(kind), params],
    queryFn: () => adminFetch<AdminArticlePage>(`${ARTICLE_API[kind]}?${search.toString()}`),
    placeholderData: keepPreviousData,
  });
}
export const useArticleList = (kind: ArticleKind, params: ArticleListParams) => useQuery(articleListQuery(kind, params));

/** GET /api/admin/{blogs|guides}/:id */
export const articleQuery = (kind: ArticleKind, id: number) =>
  queryOptions({ queryKey: articleKey(kind, id), queryFn: () => adminFetch<AdminArticle>(`${ARTICLE_API[kind]}/${id}`), staleTime: 0 });
export const useArticle = (kind: ArticleKind, id: number | null) => useQuery({ ...articleQuery(kind, id ?? 0), enabled: id !== null });

/** POST (new) or PATCH (existing) one editor save; the answer is the stored article with its new version. */
export function useSaveArticle(kind: ArticleKind) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["admin-articles", kind, "save"],
    mutationFn: ({ id, input }: { id: number | null; input: ArticleInput }) =>
      adminFetch<AdminArticle>(id === null ? ARTICLE_API[kind] : `${ARTICLE_API[kind]}/${id}`, { method: id === null ? "POST" : "PATCH", body: input }),
    onSuccess: (article) => {
      client.setQueryData(articleKey(kind, article.id), article);
      void client.invalidateQueries({ queryKey: listKey(kind) });
    },
  });
}

/** Duplicate, delete (to the trash) and restore, from the list. */
export function useArticleAction(kind: ArticleKind) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["admin-articles", kind, "action"],
    mutationFn: ({ id, action }: { id: number; action: "duplicate" | "delete" | "restore" }) =>
      action === "delete"
        ? adminFetch<AdminArticle>(`${ARTICLE_API[kind]}/${id}`, { method: "DELETE" })
        : adminFetch<AdminArticle>(`${ARTICLE_API[kind]}/${id}/${action}`, { method: "POST" }),
    onSettled: () => client.invalidateQueries({ queryKey: ["admin-articles", kind] }),
  });
}
