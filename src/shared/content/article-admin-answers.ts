import type { LocalizedText } from "../i18n/localized-text";
import type { Page } from "../pagination/page";
import type { ArticleStatus } from "./article-admin.schema";

/** One article as the admin editor reads it (both languages, every field). */
export interface AdminArticle {
  id: number;
  slug: string;
  /** The Arabic page's own slug; "" when it uses the English one. */
  slugAr: string;
  status: ArticleStatus;
  title: LocalizedText;
  excerpt: LocalizedText;
  body: LocalizedText;
  coverImage: string;
  seoTitle: LocalizedText;
  seoDescription: LocalizedText;
  tags: string[];
  category: string;
  readingMinutes: number;
  publishedAt: string | null;
  scheduledAt: string | null;
  deletedAt: string | null;
  version: number;
  updatedAt: string;
  updatedBy: string | null;
}

/** A row of the admin list: status and which languages are complete (title and body). */
export interface AdminArticleRow {
  id: number;
  slug: string;
  status: ArticleStatus;
  title: LocalizedText;
  complete: { en: boolean; ar: boolean };
  publishedAt: string | null;
  scheduledAt: string | null;
  deletedAt: string | null;
  updatedAt: string;
}
export type AdminArticlePage = Page<AdminArticleRow>;

/** 409 on a save naming an older version: the version someone else saved, to overwrite or merge. */
export interface ArticleConflictBody {
  error: string;
  code: "version_conflict";
  current: AdminArticle;
}
