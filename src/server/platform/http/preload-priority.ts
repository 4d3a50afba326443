/**
 * The page's JavaScript (React Router's modulepreload links) is wanted for hydration, not for
 * the first paint: a phone on a slow link should spend its first round trips on the HTML, the
 * stylesheet and the largest picture. Chrome fetches a modulepreload at high priority, like a
 * script that blocks rendering; `fetchpriority="low"` lets the stylesheet and the picture go
 * first. Public pages only; the attribute changes nothing React renders.
 */
const MODULEPRELOAD = /<link rel="modulepreload"(?![^>]*fetchpriority)/g;

export async function withLowPriorityPreloads(response: Response): Promise<Response> {
  if (!(response.headers.get("content-type") ?? "").includes("text/html") || !response.body) return response;
  const html = await response.text();
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(html.replace(MODULEPRELOAD, '<link rel="modulepreload" fetchpriority="low"'), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
