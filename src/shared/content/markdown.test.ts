import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown";

describe("renderMarkdown", () => {
  it("renders headings, lists and links", () => {
    const html = renderMarkdown("# Title\n\n- one\n- two\n\n[site](/contact)");
    expect(html).toContain("<h2>Title</h2>");
    expect(html).toContain("<li>one</li>");
    expect(html).toContain('<a href="/contact">site</a>');
  });

  it("removes scripts, handlers and javascript: links", () => {
    const html = renderMarkdown('<script>alert(1)</script><img src="https://x/y.png" onerror="alert(2)">\n\n[x](javascript:alert(3))');
    expect(html).not.toMatch(/script|onerror|javascript:/i);
    expect(html).toContain('<img src="https://x/y.png" loading="lazy" />');
    expect(html).toContain("<a>x</a>");
  });

  it("opens external links safely", () => {
    expect(renderMarkdown("[a](https://example.org)")).toContain('rel="noopener noreferrer" target="_blank"');
  });
});
