import type { Page, Request } from "@playwright/test";

/** What one page load moved over the network: every response, compressed as sent, headers included. */
export interface PageWeight {
  totalBytes: number;
  scriptBytes: number;
  files: { url: string; type: string; bytes: number }[];
}

/**
 * Loads `url` in a fresh state (cache off) and adds up the bytes of every response as transferred
 * (Chromium's own count: the compressed body plus the headers), the page's HTML, stylesheet,
 * scripts (none expected), icon and fonts alike.
 */
export async function measurePageWeight(page: Page, url: string): Promise<PageWeight> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  const finished: Promise<{ url: string; type: string; bytes: number }>[] = [];
  const onFinished = (request: Request) => {
    finished.push(
      request.sizes().then((sizes) => ({
        url: new URL(request.url()).pathname,
        type: request.resourceType(),
        bytes: sizes.responseBodySize + sizes.responseHeadersSize,
      })),
    );
  };
  page.on("requestfinished", onFinished);
  try {
    await page.goto(url, { waitUntil: "networkidle" });
  } finally {
    page.off("requestfinished", onFinished);
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: false }).catch(() => undefined);
    await cdp.detach().catch(() => undefined);
  }
  const files = await Promise.all(finished);
  return {
    files,
    totalBytes: files.reduce((sum, file) => sum + file.bytes, 0),
    scriptBytes: files.filter((file) => file.type === "script").reduce((sum, file) => sum + file.bytes, 0),
  };
}
