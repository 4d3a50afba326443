import { describe, expect, it } from "vitest";
import { interpolate, renderEmail, toNumbered, unknownVariables, usedVariables } from "./template-render";

describe("the template renderer", () => {
  it("puts values in, and renders a missing one as nothing with a warning", () => {
    expect(
      interpolate("Dear {{customer.name}}, {{ booking.reference }}{{pickup.sentence}}", { "customer.name": "Aisha", "booking.reference": "RH-1" }),
    ).toEqual({
      text: "Dear Aisha, RH-1",
      missing: ["pickup.sentence"],
    });
  });

  it("lists the variables used and those outside the allowed list", () => {
    expect(usedVariables("{{a.b}} {{c}} {{a.b}}")).toEqual(["a.b", "c"]);
    expect(unknownVariables(["Hi {{customer.name}}", "{{driver.phone}} {{nope}}", null], ["customer.name"])).toEqual(["driver.phone", "nope"]);
  });

  it("escapes values in the HTML part, makes web addresses links, and drops HTML written in the template", () => {
    const email = renderEmail(
      { subject: "Booking {{booking.reference}}", body: "**Dear {{customer.name}}**,\n\n<script>alert(1)</script>Details: {{booking.link}}" },
      { "booking.reference": "RH-1", "customer.name": "<img src=x onerror=alert(1)>", "booking.link": "https://rihla.example/b/x?a=1&b=2" },
    );
    expect(email.subject).toBe("Booking RH-1");
    expect(email.text).toBe("**Dear <img src=x onerror=alert(1)>**,\n\n<script>alert(1)</script>Details: https://rihla.example/b/x?a=1&b=2");
    expect(email.html).toContain("<strong>Dear &lt;img src=x onerror=alert(1)&gt;</strong>");
    expect(email.html).toContain('<a href="https://rihla.example/b/x?a=1&amp;b=2">https://rihla.example/b/x?a=1&amp;b=2</a>');
    expect(email.html).not.toContain("<script");
    expect(email.missing).toEqual([]);
  });

  it("numbers a WhatsApp body's variables in order of first use, as Meta stores them", () => {
    expect(toNumbered("Rihla: {{booking.reference}} on {{leg.pickupAt}} ({{booking.reference}})")).toEqual({
      body: "Rihla: {{1}} on {{2}} ({{1}})",
      parameters: ["booking.reference", "leg.pickupAt"],
    });
  });
});
