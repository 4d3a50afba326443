import type { SeedVehicleClass } from "#server/db/seed/seed-types";

/** The fleet, smallest first; prices in products.ts refer to these slugs. */
export const vehicleClasses: SeedVehicleClass[] = [
  {
    slug: "sedan",
    name: { en: "Sedan", ar: "سيدان" },
    description: {
      en: "A Toyota Camry or similar: comfortable for one to three passengers with two large suitcases.",
      ar: "تويوتا كامري أو ما يماثلها: مريحة لراكب إلى ثلاثة ركاب مع حقيبتين كبيرتين.",
    },
    image: "/images/vehicles/sedan.svg",
    passengers: 3,
    bags: 2,
    features: [
      { en: "Air conditioning", ar: "تكييف هواء" },
      { en: "Bottled water on board", ar: "مياه معبأة في المركبة" },
      { en: "USB phone charging", ar: "شحن الهاتف عبر منفذ USB" },
    ],
  },
  {
    slug: "suv",
    name: { en: "Family SUV", ar: "سيارة عائلية كبيرة" },
    description: {
      en: "A GMC Yukon or Chevrolet Tahoe: room for six and their suitcases, and quiet on the long road to Madinah.",
      ar: "جي إم سي يوكن أو شيفروليه تاهو: تتسع لستة ركاب وحقائبهم، وهادئة في الطريق الطويل إلى المدينة المنورة.",
    },
    image: "/images/vehicles/suv.svg",
    passengers: 6,
    bags: 5,
    features: [
      { en: "Leather seats", ar: "مقاعد جلدية" },
      { en: "Separate rear air conditioning", ar: "تكييف خلفي مستقل" },
      { en: "Child seat on request", ar: "مقعد أطفال عند الطلب" },
      { en: "Bottled water and dates", ar: "مياه معبأة وتمر" },
    ],
  },
  {
    slug: "van",
    name: { en: "Family van", ar: "فان عائلي" },
    description: {
      en: "A Hyundai H1 or Staria: eight seats, a large boot and sliding doors that make boarding easy for elderly passengers.",
      ar: "هيونداي H1 أو ستاريا: ثمانية مقاعد وصندوق واسع وأبواب منزلقة تسهّل الركوب على كبار السن.",
    },
    image: "/images/vehicles/van.svg",
    passengers: 8,
    bags: 6,
    features: [
      { en: "Sliding side doors", ar: "أبواب جانبية منزلقة" },
      { en: "Air conditioning in every row", ar: "تكييف في كل صف" },
      { en: "Room for a folding wheelchair", ar: "مساحة لكرسي متحرك قابل للطي" },
      { en: "Child seats on request", ar: "مقاعد أطفال عند الطلب" },
    ],
  },
  {
    slug: "minibus",
    name: { en: "Minibus", ar: "حافلة صغيرة" },
    description: {
      en: "A high-roof Toyota Hiace: eleven seats for extended families and small groups, with a suitcase for each pilgrim.",
      ar: "تويوتا هايس بسقف مرتفع: أحد عشر مقعدًا للعائلات الممتدة والمجموعات الصغيرة، مع مساحة لحقيبة كل معتمر.",
    },
    image: "/images/vehicles/minibus.svg",
    passengers: 11,
    bags: 10,
    features: [
      { en: "High roof: stand up to board", ar: "سقف مرتفع يسهّل الصعود" },
      { en: "Rear luggage area", ar: "مساحة خلفية للأمتعة" },
      { en: "Roof air-conditioning vents", ar: "فتحات تكييف في السقف" },
    ],
  },
  {
    slug: "coaster",
    name: { en: "Coaster", ar: "حافلة كوستر" },
    description: {
      en: "A Toyota Coaster: twenty-two seats for Umrah groups and ziyarat tours, with a microphone for your group leader.",
      ar: "تويوتا كوستر: اثنان وعشرون مقعدًا لمجموعات العمرة وجولات الزيارات، مع ميكروفون لقائد مجموعتك.",
    },
    image: "/images/vehicles/coaster.svg",
    passengers: 22,
    bags: 20,
    features: [
      { en: "Microphone for the group leader", ar: "ميكروفون لقائد المجموعة" },
      { en: "Reclining seats", ar: "مقاعد قابلة للإمالة" },
      { en: "Rear luggage compartment", ar: "مخزن خلفي للأمتعة" },
      { en: "Air conditioning", ar: "تكييف هواء" },
    ],
  },
  {
    slug: "bus",
    name: { en: "Coach", ar: "حافلة كبيرة" },
    description: {
      en: "A full-size 49-seat coach: how large Hajj and Umrah groups travel between the airport and the holy cities.",
      ar: "حافلة كاملة الحجم بتسعة وأربعين مقعدًا: وسيلة مجموعات الحج والعمرة الكبيرة بين المطار والمدينتين المقدستين.",
    },
    image: "/images/vehicles/bus.svg",
    passengers: 49,
    bags: 45,
    features: [
      { en: "Underfloor luggage holds", ar: "مخازن أمتعة أسفل الحافلة" },
      { en: "Microphone and screens", ar: "ميكروفون وشاشات" },
      { en: "Reclining seats with footrests", ar: "مقاعد قابلة للإمالة بمساند للقدمين" },
      { en: "Two drivers on long journeys", ar: "سائقان في الرحلات الطويلة" },
    ],
  },
];
