import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./inline-script-hashes";

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");

describe("inline script hashes", () => {
  it("hashes each inline script's text as written, once, and skips external scripts and data blocks", () => {
    const html = [
      '<script>window.__reactRouterContext = {"a":"ص"};</script>',
      '<script type="module" async="">import "/assets/entry.client-1.js";\n</script>',
      '<script src="/assets/x.js"></script>',
      '<script type="application/json" id="page-texts">{"t":1}</script>',
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
      '<script>window.__reactRouterContext = {"a":"ص"};</script>',
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([sha256('window.__reactRouterContext = {"a":"ص"};'), sha256('import "/assets/entry.client-1.js";\n')]);
  });

  it("finds none in a page without scripts", () => {
    expect(inlineScriptHashes("<p>no scripts</p>")).toEqual([]);
  });
});
