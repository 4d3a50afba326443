import { describe, expect, it } from "vitest";
import { weatherDescription } from "./weather-codes";

describe("weather code → description (spec section 9)", () => {
  it.each([
    [0, "Clear sky"],
    [1, "Partly cloudy"],
    [3, "Partly cloudy"],
    [4, "Foggy"],
    [45, "Foggy"],
    [48, "Foggy"],
    [49, "Rainy"],
    [61, "Rainy"],
    [67, "Rainy"],
    [68, "Snowy"],
    [77, "Snowy"],
    [78, "Rain showers"],
    [80, "Rain showers"],
    [82, "Rain showers"],
    [83, "Snow showers"],
    [86, "Snow showers"],
    [87, "Thunderstorm"],
    [95, "Thunderstorm"],
    [99, "Thunderstorm"],
  ])("code %i is %s", (code, text) => {
    expect(weatherDescription(code).text).toBe(text);
  });

  it("gives a translation key with each description", () => {
    expect(weatherDescription(0).key).toBe("clearSky");
    expect(weatherDescription(96).key).toBe("thunderstorm");
  });
});
