import type { SeedGuide } from "#server/db/seed/seed-types";

export const guidesPart1: SeedGuide[] = [
  {
    slug: "how-to-perform-umrah-step-by-step",
    category: "umrah",
    title: { en: "How to perform Umrah, step by step", ar: "كيف تؤدي العمرة خطوة بخطوة" },
    excerpt: {
      en: "Ihram, tawaf, sa'i and cutting the hair: the four steps of Umrah explained simply, with practical tips for a first-time pilgrim.",
      ar: "الإحرام والطواف والسعي والحلق أو التقصير: خطوات العمرة الأربع بشرح مبسّط ونصائح عملية لمن يعتمر أول مرة.",
    },
    seoTitle: { en: "How to perform Umrah: a step-by-step guide", ar: "كيفية أداء العمرة: دليل خطوة بخطوة" },
    seoDescription: {
      en: "A clear guide to the four rites of Umrah (ihram, tawaf, sa'i and cutting the hair) with tips on timing, crowds and getting to the Haram.",
      ar: "دليل واضح لمناسك العمرة الأربعة: الإحرام والطواف والسعي والحلق أو التقصير، مع نصائح حول التوقيت والزحام والوصول إلى الحرم.",
    },
    coverImage: "/images/articles/how-to-perform-umrah-step-by-step.svg",
    publishedDaysAgo: 200,
    body: {
      en: `Umrah can be performed at any time of the year, and the rites themselves take only a few hours. They are four: **ihram, tawaf, sa'i and cutting the hair**. This guide walks through each one. For detailed rulings, ask a scholar you trust.

## Before you travel

Check the current entry and permit requirements for Umrah, which are managed through the official **Nusuk** app, and book your airport transfer in advance so that you are not looking for transport after a long flight.

## 1. Ihram at the miqat

Ihram is the sacred state a pilgrim enters before crossing the **miqat**, the boundary around Makkah.

- **Prepare:** take a bath (ghusl), trim your nails and, for men, apply perfume to the body but not to the clothes.
- **Dress:** men wear two white unstitched sheets, the izar and the rida. Women wear their usual modest clothing, without a face veil (niqab) or gloves.
- **Intend:** make the intention in your heart and say *Labbayk Allahumma 'Umrah*.
- **Recite the talbiyah** often on the way: *Labbayk Allahumma labbayk, labbayka la sharika laka labbayk, inna al-hamda wa an-ni'mata laka wa al-mulk, la sharika lak.*

While in ihram, avoid perfume, cutting hair or nails, marital relations and hunting; men also do not cover their heads.

## 2. Tawaf around the Kaaba

Make wudu, enter Al-Masjid al-Haram and stop the talbiyah as you begin tawaf.

1. Start at the corner of the **Black Stone**, marked by a green light on the wall opposite it. Face it, raise your right hand and say *Bismillah, Allahu akbar*.
2. Walk **seven circuits** anticlockwise, keeping the Kaaba on your left. Men keep the right shoulder uncovered during this tawaf and walk briskly in the first three circuits if there is room.
3. Between the Yemeni Corner and the Black Stone, say: *Rabbana atina fi ad-dunya hasanah, wa fi al-akhirati hasanah, wa qina 'adhab an-nar.* Elsewhere, pray in your own words and language.
4. Pray two rak'ahs behind **Maqam Ibrahim** if you can, or anywhere in the mosque when it is crowded, then drink **Zamzam** water.

## 3. Sa'i between Safa and Marwah

Walk to the hill of **Safa**, face the Kaaba, raise your hands and supplicate. Walk to **Marwah**: that is one lap. Return to Safa for the second lap, and finish the seventh lap at Marwah. Men jog lightly between the two green lights. The seven laps cover about 3.2 km; wheelchairs and electric carts are available on the upper floors.

## 4. Shaving or shortening the hair

Men shave the head, which is better, or shorten the hair evenly all over. Women gather their hair and cut a fingertip's length. Your Umrah is then complete and the restrictions of ihram are lifted.

## Practical tips

- Allow **three to four hours** in total, and more in Ramadan or on a Friday.
- Mid-morning and the hours after midnight are usually the calmest times for tawaf.
- Save your hotel's name and address in Arabic on your phone for the ride back: when roads near the Haram are closed, your driver meets you at the nearest open point.`,
      ar: `يمكن أداء العمرة في أي وقت من السنة، ولا تستغرق مناسكها إلا ساعات قليلة. وهي أربعة: **الإحرام والطواف والسعي والحلق أو التقصير**. يشرح هذا الدليل كل منسك منها، وللأحكام التفصيلية اسأل عالمًا تثق به.

## قبل السفر

تحقّق من متطلبات الدخول والتصاريح المعمول بها للعمرة، وهي تُدار عبر تطبيق **نسك** الرسمي، واحجز توصيلك من المطار مسبقًا حتى لا تبحث عن وسيلة نقل بعد رحلة طيران طويلة.

## 1. الإحرام من الميقات

الإحرام حالة تعبدية يدخل فيها المعتمر قبل أن يتجاوز **الميقات**، وهو الحد المحيط بمكة المكرمة.

- **الاستعداد:** اغتسل، وقلّم أظافرك، ويتطيّب الرجل في بدنه دون ثيابه.
- **اللباس:** يلبس الرجل إزارًا ورداءً أبيضين غير مخيطين، وتلبس المرأة ثيابها المعتادة الساترة دون نقاب أو قفازين.
- **النية:** انوِ بقلبك وقل: *لبيك اللهم عمرة*.
- **أكثِر من التلبية** في الطريق: *لبيك اللهم لبيك، لبيك لا شريك لك لبيك، إن الحمد والنعمة لك والملك، لا شريك لك.*

وفي أثناء الإحرام اجتنب الطيب، وأخذ شيء من الشعر أو الأظافر، والجماع، والصيد، ولا يغطي الرجل رأسه.

## 2. الطواف حول الكعبة

توضأ، وادخل المسجد الحرام، واقطع التلبية عند بدء الطواف.

1. ابدأ من ركن **الحجر الأسود**، وتدل عليه إضاءة خضراء على الجدار المقابل له. استقبله وأشر إليه بيدك اليمنى وقل: *بسم الله، الله أكبر*.
2. طُف **سبعة أشواط** عكس اتجاه عقارب الساعة جاعلًا الكعبة عن يسارك. ويكشف الرجل كتفه الأيمن في هذا الطواف، ويسرع في مشيه في الأشواط الثلاثة الأولى إن تيسّر ذلك.
3. بين الركن اليماني والحجر الأسود قل: *ربنا آتنا في الدنيا حسنة، وفي الآخرة حسنة، وقنا عذاب النار.* وادعُ في سائر الطواف بما شئت وبلغتك.
4. صلِّ ركعتين خلف **مقام إبراهيم** إن تيسّر، أو في أي مكان من المسجد عند الزحام، ثم اشرب من ماء **زمزم**.

## 3. السعي بين الصفا والمروة

اصعد إلى **الصفا**، واستقبل الكعبة، وارفع يديك وادعُ. ثم امشِ إلى **المروة**، وهذا شوط واحد. ارجع إلى الصفا للشوط الثاني، واختم الشوط السابع عند المروة. ويسرع الرجل قليلًا بين العلمين الأخضرين. تبلغ الأشواط السبعة نحو 3.2 كيلومتر، وتتوفر الكراسي المتحركة والعربات الكهربائية في الطوابق العليا.

## 4. الحلق أو التقصير

يحلق الرجل رأسه، وهو الأفضل، أو يقصّر شعره من جميع الرأس. وتجمع المرأة شعرها وتقص منه قدر أنملة. وبذلك تتم عمرتك ويحل لك ما كان محظورًا بالإحرام.

## نصائح عملية

- خصّص **من ثلاث إلى أربع ساعات** إجمالًا، وأكثر من ذلك في رمضان أو يوم الجمعة.
- منتصف الضحى والساعات التي تلي منتصف الليل هي عادةً أهدأ أوقات الطواف.
- احفظ اسم فندقك وعنوانه بالعربية في هاتفك لرحلة العودة، فعند إغلاق الطرق القريبة من الحرم يستقبلك السائق في أقرب نقطة مفتوحة.`,
    },
  },
  {
    slug: "arriving-at-jeddah-airport-hajj-terminal",
    category: "airport",
    title: { en: "Arriving at Jeddah airport and the Hajj Terminal", ar: "الوصول إلى مطار جدة وصالة الحجاج" },
    excerpt: {
      en: "Terminal 1, the North Terminal or the Hajj Terminal: how long immigration takes, where to find your driver and what the road to Makkah looks like.",
      ar: "الصالة رقم 1 أو الصالة الشمالية أو صالة الحجاج: كم تستغرق إجراءات الجوازات، وأين تجد سائقك، وكيف يبدو الطريق إلى مكة.",
    },
    seoTitle: { en: "Jeddah airport arrivals and the Hajj Terminal: a pilgrim's guide", ar: "الوصول إلى مطار جدة وصالة الحجاج: دليل المعتمر" },
    seoDescription: {
      en: "What to expect at King Abdulaziz International Airport: terminals, immigration times, meeting your driver and the 75-minute drive to Makkah.",
      ar: "ما الذي تتوقعه في مطار الملك عبدالعزيز الدولي: الصالات، ومدة إجراءات الجوازات، ولقاء سائقك، والطريق إلى مكة في نحو 75 دقيقة.",
    },
    coverImage: "/images/articles/arriving-at-jeddah-airport-hajj-terminal.svg",
    publishedDaysAgo: 150,
    body: {
      en: `King Abdulaziz International Airport in Jeddah is the gateway for most pilgrims. It is large and busy, and a little preparation makes the first hours of your journey much calmer.

## Which terminal will you land at?

- **Terminal 1**, the newest, handles Saudia, flynas and many international airlines. It also has a station of the Haramain high-speed railway.
- **The North Terminal** handles a number of foreign airlines.
- **The Hajj Terminal**, recognisable by its huge tent-like white roof, receives pilgrim flights during the Hajj and Umrah seasons.

Your terminal is printed on your ticket, but airlines sometimes change it. Give us your flight number when you book and your driver follows any change.

## Immigration and baggage

In the busy seasons allow **one to two hours** from landing to the arrivals hall, and sometimes more at the Hajj Terminal, where many large groups arrive at once. Keep these in your hand luggage:

- your passport and visa
- your hotel's name and address, ideally in Arabic
- your booking confirmation or booking link
- any medicine you need in the next few hours

If you are in ihram, keep a spare set in your hand luggage too: checked bags can be delayed.

## Finding your driver

Your driver waits in the arrivals hall with a sign showing your name. At the Hajj Terminal, where the arrivals area is open and crowded, we send you the exact meeting point by WhatsApp before you land.

Once you have your bags, send us a short message. If you cannot see the driver, call or message us: we answer around the clock and can share the driver's live location. Please decline offers from unlicensed drivers in the hall.

## Waiting time

We track your flight, so the free waiting time starts from the **actual landing time**: 60 minutes at Terminal 1 and the North Terminal, and 90 minutes at the Hajj Terminal. If immigration is slow, tell us and we keep waiting.

## The road to Makkah

The drive to the central hotels of Makkah takes about **75 to 90 minutes**, longer at rush hour or in Ramadan. Most pilgrims go straight to the hotel, leave their bags and perform Umrah.

Only Muslims may enter Makkah: the road passes a checkpoint at the city limits, where officers may ask to see passports.

## Going home

Plan to reach the airport **three to four hours** before an international flight in the busy season. Zamzam water must travel in the official sealed five-litre bottles sold in Makkah and at the airport, not in your suitcase.`,
      ar: `مطار الملك عبدالعزيز الدولي في جدة هو بوابة معظم الحجاج والمعتمرين. وهو مطار كبير ومزدحم، وقليل من الاستعداد يجعل الساعات الأولى من رحلتك أهدأ بكثير.

## في أي صالة ستصل؟

- **الصالة رقم 1**، وهي الأحدث، تخدم الخطوط السعودية وطيران ناس وكثيرًا من شركات الطيران الدولية، وفيها محطة لقطار الحرمين السريع.
- **الصالة الشمالية** تخدم عددًا من شركات الطيران الأجنبية.
- **صالة الحجاج**، التي تُعرف بسقفها الأبيض الضخم الشبيه بالخيام، تستقبل رحلات الحجاج والمعتمرين في موسمي الحج والعمرة.

تُطبع الصالة على تذكرتك، لكن شركات الطيران تغيّرها أحيانًا. أعطنا رقم رحلتك عند الحجز، فيتابع السائق أي تغيير.

## الجوازات والأمتعة

في المواسم المزدحمة خصّص **من ساعة إلى ساعتين** من الهبوط حتى صالة الوصول، وأحيانًا أكثر في صالة الحجاج حيث تصل مجموعات كبيرة كثيرة في وقت واحد. احتفظ بما يلي في حقيبة اليد:

- جواز سفرك وتأشيرتك
- اسم فندقك وعنوانه، ويُفضّل أن يكونا بالعربية
- تأكيد الحجز أو رابط الحجز
- أي دواء تحتاجه في الساعات القليلة التالية

وإن كنت محرمًا فاحتفظ بطقم احتياطي في حقيبة اليد أيضًا، فقد تتأخر الحقائب المشحونة.

## العثور على سائقك

ينتظرك السائق في صالة الوصول حاملًا لوحة باسمك. وفي صالة الحجاج، حيث منطقة الوصول مفتوحة ومزدحمة، نرسل إليك نقطة اللقاء الدقيقة عبر واتساب قبل هبوطك.

وبعد استلام حقائبك أرسل إلينا رسالة قصيرة. وإن لم تجد السائق فاتصل بنا أو راسلنا، فنحن نرد على مدار الساعة ويمكننا مشاركة موقع السائق المباشر. ونرجو أن تعتذر عن عروض السائقين غير المرخصين في الصالة.

## مدة الانتظار

نتابع رحلتك الجوية، لذا يبدأ الانتظار المجاني من **موعد الهبوط الفعلي**: 60 دقيقة في الصالة رقم 1 والصالة الشمالية، و90 دقيقة في صالة الحجاج. وإن تأخرت إجراءات الجوازات فأخبرنا ونواصل الانتظار.

## الطريق إلى مكة

تستغرق الرحلة إلى فنادق وسط مكة نحو **75 إلى 90 دقيقة**، وأكثر في أوقات الذروة أو في رمضان. ويتوجه معظم المعتمرين إلى الفندق مباشرة، فيضعون أمتعتهم ثم يؤدون العمرة.

ولا يُسمح بدخول مكة إلا للمسلمين، إذ يمر الطريق بنقطة تفتيش عند حدود المدينة قد يطلب فيها الموظفون الاطلاع على جوازات السفر.

## العودة إلى بلدك

احرص على الوصول إلى المطار قبل الرحلة الدولية **بثلاث إلى أربع ساعات** في المواسم المزدحمة. ويجب نقل ماء زمزم في العبوات الرسمية المختومة سعة خمسة لترات التي تُباع في مكة وفي المطار، لا في حقيبتك.`,
    },
  },
  {
    slug: "ziyarat-sites-in-makkah",
    category: "ziyarat",
    title: { en: "The ziyarat sites of Makkah", ar: "مواقع الزيارات في مكة المكرمة" },
    excerpt: {
      en: "Jabal al-Nour, Jabal Thawr, Mina, Muzdalifah and Arafat: what each site is, why it matters and how to see them in one morning.",
      ar: "جبل النور وجبل ثور ومنى ومزدلفة وعرفات: ما كل موقع، ولماذا هو مهم، وكيف تزورها في صباح واحد.",
    },
    seoTitle: { en: "Makkah ziyarat: the historic sites around the Haram", ar: "زيارات مكة: المواقع التاريخية حول الحرم" },
    seoDescription: {
      en: "Jabal al-Nour and the Cave of Hira, Jabal Thawr, Mina, Muzdalifah and Arafat: the story of each site and how to plan a half-day ziyarat tour.",
      ar: "جبل النور وغار حراء وجبل ثور ومنى ومزدلفة وعرفات: قصة كل موقع وكيف تخطط لجولة زيارات في نصف يوم.",
    },
    coverImage: "/images/articles/ziyarat-sites-in-makkah.svg",
    publishedDaysAgo: 118,
    body: {
      en: `Beyond Al-Masjid al-Haram, Makkah is surrounded by places tied to the life of the Prophet (peace be upon him) and to the rites of Hajj. Visiting them is not part of Umrah, but it brings the history you have read about to life.

## Jabal al-Nour and the Cave of Hira

The Mountain of Light, about five kilometres north-east of the Haram, holds the **Cave of Hira**, where the Prophet (peace be upon him) used to retreat in worship and where the first verses of the Quran were revealed: *Read in the name of your Lord who created.*

The climb is steep and takes about an hour each way for a fit walker. Most visitors view the mountain from its foot, where the **Hira Cultural District** now offers an exhibition about the revelation. If you do climb, go at dawn, with water and good shoes.

## Jabal Thawr

South of the city rises Jabal Thawr. In a cave near its summit the Prophet (peace be upon him) and Abu Bakr as-Siddiq hid for three nights at the start of the Hijrah to Madinah, when a spider's web and a nesting dove are said to have concealed the entrance. The climb is harder than Jabal al-Nour, so most visitors see it from below.

## Mina

Mina is the valley where pilgrims stay during the days of Hajj, and it is famous for its thousands of white, fire-resistant tents. Here stand the three **Jamarat**, the pillars stoned during Hajj, now inside a multi-level building. Outside the Hajj days, the valley is quiet and easy to drive through.

## Muzdalifah

Between Mina and Arafat lies the open plain of Muzdalifah, where pilgrims spend the night after the Day of Arafah under the sky and gather pebbles for the Jamarat. **Al-Mash'ar al-Haram** mosque stands here.

## Arafat

The plain of Arafat is the heart of Hajj: standing here on the ninth of Dhul-Hijjah is its essential pillar. Visitors see **Jabal al-Rahmah**, the Mount of Mercy, marked by a white pillar, and **Masjid Namirah**, where the sermon of Arafah is delivered.

## Planning your visit

- A tour by car takes **three to four hours**. Leave early to avoid the heat.
- Wear comfortable shoes and a hat, and carry water.
- Respect the sites: there is no special prayer or ritual to perform at them, and nothing should be taken from them as a blessing.
- During Hajj season the holy sites are closed to ordinary traffic; plan your tour for another time of year.

Our Makkah ziyarat tour covers all five sites with a driver who explains each one in Arabic, English or Urdu.`,
      ar: `تحيط بمكة المكرمة، خارج المسجد الحرام، أماكن ترتبط بسيرة النبي صلى الله عليه وسلم وبمناسك الحج. وزيارتها ليست من مناسك العمرة، لكنها تجعل التاريخ الذي قرأت عنه حيًّا أمام عينيك.

## جبل النور وغار حراء

يقع جبل النور على بعد نحو خمسة كيلومترات شمال شرق الحرم، وفيه **غار حراء** الذي كان النبي صلى الله عليه وسلم يتعبّد فيه، وفيه نزلت أولى آيات القرآن الكريم: *اقرأ باسم ربك الذي خلق.*

الصعود شاق، ويستغرق قرابة ساعة في كل اتجاه لمن يتمتع بلياقة جيدة. ويكتفي أكثر الزوار بمشاهدة الجبل من سفحه، حيث يضم **حي حراء الثقافي** اليوم معرضًا عن نزول الوحي. وإن قررت الصعود فانطلق عند الفجر، واحمل الماء، والبس حذاءً مناسبًا.

## جبل ثور

يرتفع جبل ثور جنوب المدينة، وفي غار قرب قمته اختبأ النبي صلى الله عليه وسلم وأبو بكر الصديق رضي الله عنه ثلاث ليالٍ في بداية الهجرة إلى المدينة، ويُروى أن نسيج عنكبوت وحمامة معششة أخفيا مدخله. والصعود إليه أصعب من جبل النور، لذا يشاهده معظم الزوار من أسفله.

## منى

منى هي الوادي الذي يقيم فيه الحجاج في أيام الحج، وتشتهر بآلاف الخيام البيضاء المقاومة للحريق. وفيها **الجمرات** الثلاث التي تُرمى في الحج، وتقع اليوم داخل منشأة متعددة الطوابق. وفي غير أيام الحج يكون الوادي هادئًا وسهل العبور بالسيارة.

## مزدلفة

بين منى وعرفات يمتد سهل مزدلفة المفتوح، حيث يبيت الحجاج ليلة ما بعد يوم عرفة تحت السماء ويجمعون الحصى لرمي الجمرات، وفيه مسجد **المشعر الحرام**.

## عرفات

سهل عرفات هو قلب الحج، فالوقوف فيه يوم التاسع من ذي الحجة هو ركن الحج الأعظم. ويرى الزوار فيه **جبل الرحمة** الذي يعلوه عمود أبيض، و**مسجد نمرة** الذي تُلقى فيه خطبة عرفة.

## التخطيط للزيارة

- تستغرق الجولة بالسيارة **من ثلاث إلى أربع ساعات**، فانطلق مبكرًا تجنبًا للحر.
- البس حذاءً مريحًا وغطاءً للرأس، واحمل الماء.
- احترم هذه المواقع: فليست لها صلاة أو شعيرة خاصة تؤدى فيها، ولا يؤخذ منها شيء للتبرك.
- في موسم الحج تُغلق المشاعر أمام حركة المرور المعتادة، فخطط لجولتك في وقت آخر من السنة.

تشمل جولة زيارات مكة لدينا المواقع الخمسة جميعها، مع سائق يشرح كل موقع بالعربية أو الإنجليزية أو الأردية.`,
    },
  },
  {
    slug: "ziyarat-sites-in-madinah",
    category: "madinah",
    title: { en: "Visiting the historic sites of Madinah", ar: "زيارة المعالم التاريخية في المدينة المنورة" },
    excerpt: {
      en: "Masjid Quba, Mount Uhud, Masjid al-Qiblatayn, the Seven Mosques and Al-Baqi: a calm half-day around the City of the Prophet (peace be upon him).",
      ar: "مسجد قباء وجبل أحد ومسجد القبلتين والمساجد السبعة والبقيع: نصف يوم هادئ في مدينة رسول الله صلى الله عليه وسلم.",
    },
    seoTitle: { en: "Madinah ziyarat: Quba, Uhud, Qiblatayn and more", ar: "زيارات المدينة المنورة: قباء وأحد والقبلتين وغيرها" },
    seoDescription: {
      en: "The historic sites of Madinah explained (Masjid Quba, Mount Uhud, Masjid al-Qiblatayn, the Seven Mosques and Al-Baqi) with tips for planning your visit.",
      ar: "شرح لمعالم المدينة المنورة التاريخية: مسجد قباء وجبل أحد ومسجد القبلتين والمساجد السبعة والبقيع، مع نصائح للتخطيط لزيارتك.",
    },
    coverImage: "/images/articles/ziyarat-sites-in-madinah.svg",
    publishedDaysAgo: 86,
    body: {
      en: `Madinah is calmer than Makkah, and its historic sites lie close to one another. Most pilgrims see them in one unhurried morning.

## Al-Masjid an-Nabawi and the Rawdah

Everything begins at the Prophet's Mosque. Praying in the **Rawdah**, the area between the Prophet's house and his pulpit, requires a time slot booked in the **Nusuk** app; slots for men and women are separate and go quickly, so book as soon as you know your dates. Greeting the Prophet (peace be upon him) and his two companions, Abu Bakr and Umar, at the noble grave does not need a booking.

## Al-Baqi

The cemetery of Al-Baqi, beside the mosque, holds many of the Prophet's family and companions, including Uthman ibn Affan. Men may visit at set times, usually after Fajr and after Asr.

## Masjid Quba

The first mosque built in Islam, about four kilometres south of the Haram. The Prophet (peace be upon him) visited it every Saturday, and taught that whoever purifies himself at home and then prays in Quba receives a reward like that of an Umrah. Plan some time here to pray two rak'ahs.

## Mount Uhud

North of the city stands Mount Uhud, where the Battle of Uhud took place in the third year after the Hijrah. At its foot lies the **cemetery of the martyrs of Uhud**, including Hamzah ibn Abd al-Muttalib, the Prophet's uncle. Facing it is the small **Archers' Hill**, where the archers left their position, a lesson the story of the battle still teaches.

## Masjid al-Qiblatayn

The "Mosque of the Two Qiblas" is where, during a prayer, the command came to turn from Jerusalem towards the Kaaba in Makkah.

## The Seven Mosques

At the site of the Battle of the Trench, a cluster of small historic mosques, among them **Masjid al-Fath**, stands beside a large modern mosque.

## Planning your visit

- A tour by car takes about **three hours**. Go early in the morning, before the heat.
- Saturday morning is traditional for Quba but busy; any other morning is quieter.
- Avoid Friday mornings, when the roads around the Haram are at their busiest.
- Stop at a date market on the way back: Madinah's Ajwa dates are a favourite gift to take home.

Our Madinah ziyarat tour covers Quba, Uhud, Qiblatayn and the Seven Mosques, with hotel pickup and return.`,
      ar: `المدينة المنورة أهدأ من مكة، ومعالمها التاريخية قريبة بعضها من بعض، ويزورها معظم الزوار في صباح واحد دون عجلة.

## المسجد النبوي والروضة الشريفة

تبدأ الرحلة كلها من المسجد النبوي. وتتطلب الصلاة في **الروضة الشريفة**، وهي ما بين بيت النبي صلى الله عليه وسلم ومنبره، حجز موعد عبر تطبيق **نسك**، والمواعيد مستقلة للرجال والنساء وتنفد سريعًا، فاحجز حالما تعرف مواعيد سفرك. أما السلام على النبي صلى الله عليه وسلم وصاحبيه أبي بكر وعمر رضي الله عنهما عند القبر الشريف فلا يحتاج إلى حجز.

## البقيع

تضم مقبرة البقيع المجاورة للمسجد كثيرًا من آل بيت النبي صلى الله عليه وسلم وصحابته، ومنهم عثمان بن عفان رضي الله عنه. ويمكن للرجال زيارتها في أوقات محددة، عادةً بعد الفجر وبعد العصر.

## مسجد قباء

أول مسجد بُني في الإسلام، ويقع على بعد نحو أربعة كيلومترات جنوب الحرم. كان النبي صلى الله عليه وسلم يزوره كل سبت، وأخبر أن من تطهّر في بيته ثم أتى مسجد قباء فصلى فيه كان له كأجر عمرة. فخصّص فيه وقتًا لصلاة ركعتين.

## جبل أحد

يقع جبل أحد شمال المدينة، وعنده وقعت غزوة أحد في السنة الثالثة للهجرة. وفي سفحه **مقبرة شهداء أحد**، ومنهم حمزة بن عبدالمطلب عم النبي صلى الله عليه وسلم. ويقابله **جبل الرماة** الصغير الذي ترك الرماة موقعهم عليه، وهو درس ما زالت قصة الغزوة تعلّمه.

## مسجد القبلتين

هو المسجد الذي نزل فيه الأمر، في أثناء الصلاة، بالتحوّل من بيت المقدس إلى الكعبة المشرفة في مكة.

## المساجد السبعة

في موقع غزوة الخندق تقع مجموعة من المساجد التاريخية الصغيرة، منها **مسجد الفتح**، وبجوارها مسجد حديث كبير.

## التخطيط للزيارة

- تستغرق الجولة بالسيارة نحو **ثلاث ساعات**، فانطلق في الصباح الباكر قبل اشتداد الحر.
- صباح السبت هو الموعد المأثور لزيارة قباء لكنه مزدحم، وأي صباح آخر أهدأ.
- تجنّب صباح الجمعة حين تكون الطرق حول الحرم في ذروة ازدحامها.
- توقف في سوق التمور في طريق العودة، فتمر العجوة من أحب الهدايا التي تُحمل من المدينة.

تشمل جولة زيارات المدينة لدينا قباء وأحد والقبلتين والمساجد السبعة، مع الاستقبال من الفندق والعودة إليه.`,
    },
  },
];
