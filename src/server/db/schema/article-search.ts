import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * Full-text search of posts and guides (issue 11): title (weight A), summary (B) and body (C) in
 * the page's language, with PostgreSQL's own `english` and `arabic` configurations (Snowball
 * stemmers; PGlite has both). The expression indexes in ./articles.ts and the repository's
 * queries are built by this one function, so a query's expression is the indexed one, text for
 * text: the configuration is written into the SQL, never passed as a parameter.
 */
export const SEARCH_CONFIG = { en: "english", ar: "arabic" } as const;
export type SearchLanguage = keyof typeof SEARCH_CONFIG;

interface SearchableColumns {
  title: AnyPgColumn;
  excerpt: AnyPgColumn;
  body: AnyPgColumn;
}

export function articleSearchVector(columns: SearchableColumns, language: SearchLanguage): SQL {
  const config = sql.raw(`'${SEARCH_CONFIG[language]}'::regconfig`);
  const key = sql.raw(`'${language}'`);
  const part = (column: AnyPgColumn, weight: "A" | "B" | "C") =>
    sql`setweight(to_tsvector(${config}, coalesce(${column} ->> ${key}, '')), '${sql.raw(weight)}')`;
  return sql`(${part(columns.title, "A")} || ${part(columns.excerpt, "B")} || ${part(columns.body, "C")})`;
}
