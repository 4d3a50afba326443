import { z } from "zod";

export const PUBLIC_PAGE_SIZE = 9;

export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

/** ?page=… from a URL: a whole number ≥ 1; anything else is page 1. */
export const pageNumberSchema = z.coerce.number().int().min(1).max(10_000).catch(1);
/** ?q=… search text, trimmed and bounded. */
export const searchTextSchema = z.string().trim().max(100).catch("");

export function pageOf<T>(items: T[], total: number, page: number, pageSize: number): Page<T> {
  return { items, page, pageSize, total, totalPages: Math.max(1, Math.ceil(total / pageSize)) };
}
