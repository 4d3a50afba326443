import { sql, type AnyColumn, type SQL } from "drizzle-orm";

/** `count(*)` as a number, for the total beside a page of rows. */
export const countAll = sql<number>`count(*)::int`;

/** A page of rows and the total, queried together. */
export async function withTotal<T>(rows: Promise<T[]>, counted: Promise<{ total: number }[]>): Promise<{ items: T[]; total: number }> {
  const [items, [count]] = await Promise.all([rows, counted]);
  return { items, total: Number(count?.total ?? 0) };
}

/** Case-insensitive "contains", with the searcher's % and _ taken literally. */
export function containsText(column: AnyColumn, text: string): SQL {
  const escaped = text.replace(/[\\%_]/g, (char) => `\\${char}`);
  return sql`${column} ilike ${`%${escaped}%`}`;
}
