import { describe, expect, it } from "vitest";
import { ADMIN_PAGES, safeNext } from "./admin-pages";

// What a Location header may carry: visible ASCII only.
const HEADER_SAFE = /^[\x21-\x7e]+$/;

describe("safeNext (issue 9, item 5)", () => {
  it("keeps the known admin pages, with a plain query string", () => {
    for (const page of ADMIN_PAGES) expect(safeNext(`/admin/${page.slug}`)).toBe(`/admin/${page.slug}`);
    expect(safeNext("/admin/security?page=2&outcome=failure")).toBe("/admin/security?page=2&outcome=failure");
  });

  it.each([
    ["CR/LF header injection", "/admin/\r\nSet-Cookie:x"],
    ["a forged log line", '/admin/x\n{"level":30,"msg":"forged"}'],
    ["a line separator", "/admin/dashboard\u2028x"],
    ["Arabic characters", "/admin/لوحة"],
    ["Arabic in the query", "/admin/users?q=أحمد"],
    ["NUL", "/admin/users\u0000"],
    ["an unknown admin path", "/admin/not-a-page"],
    ["the login page itself", "/admin/login"],
    ["another host", "//evil.example/admin/users"],
    ["a backslash", "/admin/users\\..\\x"],
    ["a path outside the admin", "/blog"],
    ["a prefix of a page", "/admin/usersx"],
    ["nothing", null],
  ])("falls back to the dashboard for %s", (_label, next) => {
    const target = safeNext(next);
    expect(target).toBe("/admin/dashboard");
    expect(target).toMatch(HEADER_SAFE);
  });
});

describe("page aliases", () => {
  it("accepts /admin/files, the spec's other address of the file repository", () => {
    expect(safeNext("/admin/files")).toBe("/admin/files");
    expect(safeNext("/admin/files-evil")).toBe("/admin/dashboard");
  });
});
