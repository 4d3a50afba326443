import type { APIRequestContext } from "@playwright/test";

/** SCRATCH: the in-memory leg (OP_SCRATCH) until dispatch's staff API lands. */
export async function operatorLeg(_request: APIRequestContext) {
  return {
    reference: "RH-2026-000123",
    availabilityToken: "scratch-availability-abcdefghijklmnop",
    assign: async () => "scratch-confirm-abcdefghijklmnopqrst",
    startLink: async () => "scratch-start-abcdefghijklmnopqrstuv",
  };
}
