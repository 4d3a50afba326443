import { zodResolver } from "@hookform/resolvers/zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { translatedResolver } from "./translated-resolver";

describe("translatedResolver", () => {
  const schema = z.object({ name: z.string().min(1, "Enter the name."), rows: z.array(z.object({ n: z.number({ error: "Enter a number." }) })) });
  const resolver = translatedResolver(zodResolver(schema), (english) => `ar:${english}`);
  const options = { fields: {}, shouldUseNativeValidation: false } as never;

  it("translates every message, in nested objects and arrays, and keeps values when valid", async () => {
    const refused = await resolver({ name: "", rows: [{ n: "x" as never }] }, undefined, options);
    expect(refused.errors).toMatchObject({ name: { message: "ar:Enter the name." }, rows: [{ n: { message: "ar:Enter a number." } }] });
    const valid = await resolver({ name: "Van", rows: [{ n: 1 }] }, undefined, options);
    expect(valid).toEqual({ values: { name: "Van", rows: [{ n: 1 }] }, errors: {} });
  });
});
