import type { FieldValues, Resolver } from "react-hook-form";

/** Every `message` in react-hook-form's nested errors, translated (arrays and nested objects included). */
function translateMessages(node: unknown, translate: (english: string) => string): unknown {
  if (Array.isArray(node)) return node.map((item) => translateMessages(item, translate));
  if (!node || typeof node !== "object") return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === "message" && typeof value === "string" ? translate(value) : key === "ref" ? value : translateMessages(value, translate),
    ]),
  );
}

/**
 * A resolver whose messages come out in the page's language: the shared schemas write English
 * sentences (the server's keys, see english-keyed-texts), the back office shows their Arabic.
 */
export function translatedResolver<T extends FieldValues>(resolver: Resolver<T>, translate: (english: string) => string): Resolver<T> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    // Only a refusal has messages; values pass through as the resolver gave them.
    if (Object.keys(result.errors).length === 0) return result;
    return { values: {}, errors: translateMessages(result.errors, translate) as typeof result.errors };
  };
}
