import { data } from "react-router";
import { pageNumberSchema, searchTextSchema, type Page } from "#shared/pagination/page";

/** Reads ?page, ?q and ?tag; a page past the last one is a 404, never an empty page. */
export function readListQuery(request: Request) {
  const params = new URL(request.url).searchParams;
  return {
    page: pageNumberSchema.parse(params.get("page") ?? undefined),
    q: searchTextSchema.parse(params.get("q") ?? ""),
    tag: searchTextSchema.parse(params.get("tag") ?? ""),
  };
}

export function assertPageExists(result: Pick<Page<unknown>, "page" | "totalPages">): void {
  if (result.page > result.totalPages) throw data(null, { status: 404 });
}
