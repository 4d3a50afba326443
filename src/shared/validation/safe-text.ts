import { z } from "zod";

/*
 * ARCHITECTURE rule 10: text inputs refuse control characters (NUL included) at the schema.
 * C0 and C1 controls and DEL are refused; tab and line breaks only where the field is multiline.
 * U+2028/U+2029 (line and paragraph separators) are refused too: no keyboard types them, and they
 * end a line in some JavaScript and log contexts where "\n" was expected to be the only one.
 * Unpaired UTF-16 surrogates are refused too: they are not text and PostgreSQL refuses them
 * later with an error we would otherwise turn into a 5xx. Format characters such as the
 * right-to-left mark (U+200F) are kept: Arabic text typed on phones legitimately contains them.
 */
// eslint-disable-next-line no-control-regex
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
// eslint-disable-next-line no-control-regex
const MULTILINE_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the text holds a character no form field accepts (tab and line breaks allowed when multiline). */
export function hasForbiddenCharacters(value: string, multiline = false): boolean {
  return (multiline ? MULTILINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(value) || LONE_SURROGATE.test(value);
}

export interface SafeTextMessages {
  /** Not a string at all (missing or another type). */
  required: string;
  tooShort: string;
  tooLong: string;
  forbidden: string;
}

const DEFAULT_MESSAGES: SafeTextMessages = {
  required: "Please fill in this field.",
  tooShort: "This text is too short.",
  tooLong: "This text is too long.",
  forbidden: "This text contains characters that are not allowed.",
};

export interface SafeTextOptions {
  /** Minimum length after trimming; 0 (the default) allows an empty string. */
  min?: number;
  /** Maximum length after trimming, in UTF-16 code units (what the database column counts is never less). */
  max: number;
  /** Allows tab and line breaks; "\r\n" and "\r" are stored as "\n". */
  multiline?: boolean;
  /** Message texts or message keys; English defaults. */
  messages?: Partial<SafeTextMessages>;
}

/**
 * A trimmed, bounded string that refuses control characters. Messages may be keys (as the
 * bookings schemas do) or plain text. Wrap in `.optional()` for optional fields.
 */
export function safeText(options: SafeTextOptions) {
  const { min = 0, max, multiline = false } = options;
  const messages = { ...DEFAULT_MESSAGES, ...options.messages };
  const base = z.string({ error: messages.required }).trim();
  const normalised = multiline ? base.overwrite((value) => value.replace(/\r\n?/g, "\n")) : base;
  return normalised
    .refine((value) => !hasForbiddenCharacters(value, multiline), { message: messages.forbidden, abort: true })
    .min(min, messages.tooShort)
    .max(max, messages.tooLong);
}
