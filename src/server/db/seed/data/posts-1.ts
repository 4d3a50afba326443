import type { SeedPost } from "#server/db/seed/seed-types";

export const postsPart1: SeedPost[] = [
  {
    slug: "ramadan-umrah-transport-planning",
    tags: ["umrah", "planning", "makkah"],
    author: "Hassan Al-Harbi",
    title: { en: "Ramadan Umrah: planning your transport around the crowds", ar: "عمرة رمضان: خطّط لتنقلاتك بعيدًا عن الزحام" },
    excerpt: {
      en: "Ramadan is the busiest Umrah season of the year. When to land, when to move between cities and how to get back to your hotel after Taraweeh.",
      ar: "رمضان أكثر مواسم العمرة ازدحامًا. متى تهبط طائرتك، ومتى تتنقل بين المدن، وكيف تعود إلى فندقك بعد صلاة التراويح.",
    },
    seoTitle: { en: "Ramadan Umrah transport: how to plan around the crowds", ar: "التنقل في عمرة رمضان: كيف تخطط بعيدًا عن الزحام" },
    seoDescription: {
      en: "Practical advice from our operations team on timing airport transfers, intercity trips and hotel pickups in Makkah during Ramadan and the last ten nights.",
      ar: "نصائح عملية من فريق العمليات لدينا حول توقيت التوصيل من المطار والرحلات بين المدن والاستقبال من الفنادق في مكة خلال رمضان والعشر الأواخر.",
    },
    coverImage: "/images/articles/ramadan-umrah-transport-planning.svg",
    publishedDaysAgo: 170,
    body: {
      en: `Every year our busiest weeks are the last ten nights of Ramadan. Millions of pilgrims want to be in Makkah at the same time, and the roads around the Haram change completely. After many Ramadans on these roads, this is the advice we give our own families.

## Land in the morning if you can

Flights that land in Jeddah in the morning reach Makkah before the afternoon traffic builds. In the hour before Maghrib the roads into Makkah are slow, and just after iftar they empty, only to fill again once Taraweeh ends. If you land in the afternoon, we carry **dates and water** in every vehicle so you can break your fast on the road.

## Expect to walk the last stretch

During Ramadan many streets around Al-Masjid al-Haram close to private vehicles, especially from Asr until after Taraweeh. Your driver will take you to the nearest point open to traffic, which may be a short walk from your hotel. Travel with luggage you can wheel easily.

## Move between cities early in the day

For Makkah to Madinah, or the return, leave **after Fajr or in the morning**. You avoid the heat while fasting, arrive in time to rest before iftar and never sit in the evening traffic of either city.

## Book the last ten nights early

Vehicles for the last ten nights and for the days around Eid are usually fully booked **three to four weeks** ahead. Book your airport transfers, especially the return to the airport after Eid, as soon as your flights are confirmed. Ramadan prices may differ from the rest of the year; you always see the final price before you confirm.

## Keep your Nusuk permit in mind

Umrah permits are issued for time slots in the Nusuk app. Book the Umrah slot first, then share it with us so that your pickup fits around it.

Ramadan in Makkah is unforgettable. With a little planning, transport is one thing you will not need to think about.`,
      ar: `أكثر أسابيع السنة ازدحامًا لدينا هي العشر الأواخر من رمضان، إذ يريد الملايين من المعتمرين أن يكونوا في مكة في الوقت نفسه، فتتغير الطرق المحيطة بالحرم تمامًا. وبعد رمضانات كثيرة على هذه الطرق، هذه هي النصائح التي نقدمها لعائلاتنا نحن.

## اجعل وصولك صباحًا إن استطعت

تصل الرحلات التي تهبط في جدة صباحًا إلى مكة قبل أن يشتد زحام العصر. ففي الساعة التي تسبق المغرب تكون الطرق المؤدية إلى مكة بطيئة، وبعد الإفطار مباشرة تخلو، ثم تمتلئ من جديد عند انتهاء التراويح. وإن هبطت بعد الظهر فإننا نضع **التمر والماء** في كل مركبة لتفطر في الطريق.

## توقّع أن تمشي المسافة الأخيرة

تُغلق كثير من الشوارع المحيطة بالمسجد الحرام أمام المركبات الخاصة في رمضان، ولا سيما من العصر حتى ما بعد التراويح. وسيوصلك السائق إلى أقرب نقطة مفتوحة للسير، وقد تكون على مسافة مشي قصيرة من فندقك، فاحمل أمتعة يسهل جرّها.

## تنقّل بين المدن في أول النهار

للسفر من مكة إلى المدينة أو العكس، انطلق **بعد الفجر أو في الصباح**، فتتجنب الحر وأنت صائم، وتصل في وقت يسمح لك بالراحة قبل الإفطار، ولا تقع في زحام المساء في أي من المدينتين.

## احجز للعشر الأواخر مبكرًا

تُحجز المركبات للعشر الأواخر وللأيام المحيطة بالعيد عادةً بالكامل قبل **ثلاثة إلى أربعة أسابيع**. فاحجز توصيلك من المطار وإليه، ولا سيما العودة إلى المطار بعد العيد، حالما تتأكد رحلاتك الجوية. وقد تختلف أسعار رمضان عن بقية العام، وترى دائمًا السعر النهائي قبل التأكيد.

## لا تنسَ تصريح نسك

تصدر تصاريح العمرة بمواعيد محددة عبر تطبيق نسك. احجز موعد العمرة أولًا، ثم شاركه معنا ليتناسب موعد الاستقبال معه.

رمضان في مكة تجربة لا تُنسى، ومع قليل من التخطيط يصبح التنقل أمرًا لا تحتاج إلى التفكير فيه.`,
    },
  },
  {
    slug: "hajj-season-book-early",
    tags: ["hajj", "planning", "transport"],
    author: "Hassan Al-Harbi",
    title: { en: "Hajj season transport: why booking early matters", ar: "التنقل في موسم الحج: لماذا يهم الحجز المبكر" },
    excerpt: {
      en: "What a transport company can and cannot do during Hajj, and why the weeks before and after it fill up months in advance.",
      ar: "ما الذي تستطيع شركة النقل أن تقدمه في الحج وما الذي لا تستطيعه، ولماذا تُحجز الأسابيع التي تسبقه وتليه قبل أشهر.",
    },
    coverImage: "/images/articles/hajj-season-book-early.svg",
    publishedDaysAgo: 140,
    body: {
      en: `Every year, from the middle of Dhul-Qa'dah, we receive messages asking whether we can still take a family to Arafat or find a coach for a group the next morning. By then, the honest answer is often no. Here is how the Hajj season works for transport, and how to plan for it.

## What is arranged by your Hajj company

If you perform Hajj with an authorised Hajj company, transport inside the holy sites (Mina, Arafat and Muzdalifah) is part of your package, by the official buses or the Mashaer train. Access to Makkah and the holy sites is tightly controlled during Hajj, and only authorised vehicles may enter. Private companies like ours do not carry pilgrims between the holy sites.

## Where we help

- **Before Hajj:** trips between Madinah and its airport, Madinah ziyarat and hourly hire for pilgrims who start their journey in Madinah.
- **After Hajj:** the journey from Makkah to Madinah for pilgrims who visit the Prophet's Mosque afterwards, and transfers to the airports.
- **Groups:** minibuses, Coasters and coaches for companies and group leaders who need extra vehicles around their official programme.

## Why the season fills up early

Our fleet does not grow in Dhul-Hijjah. Coasters and coaches are often reserved by groups **two to three months** ahead, and the days just after Hajj, when thousands of pilgrims leave Makkah at once, are the busiest of the whole year. Umrah bookings also pause for several weeks around Hajj, so plans made for an Umrah in that period need to move.

## How to book well

- Send us your dates and your Hajj company's programme as soon as you have them.
- Book **four to six weeks** ahead for cars and vans, earlier for groups.
- Keep copies of your Hajj permit and passport handy: checkpoints ask for them.
- Expect seasonal prices. They are shown in full, with VAT, before you confirm.

May Allah accept the Hajj of everyone travelling this year.`,
      ar: `في كل عام، ومنذ منتصف ذي القعدة، تصلنا رسائل تسأل هل ما زال بإمكاننا نقل عائلة إلى عرفات، أو توفير حافلة لمجموعة في صباح اليوم التالي. وفي ذلك الوقت يكون الجواب الصادق في الغالب: لا. وإليك كيف يسير التنقل في موسم الحج، وكيف تخطط له.

## ما تتولاه شركة الحج

إذا أديت الحج مع شركة حج مرخصة، فإن التنقل داخل المشاعر المقدسة (منى وعرفات ومزدلفة) جزء من باقتك، بالحافلات الرسمية أو بقطار المشاعر. ويُضبط الدخول إلى مكة والمشاعر ضبطًا صارمًا في الحج، ولا يدخلها إلا المركبات المصرّح لها. ولا تنقل الشركات الخاصة مثلنا الحجاجَ بين المشاعر.

## أين نساعدك

- **قبل الحج:** التنقل بين المدينة المنورة ومطارها، وزيارات المدينة، والسائق بالساعة للحجاج الذين يبدؤون رحلتهم من المدينة.
- **بعد الحج:** الرحلة من مكة إلى المدينة لمن يزور المسجد النبوي بعد حجه، والتوصيل إلى المطارات.
- **المجموعات:** الحافلات الصغيرة وحافلات الكوستر والحافلات الكبيرة للشركات وقادة المجموعات الذين يحتاجون إلى مركبات إضافية حول برنامجهم الرسمي.

## لماذا يمتلئ الموسم مبكرًا

لا يكبر أسطولنا في ذي الحجة. فحافلات الكوستر والحافلات الكبيرة تحجزها المجموعات غالبًا قبل **شهرين إلى ثلاثة أشهر**، والأيام التي تلي الحج مباشرة، حين يغادر آلاف الحجاج مكة في وقت واحد، هي الأشد ازدحامًا في السنة كلها. كما تتوقف حجوزات العمرة عدة أسابيع حول الحج، فينبغي تعديل الخطط الموضوعة لعمرة في تلك الفترة.

## كيف تحجز حجزًا موفقًا

- أرسل إلينا مواعيدك وبرنامج شركة الحج حالما تحصل عليهما.
- احجز قبل **أربعة إلى ستة أسابيع** للسيارات والفانات، وقبل ذلك للمجموعات.
- احتفظ بنسخ من تصريح الحج وجواز السفر في متناول يدك، فنقاط التفتيش تطلبها.
- توقّع أسعار الموسم، وستظهر لك كاملة شاملة ضريبة القيمة المضافة قبل التأكيد.

تقبّل الله حج كل من يسافر هذا العام.`,
    },
  },
  {
    slug: "new-gmc-yukon-fleet",
    tags: ["transport", "families"],
    author: "Omar Siddiqui",
    title: { en: "Six new GMC Yukons join our fleet", ar: "ست سيارات جي إم سي يوكن جديدة تنضم إلى أسطولنا" },
    excerpt: {
      en: "More room for families of five and six, and why we rate a seven-seat car for six passengers.",
      ar: "مساحة أكبر للعائلات المكونة من خمسة أو ستة أفراد، ولماذا نحدد سعة سيارة بسبعة مقاعد بستة ركاب.",
    },
    coverImage: "/images/articles/new-gmc-yukon-fleet.svg",
    publishedDaysAgo: 100,
    body: {
      en: `This month six new **GMC Yukons** joined the Rihla fleet, bringing our family SUVs to fourteen. They are already on the road between Jeddah airport, Makkah and Madinah.

## Why more SUVs

Most of the families who write to us are five or six people: parents, children and often a grandparent. A sedan is too small, and a van feels like more than they need. Last season, SUVs were the first class to be fully booked on most weekends, so this is where we have invested.

## Six passengers, not seven

The Yukon has seven or eight seats, but we rate it for **six passengers and five suitcases**. Part of the third row stays folded so that the luggage fits inside the car, not tied to the roof. It is a small decision that makes a big difference after a long flight.

## What is inside

- Leather seats and separate air conditioning for the rear rows
- USB charging points for every row
- Child seat anchors, with child seats fitted free on request
- Bottled water and dates on every trip
- A quiet cabin that makes the four and a half hours to Madinah much easier

## Safety first

Like every vehicle in our fleet, the new Yukons pass a technical inspection before entering service, carry a first-aid kit and a fire extinguisher, and are checked by the driver before every trip. Drivers assigned to them completed a refresher course on the Makkah to Madinah highway, including rest-stop and heat procedures.

## Booking

Choose **Family SUV** when you book any transfer or tour. If you are unsure whether your group fits, send us the number of passengers and suitcases on WhatsApp and we will suggest the right vehicle.`,
      ar: `انضمت هذا الشهر ست سيارات **جي إم سي يوكن** جديدة إلى أسطول "رحلة"، ليصل عدد سياراتنا العائلية الكبيرة إلى أربع عشرة سيارة، وهي تعمل بالفعل بين مطار جدة ومكة والمدينة.

## لماذا مزيد من السيارات العائلية الكبيرة

معظم العائلات التي تراسلنا مكونة من خمسة أو ستة أفراد: الوالدان والأطفال، وكثيرًا ما يكون معهم أحد الأجداد. فالسيدان صغيرة عليهم، والفان أكبر مما يحتاجون. وفي الموسم الماضي كانت هذه الفئة أول ما يُحجز بالكامل في معظم عطلات نهاية الأسبوع، فكان هذا مجال استثمارنا.

## ستة ركاب لا سبعة

في يوكن سبعة مقاعد أو ثمانية، لكننا نحدد سعتها بـ**ستة ركاب وخمس حقائب**. إذ يبقى جزء من الصف الثالث مطويًا لتتسع الأمتعة داخل السيارة لا مربوطة على سقفها. قرار صغير يصنع فرقًا كبيرًا بعد رحلة طيران طويلة.

## ماذا في داخلها

- مقاعد جلدية وتكييف مستقل للصفوف الخلفية
- منافذ شحن USB لكل صف
- نقاط تثبيت لمقاعد الأطفال، ونثبّت مقاعد الأطفال مجانًا عند الطلب
- مياه معبأة وتمر في كل رحلة
- مقصورة هادئة تجعل الساعات الأربع والنصف إلى المدينة أيسر بكثير

## السلامة أولًا

كسائر مركبات أسطولنا، اجتازت سيارات يوكن الجديدة فحصًا فنيًا قبل دخولها الخدمة، وتحمل حقيبة إسعافات أولية وطفاية حريق، ويفحصها السائق قبل كل رحلة. وأتمّ السائقون المكلّفون بها دورة تنشيطية على طريق مكة المدينة السريع، تشمل إجراءات التوقف للراحة والتعامل مع الحر.

## الحجز

اختر **سيارة عائلية كبيرة** عند حجز أي توصيل أو جولة. وإن لم تكن متأكدًا من أن مجموعتك تتسع فيها، فأرسل إلينا عدد الركاب والحقائب عبر واتساب، ونقترح عليك المركبة المناسبة.`,
    },
  },
  {
    slug: "taif-day-trip-in-summer",
    tags: ["taif", "travel_tips"],
    author: "Omar Siddiqui",
    title: { en: "A summer day trip to Taif", ar: "رحلة يوم صيفية إلى الطائف" },
    excerpt: {
      en: "Cooler air, mountain roads and fruit markets, little more than an hour from Makkah. How to plan a day in Taif.",
      ar: "هواء أبرد وطرق جبلية وأسواق فاكهة، على بعد ما يزيد قليلًا على ساعة من مكة. كيف تخطط ليوم في الطائف.",
    },
    seoTitle: { en: "Taif day trip from Makkah: a summer itinerary", ar: "رحلة يوم إلى الطائف من مكة: برنامج صيفي" },
    seoDescription: {
      en: "Al-Hada, Al-Shafa, Al-Rudaf park and the fruit markets: a relaxed summer day in Taif from Makkah, with tips on timing, the mountain road and ihram.",
      ar: "الهدا والشفا ومتنزه الردف وأسواق الفاكهة: يوم صيفي هادئ في الطائف انطلاقًا من مكة، مع نصائح حول التوقيت والطريق الجبلي والإحرام.",
    },
    coverImage: "/images/articles/taif-day-trip-in-summer.svg",
    publishedDaysAgo: 72,
    body: {
      en: `When Makkah passes 40 °C in summer, Taif, high in the Sarawat mountains, is often ten degrees cooler. It is the favourite day out for families who have a free day during their stay.

## The road up

From Makkah, the drive takes about **an hour and a half**. The most beautiful route climbs the **Al-Hada road**, a mountain road of tight bends with wide views over the valleys. Our drivers know it well and take it calmly; if anyone suffers from travel sickness, tell the driver and sit in the front.

Baboons often gather along the road. Enjoy them from the car, and please do not feed them.

## A relaxed itinerary

- **Morning:** the viewpoints of Al-Hada, and the cable car if it is running.
- **Late morning:** Al-Shafa, the highest and coolest part of Taif, with its farms and terraces.
- **Lunch** in the city, then **Masjid Abdullah ibn Abbas** for Dhuhr.
- **Afternoon:** the granite rock formations of **Al-Rudaf park**, and the fruit markets for pomegranates, figs and grapes in season.
- **Return** to Makkah before Maghrib.

Taif is famous for its roses. They bloom in spring, around March and April, when the distilleries can be visited; in summer you will still find rose water and rose oil in the markets.

## Coming back for Umrah?

If you plan to perform Umrah when you return to Makkah, remember that you pass a miqat on the way: **Qarn al-Manazil** at As-Sayl al-Kabir, or its counterpart Wadi Mahram on the Al-Hada road. Tell your driver, and he will stop there so you can enter ihram.

## Booking

A Taif day is best booked as **hourly hire**; most families need about eight hours. Weekends are busy with local visitors, so a weekday is calmer.`,
      ar: `حين تتجاوز الحرارة في مكة 40 درجة مئوية صيفًا، تكون الطائف، المرتفعة في جبال السروات، أبرد منها غالبًا بعشر درجات. ولذلك فهي النزهة المفضلة للعائلات التي يتوفر لها يوم فراغ في أثناء إقامتها.

## طريق الصعود

تستغرق الرحلة من مكة نحو **ساعة ونصف**. وأجمل الطرق هو **طريق الهدا** الذي يصعد الجبل بمنعطفات حادة وإطلالات واسعة على الأودية. ويعرفه سائقونا جيدًا ويقودون فيه بهدوء، وإن كان أحدكم يعاني دوار الطريق فأخبر السائق واجلس في المقعد الأمامي.

وكثيرًا ما تتجمع قرود البابون على جانبي الطريق، فاستمتع بمشاهدتها من السيارة، ونرجو ألا تطعمها.

## برنامج هادئ

- **الصباح:** مطلات الهدا، والعربات المعلقة (التلفريك) إن كانت تعمل.
- **قبيل الظهر:** الشفا، أعلى مناطق الطائف وأبردها، بمزارعها ومدرجاتها.
- **الغداء** في المدينة، ثم صلاة الظهر في **مسجد عبدالله بن عباس**.
- **العصر:** التكوينات الصخرية الغرانيتية في **متنزه الردف**، وأسواق الفاكهة لشراء الرمان والتين والعنب في موسمها.
- **العودة** إلى مكة قبل المغرب.

والطائف مشهورة بوردها الذي يتفتح في الربيع، في مارس وأبريل تقريبًا، حين يمكن زيارة معامل تقطيره. أما في الصيف فستجد ماء الورد ودهنه في الأسواق.

## هل ستعود لأداء العمرة؟

إن كنت تنوي أداء العمرة عند عودتك إلى مكة، فتذكّر أنك تمر بميقات في الطريق: **قرن المنازل** في السيل الكبير، أو ما يحاذيه في وادي محرم على طريق الهدا. أخبر السائق ليتوقف هناك فتُحرم منه.

## الحجز

يُفضّل حجز يوم الطائف بخدمة **السائق بالساعة**، وتحتاج معظم العائلات إلى نحو ثماني ساعات. وتزدحم عطلات نهاية الأسبوع بالزوار من داخل المملكة، فأيام الأسبوع أهدأ.`,
    },
  },
];
