import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { AdminBookingRow } from "#shared/bookings/api-contract";
import { registerTexts, TextsProvider, type TextTree } from "#web/lib/i18n/texts";
import ar from "../../../locales/ar/admin-jobs.json";
import en from "../../../locales/en/admin-jobs.json";
import { AttentionBadge, attentionBorder } from "./attention-badge";

registerTexts("en", "admin-jobs", en as TextTree);
registerTexts("ar", "admin-jobs", ar as TextTree);

const render = (payment: AdminBookingRow["paymentAttention"], language: "en" | "ar" = "en", attention: AdminBookingRow["attention"] = null) =>
  renderToStaticMarkup(
    <TextsProvider language={language}>
      <AttentionBadge attention={attention} payment={payment} />
    </TextsProvider>,
  );

describe("the booking card's payment marks", () => {
  it("say in words which money needs staff, in red, beside the booking's other attention", () => {
    const failed = render({ paymentFailed: true, balanceOverdue: false });
    expect(failed).toContain('data-attention="payment-failed"');
    expect(failed).toContain(">Payment failed<");
    expect(failed).toContain("bg-red-100");
    expect(failed).not.toContain("balance-overdue");

    const overdue = render({ paymentFailed: false, balanceOverdue: true }, "en", "unconfirmed_soon");
    expect(overdue).toContain('data-attention="balance-overdue"');
    expect(overdue).toContain(">Balance overdue<");
    expect(overdue).toContain("Unconfirmed, pickup soon");
    expect(overdue).not.toContain("payment-failed");
  });

  it("speak Arabic", () => {
    const both = render({ paymentFailed: true, balanceOverdue: true }, "ar");
    expect(both).toContain(">فشل الدفع<");
    expect(both).toContain(">تأخر سداد المتبقي<");
  });

  it("show nothing without a mark, and give the card its red edge only when there is one", () => {
    expect(render({ paymentFailed: false, balanceOverdue: false })).toBe("");
    expect(render(undefined)).toBe("");
    expect(attentionBorder(null, { paymentFailed: false, balanceOverdue: false })).toBe("");
    expect(attentionBorder(null, { paymentFailed: false, balanceOverdue: true })).toContain("border-s-red-600");
    expect(attentionBorder("unconfirmed_soon", { paymentFailed: true, balanceOverdue: false })).toContain("border-s-red-600");
    expect(attentionBorder("unconfirmed_soon", null)).toContain("border-s-amber-500");
  });
});
