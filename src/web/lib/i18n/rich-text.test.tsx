import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { richText } from "./rich-text";
import { getFixedT, registerTexts } from "./texts";

registerTexts("ar", "rich-test", { hint: "اختياري، مثل {{local}} أو {{international}}" });

describe("richText", () => {
  it("puts nodes where the translation names them, in the translation's order", () => {
    const html = renderToStaticMarkup(
      <p>{richText(getFixedT("ar", "rich-test"), "hint", { local: <bdi dir="ltr">055 501 2345</bdi>, international: <bdi dir="ltr">+44 20</bdi> })}</p>,
    );
    expect(html).toBe('<p>اختياري، مثل <bdi dir="ltr">055 501 2345</bdi> أو <bdi dir="ltr">+44 20</bdi></p>');
  });
});
