import type { SeedPost } from "#server/db/seed/seed-types";

export const postsPart2: SeedPost[] = [
  {
    slug: "travelling-with-a-wheelchair-user",
    tags: ["families", "health"],
    author: "Fatimah Noor",
    title: { en: "Travelling with a wheelchair user", ar: "السفر مع مستخدم الكرسي المتحرك" },
    excerpt: {
      en: "What to tell us when you book, which vehicle to choose and how to make the Haram, the airport and the hotel easier for someone who uses a wheelchair.",
      ar: "ما الذي تخبرنا به عند الحجز، وأي مركبة تختار، وكيف تجعل الحرم والمطار والفندق أيسر على من يستخدم كرسيًّا متحركًا.",
    },
    coverImage: "/images/articles/travelling-with-a-wheelchair-user.svg",
    publishedDaysAgo: 48,
    body: {
      en: `Many of the pilgrims we drive use a wheelchair for part or all of their journey, often an elderly parent making a long-awaited Umrah. A few details, shared in advance, make each trip smoother.

## Tell us when you book

Add a note to your booking or send us a WhatsApp message with:

- whether the passenger can stand and move to a car seat with a little help
- the type of wheelchair: folding manual, rigid or electric
- its approximate weight and folded size

We do not yet operate vehicles with ramps or lifts, so passengers need to be able to transfer to a seat with help. Your driver is trained to assist, and will take as long as is needed.

## Choose the right vehicle

- A **family van** is usually the best choice: sliding doors, a low step and a large boot.
- A **sedan** suits one passenger with a light folding chair and little luggage.
- High SUVs can be hard to climb into; tell us if this is a concern.
- Electric wheelchairs are heavy and do not fold easily. Send us the model so we can check it fits.

## At the airport

Request wheelchair assistance from your airline when you book your flight. Airport staff will take the passenger from the aircraft through immigration to the arrivals hall, where our driver takes over. Allow a little more time: assisted passengers often leave the aircraft last.

## At the Haram

Free wheelchairs can be borrowed at several gates, and electric carts can be hired for tawaf and sa'i on the upper levels, which are far less crowded than the ground floor. Ask your driver for the drop-off point nearest to an accessible entrance.

## At the hotel

Ask for a room close to the lifts, with a step-free bathroom if possible, and check that the hotel entrance has no steps.

We are glad to answer any question before you travel. Message us, and a member of our team who has made these trips many times will reply.`,
      ar: `كثير من الحجاج والمعتمرين الذين ننقلهم يستخدمون كرسيًّا متحركًا في جزء من رحلتهم أو فيها كلها، وكثيرًا ما يكون أحد الوالدين الكبيرين في عمرة طال انتظارها. وبعض التفاصيل التي تشاركها معنا مسبقًا تجعل كل رحلة أيسر.

## أخبرنا عند الحجز

أضف ملاحظة إلى حجزك أو أرسل إلينا رسالة عبر واتساب تتضمن:

- هل يستطيع الراكب الوقوف والانتقال إلى مقعد السيارة بقليل من المساعدة
- نوع الكرسي: يدوي قابل للطي، أو ثابت، أو كهربائي
- وزنه التقريبي وحجمه عند الطي

لا نشغّل حتى الآن مركبات مزودة بمنحدرات أو رافعات، لذا يلزم أن يستطيع الراكب الانتقال إلى المقعد بالمساعدة. وسائقك مدرّب على تقديمها، وسيأخذ الوقت الذي يحتاجه الأمر.

## اختر المركبة المناسبة

- **الفان العائلي** هو الخيار الأفضل عادةً: أبواب منزلقة ودرجة منخفضة وصندوق واسع.
- **السيدان** تناسب راكبًا واحدًا مع كرسي خفيف قابل للطي وأمتعة قليلة.
- قد يصعب الركوب في سيارات الدفع الرباعي المرتفعة، فأخبرنا إن كان ذلك يقلقك.
- الكراسي الكهربائية ثقيلة ولا تُطوى بسهولة، فأرسل إلينا طرازها لنتحقق من أنها تتسع.

## في المطار

اطلب خدمة الكرسي المتحرك من شركة الطيران عند حجز رحلتك، فيرافق موظفو المطار الراكب من الطائرة عبر الجوازات حتى صالة الوصول، حيث يستلم سائقنا المهمة. وخصّص وقتًا إضافيًا، فالركاب الذين يحتاجون إلى المساعدة يغادرون الطائرة غالبًا في آخر الركاب.

## في الحرم

يمكن استعارة الكراسي المتحركة مجانًا من عدة أبواب، واستئجار العربات الكهربائية للطواف والسعي في الطوابق العليا التي تقل فيها الزحمة كثيرًا عن الدور الأرضي. واسأل سائقك عن نقطة التوصيل الأقرب إلى مدخل مهيأ.

## في الفندق

اطلب غرفة قريبة من المصاعد، وبدورة مياه دون عتبات إن أمكن، وتحقّق من أن مدخل الفندق خالٍ من الدرجات.

يسعدنا أن نجيب عن أي سؤال قبل سفرك. راسلنا، وسيرد عليك أحد أفراد فريقنا ممن قاموا بهذه الرحلات مرات كثيرة.`,
    },
  },
  {
    slug: "how-our-drivers-are-vetted",
    tags: ["transport", "health"],
    author: "Fatimah Noor",
    title: { en: "How we choose and train our drivers", ar: "كيف نختار سائقينا وندرّبهم" },
    excerpt: {
      en: "Licences, background checks, a road test on the pilgrim routes and training in caring for elderly passengers: what it takes to drive for Rihla.",
      ar: "الرخص، والتحقق من السجل، واختبار قيادة على طرق المعتمرين، والتدريب على رعاية كبار السن: ما الذي يتطلبه العمل سائقًا في رحلة.",
    },
    seoTitle: { en: "How Rihla vets and trains its drivers", ar: "كيف تختار رحلة سائقيها وتدرّبهم" },
    seoDescription: {
      en: "From licence and background checks to route tests, first aid and ongoing reviews: the steps every Rihla driver goes through before carrying pilgrims.",
      ar: "من التحقق من الرخص والسجل إلى اختبارات الطرق والإسعافات الأولية والمراجعات المستمرة: الخطوات التي يمر بها كل سائق في رحلة قبل نقل المعتمرين.",
    },
    coverImage: "/images/articles/how-our-drivers-are-vetted.svg",
    publishedDaysAgo: 25,
    body: {
      en: `When you land after a long flight, tired and far from home, the first person you trust in Saudi Arabia is often your driver. We take that seriously. Fewer than one in four applicants ends up driving for us, and this is why.

## Papers first

Every driver must hold:

- a valid Saudi **professional driving licence** for the class of vehicle they drive
- a driver card from the **Transport General Authority**
- a recent **criminal record certificate** showing no convictions
- at least **three years** of professional driving experience

## A road test on the routes that matter

Candidates drive with one of our senior drivers on the roads our passengers actually use: Jeddah airport to Makkah, the Makkah to Madinah highway and the streets around both Harams. We look for smooth, patient driving, good knowledge of road closures and drop-off points, and calm in heavy traffic.

## Training before the first trip

New drivers complete our own course, which covers:

- helping elderly passengers and wheelchair users in and out of the vehicle
- basic first aid and recognising heat exhaustion
- rest rules for long journeys, including the stop on the way to Madinah
- the miqat stops and the basics of ihram, so they can help pilgrims who ask
- courtesy and privacy: the passenger's details are used for the trip and nothing else

## Ongoing checks

- Each new driver's first trips are followed closely by our operations team.
- Passengers rate every trip, and we read every comment.
- During a job, the driver's phone shares its location so that you and our team can follow the trip; the positions are deleted after 30 days.
- Vehicles pass their periodic technical inspection and a check by the driver before every shift.

## Languages

Between them, our drivers speak Arabic, English, Urdu, Hindi, Bengali and Bahasa Indonesia. Tell us your preferred language when you book, and we assign a driver who speaks it whenever we can.`,
      ar: `حين تهبط بعد رحلة طيران طويلة، متعبًا وبعيدًا عن بيتك، يكون سائقك في كثير من الأحيان أول شخص تأتمنه في المملكة. ونحن نأخذ ذلك بجدية، فأقل من واحد من كل أربعة متقدمين ينتهي به الأمر سائقًا لدينا، وإليك السبب.

## الوثائق أولًا

يجب أن يحمل كل سائق:

- **رخصة قيادة عمومية** سعودية سارية لفئة المركبة التي يقودها
- بطاقة سائق صادرة عن **الهيئة العامة للنقل**
- **شهادة خلو سوابق** حديثة
- خبرة في القيادة المهنية لا تقل عن **ثلاث سنوات**

## اختبار قيادة على الطرق المهمة

يقود المتقدمون برفقة أحد كبار سائقينا على الطرق التي يسلكها ركابنا فعلًا: من مطار جدة إلى مكة، والطريق السريع بين مكة والمدينة، والشوارع المحيطة بالحرمين. ونبحث عن القيادة السلسة الصبورة، والمعرفة الجيدة بإغلاقات الطرق ونقاط التوصيل، والهدوء في الزحام الشديد.

## التدريب قبل الرحلة الأولى

يُتم السائقون الجدد دورتنا الخاصة، وتشمل:

- مساعدة كبار السن ومستخدمي الكراسي المتحركة في الركوب والنزول
- الإسعافات الأولية الأساسية والتعرف على الإجهاد الحراري
- قواعد الراحة في الرحلات الطويلة، ومنها التوقف في الطريق إلى المدينة
- التوقف عند المواقيت وأساسيات الإحرام، ليتمكنوا من مساعدة المعتمرين الذين يسألون
- اللباقة والخصوصية: تُستخدم بيانات الراكب للرحلة ولا شيء غيرها

## متابعة مستمرة

- يتابع فريق العمليات أولى رحلات كل سائق جديد عن كثب.
- يقيّم الركاب كل رحلة، ونقرأ كل تعليق.
- في أثناء الرحلة يشارك هاتف السائق موقعه لتتمكن أنت وفريقنا من متابعة الرحلة، وتُحذف المواقع بعد 30 يومًا.
- تجتاز المركبات الفحص الفني الدوري، ويفحصها السائق قبل كل نوبة عمل.

## اللغات

يتحدث سائقونا مجتمعين العربية والإنجليزية والأردية والهندية والبنغالية والإندونيسية. أخبرنا بلغتك المفضلة عند الحجز، ونخصص لك سائقًا يتحدثها كلما أمكن.`,
    },
  },
  {
    slug: "five-tips-for-jeddah-airport-arrival",
    tags: ["airport", "jeddah", "travel_tips"],
    author: "Hassan Al-Harbi",
    title: { en: "Five tips for your Jeddah airport arrival", ar: "خمس نصائح لوصولك إلى مطار جدة" },
    excerpt: {
      en: "Small things that save an hour at King Abdulaziz International Airport, from your flight number to the right way to meet your driver.",
      ar: "أمور صغيرة توفّر عليك ساعة في مطار الملك عبدالعزيز الدولي، من رقم رحلتك إلى الطريقة الصحيحة للقاء سائقك.",
    },
    seoTitle: { en: "Jeddah airport arrival: five tips for pilgrims", ar: "الوصول إلى مطار جدة: خمس نصائح للمعتمرين" },
    seoDescription: {
      en: "Share your flight number, get connected, keep essentials in your hand luggage, carry some riyals and meet only your assigned driver: five tips for a smooth arrival.",
      ar: "شارك رقم رحلتك، واتصل بالإنترنت، واحتفظ بالأساسيات في حقيبة اليد، واحمل بعض الريالات، ولا تلتقِ إلا بسائقك: خمس نصائح لوصول سلس.",
    },
    coverImage: "/images/articles/five-tips-for-jeddah-airport-arrival.svg",
    publishedDaysAgo: 11,
    body: {
      en: `Our drivers meet thousands of flights at King Abdulaziz International Airport every year. These five habits make the difference between a stressful first hour and a calm one.

## 1. Give us your flight number, not just the time

With the flight number, we track your flight and your terminal. If you land early, late or at a different terminal, your driver knows before you do, and your free waiting time starts from the **actual landing time**.

## 2. Get connected before you leave the airport

You can buy a local SIM card in the arrivals hall, or set up an eSIM before you fly, and the airport has free Wi-Fi. Once you have your bags, send us a WhatsApp message: "We are out." Your driver then walks to the meeting point and you find each other in minutes.

## 3. Keep the essentials in your hand luggage

Checked bags are sometimes delayed, especially in the busy season. Keep in your hand luggage:

- passports, visas and your hotel address in Arabic
- medicines for at least two days
- a spare set of ihram, if you are wearing it

## 4. Carry a little cash, but not too much

Cards are accepted almost everywhere in Saudi Arabia, but a few hundred riyals in cash is useful for small shops and tips. There are cash machines in the arrivals halls; airport exchange counters usually give a weaker rate.

## 5. Meet only your driver

Before you land we send you the driver's name, photo, phone number and vehicle plate. In the arrivals hall, look for the sign with your name and check the plate before loading your bags. Politely decline anyone else who offers a ride: unlicensed taxis are common around the exits.

## And one more

Rest before you start your Umrah. After a long flight, a few hours of sleep at the hotel will make tawaf and sa'i far easier, especially for elderly relatives.`,
      ar: `يستقبل سائقونا آلاف الرحلات في مطار الملك عبدالعزيز الدولي كل عام. وهذه العادات الخمس هي الفرق بين ساعة أولى مرهقة وأخرى هادئة.

## 1. أعطنا رقم رحلتك لا موعدها فقط

برقم الرحلة نتابع رحلتك الجوية وصالة وصولك. فإن هبطت مبكرًا أو متأخرًا أو في صالة أخرى عرف سائقك ذلك قبلك، ويبدأ وقت انتظارك المجاني من **موعد الهبوط الفعلي**.

## 2. اتصل بالإنترنت قبل مغادرة المطار

يمكنك شراء شريحة اتصال محلية في صالة الوصول، أو تفعيل شريحة إلكترونية قبل السفر، وفي المطار شبكة Wi-Fi مجانية. وبعد استلام حقائبك أرسل إلينا رسالة عبر واتساب: "خرجنا". فيتوجه السائق إلى نقطة اللقاء، وتلتقيان في دقائق.

## 3. احتفظ بالأساسيات في حقيبة اليد

تتأخر الحقائب المشحونة أحيانًا، ولا سيما في المواسم المزدحمة. فاحتفظ في حقيبة اليد بما يلي:

- جوازات السفر والتأشيرات وعنوان فندقك بالعربية
- الأدوية التي تكفي يومين على الأقل
- طقم إحرام احتياطي إن كنت محرمًا

## 4. احمل قليلًا من النقود، لا كثيرًا

البطاقات مقبولة في كل مكان تقريبًا في المملكة، لكن بضع مئات من الريالات نقدًا مفيدة للمحلات الصغيرة والإكراميات. وفي صالات الوصول أجهزة صراف آلي، أما مكاتب الصرافة في المطار فأسعارها عادةً أقل فائدة.

## 5. لا تلتقِ إلا بسائقك

قبل هبوطك نرسل إليك اسم السائق وصورته ورقم هاتفه ولوحة مركبته. ابحث في صالة الوصول عن اللوحة التي تحمل اسمك، وتحقّق من لوحة المركبة قبل وضع حقائبك. واعتذر بلطف لكل من يعرض عليك التوصيل، فسيارات الأجرة غير المرخصة منتشرة قرب المخارج.

## ونصيحة أخيرة

استرح قبل أن تبدأ عمرتك. فبعد رحلة طيران طويلة تجعل بضع ساعات من النوم في الفندق الطواف والسعي أيسر بكثير، ولا سيما على كبار السن من أقاربك.`,
    },
  },
  {
    slug: "madinah-in-one-day",
    tags: ["madinah", "ziyarat"],
    author: "Omar Siddiqui",
    title: { en: "Madinah in one day", ar: "المدينة المنورة في يوم واحد" },
    excerpt: {
      en: "Only one full day in the City of the Prophet (peace be upon him)? A calm plan from Fajr to Isha that leaves time for worship, the ziyarat and rest.",
      ar: "لديك يوم واحد فقط في مدينة رسول الله صلى الله عليه وسلم؟ برنامج هادئ من الفجر إلى العشاء يترك وقتًا للعبادة والزيارات والراحة.",
    },
    coverImage: "/images/articles/madinah-in-one-day.svg",
    publishedDaysAgo: 3,
    body: {
      en: `Many pilgrims plan several days in Madinah, but flights and visas do not always allow it. If you have only one full day, this plan keeps the Prophet's Mosque at the centre and fits the historic sites around the prayers.

## Before you arrive

Book your **Rawdah** visit in the Nusuk app as soon as you know your date; it is the one part of the day you cannot arrange on the spot. Book the ziyarat tour with us for the morning.

## Fajr to breakfast

- Pray **Fajr** in Al-Masjid an-Nabawi.
- Greet the Prophet (peace be upon him) and his two companions at the noble grave; the queue is often shorter early in the morning.
- Men can visit **Al-Baqi** cemetery, which opens after Fajr.
- Breakfast at the hotel.

## The morning tour, about 8:00 to 11:30

Your driver collects you at the hotel for the ziyarat:

1. **Masjid Quba**, to pray two rak'ahs
2. **Mount Uhud** and the martyrs' cemetery
3. **Masjid al-Qiblatayn**
4. **The Seven Mosques**, then back to the hotel

## Midday: rest

Pray **Dhuhr** in the Haram, then rest through the hottest hours. This is not wasted time: it is what lets you enjoy the evening.

## Afternoon and evening

- Pray **Asr**, then go to your **Rawdah** time slot.
- Before Maghrib, walk to the shops around the Haram for **Ajwa dates** and gifts, or ask us for a short ride to the central date market.
- Stay in the mosque from **Maghrib** to **Isha**: the time between the two prayers, with the courtyard umbrellas closing and the lights coming on, is the most beautiful hour of the day.

## If you leave the next day

Book the transfer to the airport or onward to Makkah for the next morning. If you are going to Makkah for Umrah, put on your ihram at the hotel or at Dhul-Hulayfah, and tell us so that we plan the stop.`,
      ar: `يخطط كثير من الزوار لعدة أيام في المدينة المنورة، لكن الرحلات الجوية والتأشيرات لا تسمح بذلك دائمًا. فإن لم يكن لديك إلا يوم كامل واحد، فهذا برنامج يجعل المسجد النبوي في قلب يومك، ويرتّب زيارة المعالم التاريخية حول أوقات الصلاة.

## قبل وصولك

احجز زيارة **الروضة الشريفة** عبر تطبيق نسك حالما تعرف موعدك، فهي الجزء الوحيد من اليوم الذي لا يمكن ترتيبه في حينه. واحجز معنا جولة الزيارات في الصباح.

## من الفجر إلى الإفطار

- صلِّ **الفجر** في المسجد النبوي.
- سلّم على النبي صلى الله عليه وسلم وصاحبيه عند القبر الشريف، فالطابور غالبًا أقصر في الصباح الباكر.
- يمكن للرجال زيارة مقبرة **البقيع** التي تُفتح بعد الفجر.
- تناول الإفطار في الفندق.

## جولة الصباح، من نحو الثامنة إلى الحادية عشرة والنصف

يستقبلك السائق من الفندق لجولة الزيارات:

1. **مسجد قباء** لصلاة ركعتين
2. **جبل أحد** ومقبرة الشهداء
3. **مسجد القبلتين**
4. **المساجد السبعة**، ثم العودة إلى الفندق

## الظهيرة: وقت الراحة

صلِّ **الظهر** في الحرم، ثم استرح في ساعات الحر الشديد. وليس هذا وقتًا ضائعًا، فهو ما يتيح لك الاستمتاع بالمساء.

## العصر والمساء

- صلِّ **العصر**، ثم توجّه إلى موعدك في **الروضة الشريفة**.
- قبل المغرب امشِ إلى المحلات المحيطة بالحرم لشراء **تمر العجوة** والهدايا، أو اطلب منا مشوارًا قصيرًا إلى سوق التمور المركزي.
- ابقَ في المسجد من **المغرب** إلى **العشاء**، فالوقت بين الصلاتين، حين تُطوى مظلات الساحات وتُضاء الأنوار، أجمل ساعات اليوم.

## إن كنت ستغادر في اليوم التالي

احجز التوصيل إلى المطار أو إلى مكة لصباح اليوم التالي. وإن كنت متوجهًا إلى مكة لأداء العمرة فالبس إحرامك في الفندق أو في ذي الحليفة، وأخبرنا لنخطط للتوقف.`,
    },
  },
];
