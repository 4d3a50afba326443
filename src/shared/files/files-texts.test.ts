import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { filesText, hasFilesArabic } from "./files-texts";

const sources = [
  "../../server/features/files/files.service.ts",
  "../../server/features/files/file-upload.service.ts",
  "../../server/features/files/file-inspection.ts",
  "../../server/features/files/files-outcome.ts",
  "../../server/features/files/files-admin.routes.ts",
  "../../server/features/files/media.routes.ts",
  "./files.schema.ts",
];

describe("file repository texts", () => {
  it("has the Arabic of every plain sentence the files service, routes and schemas write", () => {
    const sentences = sources.flatMap((file) =>
      [...readFileSync(path.join(import.meta.dirname, file), "utf8").matchAll(/"([A-Z][^"]*[.!])"/g)].map((match) => match[1]!.replaceAll("\\\\", "\\")),
    );
    expect(sentences.length).toBeGreaterThan(15);
    expect([...new Set(sentences)].filter((sentence) => !hasFilesArabic(sentence))).toEqual([]);
  });

  it("translates the sentences with sizes in them, and leaves English as it is", () => {
    expect(filesText("Images may be at most 10 MB; this file is 12.4 MB.", "ar")).toBe("حجم الصورة 10 ميغابايت على الأكثر، وحجم هذا الملف 12.4 ميغابايت.");
    expect(
      filesText("The storage quota of 500 MB would be exceeded. Delete files you no longer need, or ask an administrator to raise the quota.", "ar"),
    ).toContain("500 ميغابايت");
    expect(filesText("The file is empty.", "en")).toBe("The file is empty.");
  });
});
