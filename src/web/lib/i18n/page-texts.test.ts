import { describe, expect, it } from "vitest";
import { carriedPageTexts, pageTextsJson, registerPageTexts } from "./page-texts";
import { registerTexts, translate } from "./texts";

registerTexts("en", "page-texts-test", { title: "Plans </script><b>" });
registerTexts("en", "admin", { secret: "back office only" });

describe("page texts as data", () => {
  it("carries the namespaces it is given with < escaped, never the back office's", () => {
    registerTexts("en", "other-page", { title: "Not on this page" });
    const json = pageTextsJson("en", ["admin", "page-texts-test"]);
    expect(json).not.toContain("<");
    expect(json).toContain("Plans \\u003c/script>\\u003cb>");
    expect(JSON.parse(json)).not.toHaveProperty("admin");
    expect(JSON.parse(json)).toEqual({ "page-texts-test": { title: "Plans </script><b>" } });
  });

  it("registers what the page carries, and reports a page without texts", () => {
    const page = (text: string | null) => ({ getElementById: () => (text === null ? null : { textContent: text }) }) as unknown as Document;
    expect(registerPageTexts("ar", page(null))).toBe(false);
    expect(registerPageTexts("ar", page(JSON.stringify({ "page-texts-test": { title: "خطط" } })))).toBe(true);
    expect(translate("ar", "page-texts-test", "title")).toBe("خطط");
    expect(pageTextsJson("ar", ["page-texts-test"])).toBe('{"page-texts-test":{"title":"خطط"}}');
    expect(carriedPageTexts(page('{"a":{}}'))).toBe('{"a":{}}');
    expect(carriedPageTexts(page(null))).toBe("");
  });
});
