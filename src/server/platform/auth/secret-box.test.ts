import { describe, expect, it } from "vitest";
import { createSecretBox } from "./secret-box";

describe("secret box", () => {
  const box = createSecretBox(async () => "a key for the tests");

  it("opens what it sealed, and each seal is different (a fresh nonce)", async () => {
    const sealed = await box.seal("JBSWY3DPEHPK3PXP");
    expect(await box.open(sealed)).toBe("JBSWY3DPEHPK3PXP");
    expect(await box.seal("JBSWY3DPEHPK3PXP")).not.toBe(sealed);
  });

  it("refuses a changed text, another key, and a tag cut short (GCM would accept a truncated tag)", async () => {
    const sealed = await box.seal("JBSWY3DPEHPK3PXP");
    const [version, iv, tag, data] = sealed.split(".") as [string, string, string, string];
    const flipped = Buffer.from(data, "base64url");
    flipped[0] = flipped[0]! ^ 1;
    await expect(box.open([version, iv, tag, flipped.toString("base64url")].join("."))).rejects.toThrow();
    await expect(createSecretBox(async () => "another key").open(sealed)).rejects.toThrow();
    const short = Buffer.from(tag, "base64url").subarray(0, 4).toString("base64url");
    await expect(box.open([version, iv, short, data].join("."))).rejects.toThrow("Unreadable sealed secret");
  });
});
