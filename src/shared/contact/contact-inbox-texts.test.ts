import { describe, expect, it } from "vitest";
import { contactInboxQuerySchema, handleContactMessageSchema } from "./contact-inbox.schema";
import { messagesOf } from "../validation/messages-of";
import { hasContactInboxArabic } from "./contact-inbox-texts";
import { contactReplySchema } from "./contact-reply.schema";

describe("contact inbox texts", () => {
  it("has the Arabic of every message the inbox schemas give", () => {
    const messages = [
      ...messagesOf(handleContactMessageSchema, [{ note: "x".repeat(2_001) }, { note: "a\u0000b" }, { note: 5 }]),
      ...messagesOf(contactInboxQuerySchema, [{ view: "secret" }]),
      ...messagesOf(contactReplySchema, [
        {},
        { subject: "", body: "" },
        { subject: "x".repeat(201), body: "x".repeat(10_001) },
        { subject: "a\nb", body: "a\u0000" },
      ]),
    ];
    expect(new Set(messages).size).toBeGreaterThan(2);
    expect([...new Set(messages)].filter((message) => !hasContactInboxArabic(message))).toEqual([]);
  });
});
