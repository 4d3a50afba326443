import { useRouteLoaderData } from "react-router";

/**
 * The Content-Security-Policy nonce of this answer, for an inline script a component writes
 * itself. Only pages rendered for one response have one (src/server/platform/http/ssr.ts);
 * a page of the shared cache has none, and its scripts are allowed by their hashes instead.
 */
export function useCspNonce(): string | undefined {
  return useRouteLoaderData<{ cspNonce?: string }>("root")?.cspNonce;
}
