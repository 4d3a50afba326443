import { describe, expect, it } from "vitest";
import { contactMessageSchema, contactSubmissionSchema, PHONE_FORMAT_MESSAGE } from "./contact-message.schema";

const valid = {
  name: "Aisha Rahman",
  email: "aisha@example.com",
  phone: "",
  subject: "Group transfer",
  message: "We are nine people arriving in March.",
  language: "en" as const,
};
const errorsOf = (input: unknown) => {
  const result = contactMessageSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
};
const PHONE_FORMAT = PHONE_FORMAT_MESSAGE;

describe("contactMessageSchema", () => {
  it("accepts a complete message in either language and drops an empty phone", () => {
    const parsed = contactMessageSchema.parse(valid);
    expect(parsed).toEqual({ ...valid, phone: undefined });
    expect(contactMessageSchema.parse({ ...valid, language: "ar" }).language).toBe("ar");
    expect(contactMessageSchema.parse({ ...valid, phone: undefined }).phone).toBeUndefined();
    expect(contactMessageSchema.parse({ ...valid, phone: "   " }).phone).toBeUndefined();
  });

  it("trims every text before checking its length", () => {
    const parsed = contactMessageSchema.parse({
      ...valid,
      name: "  Aisha Rahman  ",
      email: " aisha@example.com ",
      subject: "\tGroup transfer\n",
      message: "  We are nine people arriving in March.  ",
    });
    expect(parsed).toMatchObject({
      name: "Aisha Rahman",
      email: "aisha@example.com",
      subject: "Group transfer",
      message: "We are nine people arriving in March.",
    });
    // Padding does not count towards the minimum.
    expect(errorsOf({ ...valid, name: "  A  ", subject: "  Hi  ", message: "   short    " })).toEqual({
      name: "Please enter your name (at least 2 characters).",
      subject: "Please enter a subject (at least 3 characters).",
      message: "Please write your message (at least 10 characters).",
    });
  });

  it("normalises an international phone number by dropping spaces, dashes, dots and brackets", () => {
    expect(contactMessageSchema.parse({ ...valid, phone: "+44 (7700) 900-123" }).phone).toBe("+447700900123");
    expect(contactMessageSchema.parse({ ...valid, phone: " +966-50-123-4567 " }).phone).toBe("+966501234567");
    expect(contactMessageSchema.parse({ ...valid, phone: "+1234567" }).phone).toBe("+1234567"); // 7 digits
    expect(contactMessageSchema.parse({ ...valid, phone: "+123456789012345" }).phone).toBe("+123456789012345"); // 15 digits
  });

  it("accepts a local Saudi number and stores it with +966 (issue 10)", () => {
    expect(contactMessageSchema.parse({ ...valid, phone: "0555 123 456" }).phone).toBe("+966555123456");
    expect(contactMessageSchema.parse({ ...valid, phone: "٠٥٥٥١٢٣٤٥٦" }).phone).toBe("+966555123456");
    expect(contactMessageSchema.parse({ ...valid, phone: "00966 55 512 3456" }).phone).toBe("+966555123456");
  });

  it("refuses a phone that is neither local Saudi nor international, too short, too long or with letters", () => {
    for (const phone of ["0100 123 4567", "0555 123 45", "+123456", "+1234567890123456", "+0123456789", "+44 7700 CALL", "++447700900123"]) {
      expect(errorsOf({ ...valid, phone }), phone).toEqual({ phone: PHONE_FORMAT });
    }
  });

  it("gives one clear message per bad field", () => {
    expect(errorsOf({ ...valid, name: "A", email: "nope", subject: "Hi", message: "short", language: "fr" })).toEqual({
      name: "Please enter your name (at least 2 characters).",
      email: "Please enter a valid email address.",
      subject: "Please enter a subject (at least 3 characters).",
      message: "Please write your message (at least 10 characters).",
      language: "Language must be en or ar.",
    });
  });

  it("says which field is missing, not just that input is invalid", () => {
    expect(errorsOf({})).toEqual({
      name: "Please enter your name (at least 2 characters).",
      email: "Please enter a valid email address.",
      subject: "Please enter a subject (at least 3 characters).",
      message: "Please write your message (at least 10 characters).",
      language: "Language must be en or ar.",
    });
    expect(errorsOf({ ...valid, name: 42 })).toEqual({ name: "Please enter your name (at least 2 characters)." });
  });

  it("bounds every text", () => {
    expect(errorsOf({ ...valid, name: "x".repeat(100), subject: "x".repeat(150), message: "x".repeat(5000) })).toEqual({});
    expect(errorsOf({ ...valid, name: "x".repeat(101), subject: "x".repeat(151), message: "x".repeat(5001) })).toEqual({
      name: "Please keep your name to at most 100 characters.",
      subject: "Please keep the subject to at most 150 characters.",
      message: "Please keep your message to at most 5,000 characters.",
    });
    const longEmail = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(60)}.com`;
    expect(longEmail.length).toBeGreaterThan(254);
    expect(errorsOf({ ...valid, email: longEmail })).toEqual({ email: "Please enter an email address of at most 254 characters." });
  });
});

describe("contactSubmissionSchema", () => {
  it("requires the captcha payload", () => {
    expect(contactSubmissionSchema.safeParse({ ...valid, captcha: "payload" }).success).toBe(true);
    for (const captcha of [undefined, ""]) {
      const result = contactSubmissionSchema.safeParse({ ...valid, captcha });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["captcha", "Please complete the verification."]]);
    }
  });
});
