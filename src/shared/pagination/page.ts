export const PUBLIC_PAGE_SIZE = 9;

export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

// The query-string schemas (?page, ?q) are in ./page-query.schema, used by loaders only.
export { pageNumberSchema, searchTextSchema } from "./page-query.schema";

export function pageOf<T>(items: T[], total: number, page: number, pageSize: number): Page<T> {
  return { items, page, pageSize, total, totalPages: Math.max(1, Math.ceil(total / pageSize)) };
}
