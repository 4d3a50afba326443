import type { LocalizedText } from "#shared/i18n/localized-text";

export const PLACE_KINDS = ["airport", "hotel_area", "city"] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];
export const PLACE_CITIES = ["jeddah", "makkah", "madinah", "taif"] as const;
export type PlaceCity = (typeof PLACE_CITIES)[number];

export interface Place {
  id: string;
  kind: PlaceKind;
  city: PlaceCity;
  name: LocalizedText;
  /** Approximate centre (WGS 84), for the map and a driver's first navigation; the address notes refine it. */
  lat: number;
  lng: number;
}

/*
 * The preset pickup and drop-off places a pilgrim picks from (issue 11). Ids are stable: they
 * are stored on bookings. Airports are listed per terminal because drivers wait at the terminal.
 */
export const PLACES = [
  {
    id: "jed-terminal-1",
    kind: "airport",
    city: "jeddah",
    name: { en: "Jeddah airport (KAIA), Terminal 1", ar: "مطار جدة (الملك عبدالعزيز)، الصالة 1" },
    lat: 21.6796,
    lng: 39.1565,
  },
  {
    id: "jed-north-terminal",
    kind: "airport",
    city: "jeddah",
    name: { en: "Jeddah airport (KAIA), North Terminal", ar: "مطار جدة (الملك عبدالعزيز)، الصالة الشمالية" },
    lat: 21.7121,
    lng: 39.1711,
  },
  {
    id: "jed-hajj-terminal",
    kind: "airport",
    city: "jeddah",
    name: { en: "Jeddah airport (KAIA), Hajj Terminal", ar: "مطار جدة (الملك عبدالعزيز)، صالة الحجاج" },
    lat: 21.6985,
    lng: 39.1837,
  },
  {
    id: "med-airport",
    kind: "airport",
    city: "madinah",
    name: { en: "Madinah airport (Prince Mohammad bin Abdulaziz)", ar: "مطار المدينة المنورة (الأمير محمد بن عبدالعزيز)" },
    lat: 24.5534,
    lng: 39.7051,
  },
  {
    id: "makkah-haram-central",
    kind: "hotel_area",
    city: "makkah",
    name: { en: "Makkah, Haram central area", ar: "مكة المكرمة، المنطقة المركزية (الحرم)" },
    lat: 21.4225,
    lng: 39.8262,
  },
  { id: "makkah-ajyad", kind: "hotel_area", city: "makkah", name: { en: "Makkah, Ajyad", ar: "مكة المكرمة، أجياد" }, lat: 21.4172, lng: 39.8276 },
  { id: "makkah-misfalah", kind: "hotel_area", city: "makkah", name: { en: "Makkah, Misfalah", ar: "مكة المكرمة، المسفلة" }, lat: 21.4111, lng: 39.8224 },
  { id: "makkah-jarwal", kind: "hotel_area", city: "makkah", name: { en: "Makkah, Jarwal", ar: "مكة المكرمة، جرول" }, lat: 21.4308, lng: 39.8163 },
  { id: "makkah-aziziyah", kind: "hotel_area", city: "makkah", name: { en: "Makkah, Aziziyah", ar: "مكة المكرمة، العزيزية" }, lat: 21.4104, lng: 39.8743 },
  { id: "makkah-kudai", kind: "hotel_area", city: "makkah", name: { en: "Makkah, Kudai", ar: "مكة المكرمة، كدي" }, lat: 21.3976, lng: 39.8329 },
  {
    id: "madinah-markaziyah",
    kind: "hotel_area",
    city: "madinah",
    name: { en: "Madinah, central area (Markaziyah)", ar: "المدينة المنورة، المنطقة المركزية" },
    lat: 24.4672,
    lng: 39.6112,
  },
  { id: "madinah-quba", kind: "hotel_area", city: "madinah", name: { en: "Madinah, Quba", ar: "المدينة المنورة، قباء" }, lat: 24.4393, lng: 39.6173 },
  { id: "taif-city", kind: "city", city: "taif", name: { en: "Taif, city centre", ar: "الطائف، وسط المدينة" }, lat: 21.2703, lng: 40.4158 },
  { id: "jeddah-city", kind: "city", city: "jeddah", name: { en: "Jeddah, city", ar: "جدة، داخل المدينة" }, lat: 21.5433, lng: 39.1728 },
] as const satisfies readonly Place[];

export type PlaceId = (typeof PLACES)[number]["id"];
export const PLACE_IDS = PLACES.map((place) => place.id) as [PlaceId, ...PlaceId[]];

const BY_ID = new Map<string, Place>(PLACES.map((place) => [place.id, place]));

export function placeById(id: string): Place | undefined {
  return BY_ID.get(id);
}

/** Airport pickups need a flight number (the driver tracks the landing). */
export function isAirportPlace(id: string): boolean {
  return BY_ID.get(id)?.kind === "airport";
}
