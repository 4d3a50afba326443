import { describe, expect, it } from "vitest";
import { messagesOf } from "../validation/messages-of";
import { whatsappAssignSchema, whatsappInboxQuerySchema, whatsappReplySchema } from "./whatsapp-inbox.schema";
import * as texts from "./whatsapp-inbox-texts";

describe("WhatsApp inbox texts", () => {
  it("has the Arabic of every refusal the inbox's schemas and routes give", () => {
    const messages = [
      ...messagesOf(whatsappInboxQuerySchema, [{ filter: "secret" }, { q: "x".repeat(101) }, { q: "a\u0000" }]),
      ...messagesOf(whatsappReplySchema, [
        {},
        { kind: "voice" },
        { kind: "text", body: "" },
        { kind: "text", body: "x".repeat(4097) },
        { kind: "text", body: "a\u0000" },
        { kind: "text", body: 5 },
        { kind: "template", purpose: "!", language: "fr", values: { "!": "x" } },
        { kind: "template", purpose: "a.b", language: "ar", values: { a: "", b: "x".repeat(501), c: "a\nb" } },
        { kind: "template", purpose: "a.b", language: "ar", values: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`v${"a".repeat(i)}`, "x"])) },
      ]),
      ...messagesOf(whatsappAssignSchema, [{ assigneeId: "a/b" }]),
      ...Object.entries(texts)
        .filter(([name, value]) => name.startsWith("INBOX_") && typeof value === "string")
        .map(([, value]) => value as string),
    ];
    expect(new Set(messages).size).toBeGreaterThan(15);
    expect([...new Set(messages)].filter((message) => !texts.hasWhatsappInboxArabic(message))).toEqual([]);
  });
});
