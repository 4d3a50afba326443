import { describe, expect, it } from "vitest";
import { imageAddressSchema } from "./image-address";

describe("image address", () => {
  it("takes a site path, an https address, or nothing", () => {
    for (const value of ["", "/images/fleet/van.webp", "/media/logo-w480.webp", "/media/2026/11/cover_1.v2.jpg", "https://cdn.example/logo.png"])
      expect([value, imageAddressSchema.safeParse(value).success]).toEqual([value, true]);
  });

  it("refuses another host through two slashes, dot segments, other schemes and spaces", () => {
    for (const value of [
      "//evil.example/logo.png",
      "/../../etc/passwd",
      "/media/../admin",
      "/images/./x.png",
      "/media/..",
      "/",
      "http://cdn.example/x.png",
      "javascript:alert(1)",
      "/media/a b.png",
    ])
      expect([value, imageAddressSchema.safeParse(value).success]).toEqual([value, false]);
  });
});
