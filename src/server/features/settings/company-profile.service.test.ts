import { describe, expect, it } from "vitest";
import { COMPANY_PROFILE_KEY } from "#shared/company/company-profile.schema";
import { createCompanyProfileService, FALLBACK_COMPANY_PROFILE } from "./company-profile.service";

const profile = (phone: string) => ({ ...FALLBACK_COMPANY_PROFILE, phone });

describe("the company profile as pages read it", () => {
  it("is read once per 5 seconds, shared by the renders that arrive while it runs; a save in this process shows at once", async () => {
    let now = 1_000;
    const store = {
      reads: 0,
      value: profile("+966511111111") as unknown,
      get: async (key: string) => (store.reads++, key === COMPANY_PROFILE_KEY ? store.value : undefined),
    };
    const service = createCompanyProfileService(store, () => now);
    const phones = (await Promise.all(Array.from({ length: 40 }, () => service.companyProfile()))).map((p) => p.phone);
    expect(new Set(phones)).toEqual(new Set(["+966511111111"]));
    expect(store.reads).toBe(1);
    store.value = profile("+966522222222");
    now += 4_000;
    expect((await service.companyProfile()).phone).toBe("+966511111111");
    now += 2_000;
    expect((await service.companyProfile()).phone).toBe("+966522222222");
    expect(store.reads).toBe(2);
    store.value = profile("+966533333333");
    service.invalidate();
    expect((await service.companyProfile()).phone).toBe("+966533333333");
  });

  it("falls back to the built-in profile when none is stored, and does not keep a failed read", async () => {
    expect(await createCompanyProfileService({ get: async () => undefined }).companyProfile()).toEqual(FALLBACK_COMPANY_PROFILE);
    let failing = true;
    const service = createCompanyProfileService({ get: async () => (failing ? Promise.reject(new Error("connection lost")) : profile("+966544444444")) });
    await expect(service.companyProfile()).rejects.toThrow("connection lost");
    failing = false;
    expect((await service.companyProfile()).phone).toBe("+966544444444");
  });
});
