import type { SeedPrice, SeedProduct } from "#server/db/seed/seed-types";

/** Prices are per vehicle in whole riyals here, stored as integer halalas, VAT (15%) included. */
const sar = (riyals: number) => riyals * 100;
const perTrip = (prices: Record<string, number>): SeedPrice[] =>
  Object.entries(prices).map(([vehicleClass, riyals]) => ({ vehicleClass, unit: "trip", amountHalalas: sar(riyals) }));
const perHour = (prices: Record<string, [riyals: number, minimumHours: number]>): SeedPrice[] =>
  Object.entries(prices).map(([vehicleClass, [riyals, minimumHours]]) => ({ vehicleClass, unit: "hour", amountHalalas: sar(riyals), minimumHours }));

export const products: SeedProduct[] = [
  {
    slug: "jeddah-airport-to-makkah",
    kind: "airport_transfer",
    name: { en: "Jeddah Airport to Makkah", ar: "من مطار جدة إلى مكة المكرمة" },
    summary: {
      en: "Meet and greet at King Abdulaziz International Airport, any terminal, then straight to your hotel in Makkah.",
      ar: "استقبال في مطار الملك عبدالعزيز الدولي من أي صالة، ثم توصيل مباشر إلى فندقك في مكة المكرمة.",
    },
    description: {
      en: `Your driver waits in the arrivals hall with a sign bearing your name, whichever terminal you land at: **Terminal 1**, the **North Terminal** or the **Hajj Terminal**.

**Included**

- Flight tracking: if your flight is late, the driver waits at no extra cost.
- **60 minutes** of free waiting after the actual landing time, **90 minutes** at the Hajj Terminal, where immigration takes longer.
- Help with your luggage to the vehicle, bottled water and air conditioning.
- Drop-off at your hotel, or at the nearest point open to traffic when roads near the Haram are closed.

**Good to know**

The drive to the central Makkah hotels takes **75 to 90 minutes**. Each vehicle carries the number of suitcases shown on our fleet page; tell us about extra bags or a wheelchair when you book.

**Cancellation:** free up to 24 hours before pickup (72 hours for Coasters and coaches).`,
      ar: `ينتظرك السائق في صالة الوصول حاملًا لوحة باسمك، أيًّا كانت الصالة التي تصل إليها: **الصالة رقم 1** أو **الصالة الشمالية** أو **صالة الحجاج**.

**يشمل السعر**

- متابعة رحلتك الجوية: إذا تأخرت الطائرة ينتظرك السائق دون أي تكلفة إضافية.
- **60 دقيقة** انتظار مجاني بعد موعد الهبوط الفعلي، و**90 دقيقة** في صالة الحجاج حيث تستغرق إجراءات الجوازات وقتًا أطول.
- المساعدة في نقل أمتعتك إلى المركبة، ومياه معبأة وتكييف.
- التوصيل إلى فندقك، أو إلى أقرب نقطة مفتوحة للسير عند إغلاق الطرق القريبة من الحرم.

**معلومات مفيدة**

تستغرق الرحلة إلى فنادق وسط مكة **من 75 إلى 90 دقيقة**. تتسع كل مركبة لعدد الحقائب المبيّن في صفحة الأسطول، فأخبرنا عند الحجز بالحقائب الإضافية أو بالكرسي المتحرك.

**الإلغاء:** مجاني حتى 24 ساعة قبل موعد الاستقبال (72 ساعة لحافلات الكوستر والحافلات الكبيرة).`,
    },
    image: "/images/products/jeddah-airport-to-makkah.svg",
    prices: perTrip({ sedan: 250, suv: 400, van: 450, minibus: 600, coaster: 1100, bus: 1800 }),
  },
  {
    slug: "madinah-airport-to-madinah-hotel",
    kind: "airport_transfer",
    name: { en: "Madinah Airport to your Madinah hotel", ar: "من مطار المدينة المنورة إلى فندقك في المدينة" },
    summary: {
      en: "Prince Mohammad bin Abdulaziz Airport to the hotels around the Prophet's Mosque, with a driver waiting at arrivals.",
      ar: "من مطار الأمير محمد بن عبدالعزيز إلى الفنادق المحيطة بالمسجد النبوي، مع سائق ينتظرك في صالة الوصول.",
    },
    description: {
      en: `A short, calm ride of about **25 to 30 minutes** from the airport to the central area around Al-Masjid an-Nabawi.

- Your driver waits at the arrivals exit with a sign bearing your name.
- **60 minutes** of free waiting after the actual landing time, with flight tracking.
- Help with luggage, and drop-off at the nearest permitted point to your hotel entrance.
- Works just as well in the other direction: book the return to the airport as a separate trip.

Each vehicle carries the number of suitcases shown on our fleet page. Child seats are free on request.

**Cancellation:** free up to 24 hours before pickup (72 hours for Coasters).`,
      ar: `رحلة قصيرة وهادئة تستغرق **من 25 إلى 30 دقيقة** من المطار إلى المنطقة المركزية المحيطة بالمسجد النبوي.

- ينتظرك السائق عند مخرج صالة الوصول حاملًا لوحة باسمك.
- **60 دقيقة** انتظار مجاني بعد موعد الهبوط الفعلي، مع متابعة رحلتك الجوية.
- المساعدة في نقل الأمتعة، والتوصيل إلى أقرب نقطة مسموح بها من مدخل فندقك.
- تصلح الخدمة نفسها للاتجاه المعاكس: احجز العودة إلى المطار رحلةً مستقلة.

تتسع كل مركبة لعدد الحقائب المبيّن في صفحة الأسطول، ومقاعد الأطفال مجانية عند الطلب.

**الإلغاء:** مجاني حتى 24 ساعة قبل موعد الاستقبال (72 ساعة لحافلات الكوستر).`,
    },
    image: "/images/products/madinah-airport-to-madinah-hotel.svg",
    prices: perTrip({ sedan: 150, suv: 250, van: 280, minibus: 350, coaster: 600 }),
  },
  {
    slug: "makkah-to-madinah",
    kind: "intercity_transfer",
    name: { en: "Makkah to Madinah", ar: "من مكة المكرمة إلى المدينة المنورة" },
    summary: {
      en: "Hotel to hotel between the two holy cities, about four and a half hours with a rest and prayer stop.",
      ar: "من فندق إلى فندق بين المدينتين المقدستين، نحو أربع ساعات ونصف مع توقف للراحة والصلاة.",
    },
    description: {
      en: `The journey every Umrah trip shares: from your hotel in Makkah to your hotel in Madinah, about **450 km** on the main highway.

- Pickup at your hotel at the time you choose; many pilgrims leave after Fajr or after Asr.
- A **rest and prayer stop** at a clean service station on the way.
- On request, a stop at **Masjid Quba** as you enter Madinah, at no extra cost.
- The same price applies from Madinah to Makkah. Going to Makkah for Umrah? The driver stops at **Dhul-Hulayfah (Abyar Ali)** so you can enter ihram.

**Waiting time:** 20 minutes free at the hotel. **Luggage:** as shown on our fleet page; Zamzam bottles travel in the boot.

**Cancellation:** free up to 24 hours before pickup (72 hours for Coasters and coaches).`,
      ar: `الرحلة التي تجمع كل رحلات العمرة: من فندقك في مكة إلى فندقك في المدينة، نحو **450 كيلومترًا** على الطريق السريع.

- الاستقبال من فندقك في الموعد الذي تختاره، ويفضّل كثير من المعتمرين الانطلاق بعد الفجر أو بعد العصر.
- **توقف للراحة والصلاة** في محطة خدمات نظيفة على الطريق.
- عند الطلب، توقف عند **مسجد قباء** عند دخول المدينة دون تكلفة إضافية.
- ينطبق السعر نفسه من المدينة إلى مكة. وإن كنت متوجهًا إلى مكة للعمرة يتوقف السائق عند **ذي الحليفة (أبيار علي)** لتُحرم منها.

**مدة الانتظار:** 20 دقيقة مجانًا عند الفندق. **الأمتعة:** حسب المبيّن في صفحة الأسطول، وتوضع عبوات زمزم في صندوق المركبة.

**الإلغاء:** مجاني حتى 24 ساعة قبل موعد الاستقبال (72 ساعة لحافلات الكوستر والحافلات الكبيرة).`,
    },
    image: "/images/products/makkah-to-madinah.svg",
    prices: perTrip({ sedan: 650, suv: 1000, van: 1050, minibus: 1400, coaster: 2300, bus: 3400 }),
  },
  {
    slug: "makkah-ziyarat-tour",
    kind: "ziyarat_tour",
    name: { en: "Makkah ziyarat tour", ar: "جولة زيارات مكة المكرمة" },
    summary: {
      en: "Jabal al-Nour, Jabal Thawr, Mina, Muzdalifah and Arafat in one morning, about three to four hours.",
      ar: "جبل النور وجبل ثور ومنى ومزدلفة وعرفات في صباح واحد، خلال ثلاث إلى أربع ساعات تقريبًا.",
    },
    description: {
      en: `A morning tour of the historic sites around Makkah, leaving your hotel after sunrise and returning before Dhuhr.

1. **Jabal al-Nour** and the Cave of Hira, seen from the foot of the mountain
2. **Jabal Thawr**
3. **Mina**, the valley of tents, and the Jamarat
4. **Muzdalifah**
5. **Arafat**, Jabal al-Rahmah and Masjid Namirah (from outside)

**Included:** hotel pickup and return, 15 to 25 minutes at each stop, water, and a driver who explains each site in Arabic, English or Urdu.

**Waiting time:** 20 minutes free at the hotel. **Good to know:** wear comfortable shoes and a hat; the tour is not part of the rites of Umrah.

**Cancellation:** free up to 24 hours before pickup (72 hours for Coasters and coaches).`,
      ar: `جولة صباحية في المواقع التاريخية حول مكة المكرمة، تنطلق من فندقك بعد شروق الشمس وتعود قبل صلاة الظهر.

1. **جبل النور** وغار حراء، مشاهدةً من سفح الجبل
2. **جبل ثور**
3. **منى**، وادي الخيام، والجمرات
4. **مزدلفة**
5. **عرفات** وجبل الرحمة ومسجد نمرة (من الخارج)

**يشمل السعر:** الاستقبال من الفندق والعودة إليه، ومن 15 إلى 25 دقيقة في كل موقع، والمياه، وسائقًا يشرح كل موقع بالعربية أو الإنجليزية أو الأردية.

**مدة الانتظار:** 20 دقيقة مجانًا عند الفندق. **معلومة مفيدة:** البس حذاءً مريحًا وغطاءً للرأس، وتذكّر أن الجولة ليست من مناسك العمرة.

**الإلغاء:** مجاني حتى 24 ساعة قبل موعد الاستقبال (72 ساعة لحافلات الكوستر والحافلات الكبيرة).`,
    },
    image: "/images/products/makkah-ziyarat-tour.svg",
    prices: perTrip({ sedan: 200, suv: 320, van: 350, minibus: 450, coaster: 800, bus: 1200 }),
  },
  {
    slug: "madinah-ziyarat-tour",
    kind: "ziyarat_tour",
    name: { en: "Madinah ziyarat tour", ar: "جولة زيارات المدينة المنورة" },
    summary: {
      en: "Masjid Quba, Mount Uhud and the martyrs' cemetery, Masjid al-Qiblatayn and the Seven Mosques in about three hours.",
      ar: "مسجد قباء وجبل أحد ومقبرة الشهداء ومسجد القبلتين والمساجد السبعة في نحو ثلاث ساعات.",
    },
    description: {
      en: `A gentle morning tour of Madinah's historic places, ideal on your first or second day in the city.

- **Masjid Quba**, the first mosque built in Islam: time to pray two rak'ahs
- **Mount Uhud**, the martyrs' cemetery and the Archers' Hill
- **Masjid al-Qiblatayn**, where the direction of prayer changed
- **The Seven Mosques** at the site of the Battle of the Trench
- On request, a short stop at a **date market** on the way back

**Included:** hotel pickup and return, water, and a driver who knows the history of each place.

**Waiting time:** 20 minutes free at the hotel. **Cancellation:** free up to 24 hours before pickup (72 hours for Coasters and coaches).`,
      ar: `جولة صباحية هادئة في الأماكن التاريخية بالمدينة المنورة، مثالية في يومك الأول أو الثاني فيها.

- **مسجد قباء**، أول مسجد بُني في الإسلام، مع وقت لصلاة ركعتين
- **جبل أحد** ومقبرة الشهداء وجبل الرماة
- **مسجد القبلتين**، حيث تحوّلت القبلة
- **المساجد السبعة** في موقع غزوة الخندق
- عند الطلب، توقف قصير في **سوق التمور** في طريق العودة

**يشمل السعر:** الاستقبال من الفندق والعودة إليه، والمياه، وسائقًا يعرف تاريخ كل موقع.

**مدة الانتظار:** 20 دقيقة مجانًا عند الفندق. **الإلغاء:** مجاني حتى 24 ساعة قبل موعد الاستقبال (72 ساعة لحافلات الكوستر والحافلات الكبيرة).`,
    },
    image: "/images/products/madinah-ziyarat-tour.svg",
    prices: perTrip({ sedan: 180, suv: 300, van: 320, minibus: 420, coaster: 750, bus: 1100 }),
  },
  {
    slug: "hourly-driver",
    kind: "hourly_hire",
    name: { en: "Private driver by the hour", ar: "سائق خاص بالساعة" },
    summary: {
      en: "A car and driver at your disposal in Makkah, Madinah or Jeddah, or for a day trip to Taif.",
      ar: "سيارة وسائق تحت تصرفك في مكة أو المدينة أو جدة، أو لرحلة يوم إلى الطائف.",
    },
    description: {
      en: `For shopping, visiting relatives, a day at the Jeddah Corniche or a trip up the mountain road to **Taif**: any plan that does not fit a fixed route.

- Billed by the hour from pickup to drop-off, with a **minimum of 3 hours** (4 hours for the minibus).
- The driver waits wherever you stop, for as long as you need within your booked time.
- Fuel, parking and tolls are included.
- A day trip from Makkah to Taif usually takes **8 hours**, including Al-Hada, Al-Shafa and the fruit markets.

**Luggage:** this service is for day trips; tell us if you need to carry suitcases. **Cancellation:** free up to 24 hours before pickup.`,
      ar: `للتسوق أو زيارة الأقارب أو قضاء يوم على كورنيش جدة أو الصعود في الطريق الجبلي إلى **الطائف**: لأي خطة لا تناسبها رحلة بمسار ثابت.

- يُحتسب الأجر بالساعة من الاستقبال حتى التوصيل، **بحد أدنى 3 ساعات** (4 ساعات للحافلة الصغيرة).
- ينتظرك السائق حيثما توقفت، وللمدة التي تحتاجها ضمن الوقت المحجوز.
- الوقود والمواقف ورسوم الطرق مشمولة.
- تستغرق رحلة اليوم من مكة إلى الطائف عادةً **8 ساعات**، تشمل الهدا والشفا وأسواق الفاكهة.

**الأمتعة:** هذه الخدمة مخصصة للرحلات اليومية، فأخبرنا إن احتجت إلى نقل حقائب سفر. **الإلغاء:** مجاني حتى 24 ساعة قبل موعد الاستقبال.`,
    },
    image: "/images/products/hourly-driver.svg",
    prices: perHour({ sedan: [90, 3], suv: [150, 3], van: [160, 3], minibus: [200, 4] }),
  },
  {
    slug: "umrah-transport-package",
    kind: "package",
    name: { en: "Complete Umrah transport package", ar: "باقة تنقلات العمرة الكاملة" },
    summary: {
      en: "Five rides in one booking: Jeddah airport to Makkah, both ziyarat tours, Makkah to Madinah and the Madinah airport run.",
      ar: "خمس رحلات في حجز واحد: من مطار جدة إلى مكة، وجولتا الزيارات، ومن مكة إلى المدينة، ثم إلى مطار المدينة.",
    },
    description: {
      en: `Every ride of a classic Umrah itinerary, at about **12% less** than booking them one by one:

1. Jeddah airport to your Makkah hotel
2. Makkah ziyarat tour
3. Makkah to Madinah, with a stop at Masjid Quba on request
4. Madinah ziyarat tour
5. Madinah hotel to Madinah airport (or to Jeddah airport for a supplement)

**Included:** everything listed for each trip, the same waiting times, and one WhatsApp conversation for the whole journey. We assign the same driver whenever the dates allow.

**Changes and cancellation:** send us your dates when you book; each ride can be moved free of charge up to 24 hours before it. If you cancel the rest of the package, rides not yet taken are refunded in proportion to the package price.`,
      ar: `كل تنقلات برنامج العمرة المعتاد، بسعر أقل بنحو **12٪** من حجزها كلٌّ على حدة:

1. من مطار جدة إلى فندقك في مكة
2. جولة زيارات مكة
3. من مكة إلى المدينة، مع توقف عند مسجد قباء عند الطلب
4. جولة زيارات المدينة
5. من فندقك في المدينة إلى مطار المدينة (أو إلى مطار جدة مقابل مبلغ إضافي)

**يشمل السعر:** كل ما تتضمنه كل رحلة على حدة، ومدد الانتظار نفسها، ومحادثة واتساب واحدة للرحلة كلها. ونخصص لك السائق نفسه كلما سمحت المواعيد.

**التعديل والإلغاء:** أرسل إلينا مواعيدك عند الحجز، ويمكن تغيير موعد كل رحلة مجانًا حتى 24 ساعة قبلها. وإذا ألغيت ما تبقى من الباقة، تُسترد قيمة الرحلات التي لم تُنفذ بنسبتها من سعر الباقة.`,
    },
    image: "/images/products/umrah-transport-package.svg",
    prices: perTrip({ sedan: 1250, suv: 1990, van: 2150, minibus: 2840, coaster: 4890 }),
  },
];
