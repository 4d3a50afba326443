import { describe, expect, it } from "vitest";
import { imageProps, mediaUrl, parseMediaName, responsiveImage, variantWidthsFor } from "./image-url";

const ID = "3f2a9c1e-5b6d-4e7f-8a9b-0c1d2e3f4a5b";

describe("repository image addresses", () => {
  it("builds srcset, sizes, width and height from the address alone", () => {
    expect(responsiveImage(`/media/${ID}-2000x1000.jpg`, "(min-width: 768px) 50vw, 100vw")).toEqual({
      src: `/media/${ID}-2000x1000.jpg`,
      srcSet: `/media/${ID}-2000x1000-w480.webp 480w, /media/${ID}-2000x1000-w960.webp 960w, /media/${ID}-2000x1000-w1600.webp 1600w`,
      sizes: "(min-width: 768px) 50vw, 100vw",
      width: 2000,
      height: 1000,
    });
  });

  it("caps the variants at the original's width", () => {
    expect(variantWidthsFor(1200)).toEqual([480, 960, 1200]);
    expect(variantWidthsFor(300)).toEqual([300]);
    expect(responsiveImage(`/media/${ID}-300x200.png`).srcSet).toBe(`/media/${ID}-300x200-w300.webp 300w`);
  });

  it("leaves other addresses as they are", () => {
    expect(responsiveImage("/images/demo/makkah.jpg")).toEqual({ src: "/images/demo/makkah.jpg" });
    expect(responsiveImage(`/media/${ID}.pdf`)).toEqual({ src: `/media/${ID}.pdf` });
    expect(responsiveImage("/media/../etc/passwd")).toEqual({ src: "/media/../etc/passwd" });
  });

  it("parses and builds the same names", () => {
    expect(parseMediaName(`${ID}-640x480-w480.webp`)).toEqual({ id: ID, width: 640, height: 480, variantWidth: 480, extension: "webp" });
    expect(parseMediaName(`${ID}-640x480-w480.png`)).toBeNull();
    expect(parseMediaName(`${ID}-640.png`)).toBeNull();
    expect(mediaUrl({ id: ID, extension: "pdf", width: null, height: null })).toBe(`/media/${ID}.pdf`);
  });
});

describe("imageProps", () => {
  it("spreads a repository image's variants and size, and keeps the layout's size for other images", () => {
    expect(imageProps(`/media/${ID}-1000x500.webp`, "50vw", { width: 800, height: 500 })).toEqual({
      src: `/media/${ID}-1000x500.webp`,
      srcSet: `/media/${ID}-1000x500-w480.webp 480w, /media/${ID}-1000x500-w960.webp 960w, /media/${ID}-1000x500-w1000.webp 1000w`,
      sizes: "50vw",
      width: 1000,
      height: 500,
    });
    expect(imageProps("/images/demo/bus.jpg", "50vw", { width: 800, height: 500 })).toEqual({
      src: "/images/demo/bus.jpg",
      srcSet: undefined,
      sizes: undefined,
      width: 800,
      height: 500,
    });
  });
});
