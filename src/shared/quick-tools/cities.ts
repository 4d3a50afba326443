/**
 * The spec's cities (section 9), in its order, with coordinates for the prayer-times
 * computation and the weather service. All of them keep Asia/Riyadh time (UTC+3, no DST).
 */
export interface City {
  latitude: number;
  longitude: number;
}

export const CITY_TIME_ZONE = "Asia/Riyadh";

export const PRAYER_CITIES = ["Makkah", "Madinah", "Jeddah", "Taif", "Badr", "Riyadh", "Dammam"] as const;
export type PrayerCity = (typeof PRAYER_CITIES)[number];

export const WEATHER_CITIES = ["Riyadh", "Jeddah", "Makkah", "Madinah", "Dammam", "Taif", "Tabuk", "Abha", "Khobar", "Buraidah"] as const;
export type WeatherCity = (typeof WEATHER_CITIES)[number];

export type CityName = PrayerCity | WeatherCity;

export const CITY_COORDINATES: Record<CityName, City> = {
  Makkah: { latitude: 21.4225, longitude: 39.8262 },
  Madinah: { latitude: 24.4672, longitude: 39.6111 },
  Jeddah: { latitude: 21.4858, longitude: 39.1925 },
  Taif: { latitude: 21.2703, longitude: 40.4158 },
  Badr: { latitude: 23.78, longitude: 38.7906 },
  Riyadh: { latitude: 24.7136, longitude: 46.6753 },
  Dammam: { latitude: 26.4207, longitude: 50.0888 },
  Tabuk: { latitude: 28.3838, longitude: 36.555 },
  Abha: { latitude: 18.2164, longitude: 42.5053 },
  Khobar: { latitude: 26.2172, longitude: 50.1971 },
  Buraidah: { latitude: 26.326, longitude: 43.975 },
};

export const DEFAULT_PRAYER_CITY: PrayerCity = "Makkah";
export const DEFAULT_WEATHER_CITY: WeatherCity = "Makkah";
