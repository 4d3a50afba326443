import { describe, expect, it } from "vitest";
import { contactMessageSchema, contactSubmissionSchema } from "./contact-message.schema";

const valid = { name: "Aisha Rahman", email: "aisha@example.com", phone: "", subject: "Group transfer", message: "We are nine people arriving in March.", language: "en" as const };
const errorsOf = (input: unknown) => {
  const result = contactMessageSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("contactMessageSchema", () => {
  it("accepts a complete message, trims it, and drops an empty phone", () => {
    const parsed = contactMessageSchema.parse({ ...valid, name: "  Aisha Rahman  " });
    expect(parsed.name).toBe("Aisha Rahman");
    expect(parsed.phone).toBeUndefined();
  });

  it("normalises an international phone number", () => {
    expect(contactMessageSchema.parse({ ...valid, phone: "+44 (7700) 900-123" }).phone).toBe("+447700900123");
    expect(errorsOf({ ...valid, phone: "0555 123" })).toEqual({ phone: "Please enter the number in international format, starting with + and the country code." });
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
    expect(errorsOf({ language: "en" })).toEqual({
      name: "Please enter your name (at least 2 characters).",
      email: "Please enter a valid email address.",
      subject: "Please enter a subject (at least 3 characters).",
      message: "Please write your message (at least 10 characters).",
    });
  });

  it("bounds every text", () => {
    expect(Object.keys(errorsOf({ ...valid, name: "x".repeat(101), message: "x".repeat(5001), subject: "x".repeat(151) })).sort()).toEqual(["message", "name", "subject"]);
  });

  it("requires the captcha on submission", () => {
    expect(contactSubmissionSchema.safeParse(valid).success).toBe(false);
    expect(contactSubmissionSchema.safeParse({ ...valid, captcha: "payload" }).success).toBe(true);
  });
});
