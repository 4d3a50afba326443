import { afterEach, describe, expect, it, vi } from "vitest";
import type { LoaderFunctionArgs } from "react-router";
import { handleError } from "./entry.server";

afterEach(() => vi.restoreAllMocks());

describe("handleError (issue 9, item 6)", () => {
  it("hands loader and rendering errors to the server's error log, never to the console", () => {
    const printed = vi.spyOn(console, "error").mockImplementation(() => {});
    const reported: unknown[] = [];
    const request = new Request("http://localhost/admin/login?next=%2Fadmin%2Fx%0A%7B%22msg%22%3A%22forged%22%7D");
    const error = new TypeError('Invalid header value: /admin/x\n{"msg":"forged"}');
    handleError(error, { request, params: {}, context: { reportError: (e: unknown) => reported.push(e) } } as unknown as LoaderFunctionArgs);
    expect(reported).toEqual([error]);
    expect(printed).not.toHaveBeenCalled();
  });
});
