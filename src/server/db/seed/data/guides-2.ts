import type { SeedGuide } from "#server/db/seed/seed-types";

export const guidesPart2: SeedGuide[] = [
  {
    slug: "makkah-to-madinah-train-or-road",
    category: "planning",
    title: { en: "Makkah to Madinah: Haramain train or road?", ar: "من مكة إلى المدينة: قطار الحرمين أم الطريق البري؟" },
    excerpt: {
      en: "The Haramain high-speed train is fast, but a car goes door to door. How to choose for your group, your luggage and your budget.",
      ar: "قطار الحرمين السريع سريع، لكن السيارة توصلك من الباب إلى الباب. كيف تختار بحسب مجموعتك وأمتعتك وميزانيتك.",
    },
    seoTitle: { en: "Makkah to Madinah by Haramain train or by car: which is better?", ar: "من مكة إلى المدينة بقطار الحرمين أم بالسيارة: أيهما أفضل؟" },
    seoDescription: {
      en: "Journey times, luggage, cost and comfort compared: when the Haramain high-speed train makes sense, and when a private car or van is the better choice.",
      ar: "مقارنة بين مدة الرحلة والأمتعة والتكلفة والراحة: متى يكون قطار الحرمين السريع الخيار المناسب، ومتى تكون السيارة الخاصة أو الفان أفضل.",
    },
    coverImage: "/images/articles/makkah-to-madinah-train-or-road.svg",
    publishedDaysAgo: 57,
    body: {
      en: `Almost every Umrah trip includes the journey between the two holy cities, about 450 km apart. There are two good ways to make it, and the right one depends on who is travelling.

## The Haramain high-speed train

The Haramain railway links Makkah, Jeddah, King Abdulaziz airport, King Abdullah Economic City and Madinah at up to 300 km/h. A direct train from Makkah to Madinah takes about **two hours and fifteen minutes**.

It is comfortable and punctual, but the stations are outside the central areas. You still need a ride from your hotel to the station, and another from the station to your hotel, each with your luggage. You should also be at the station well before departure, and trains in Ramadan and the Hajj season sell out early.

## A private car or van

By road the trip takes about **four and a half hours**, including a stop for rest and prayer. The driver collects you at your hotel door and leaves you at the door of the next one, with your suitcases in the boot the whole way.

## Side by side

| | Haramain train | Private car or van |
| --- | --- | --- |
| Time on board | about 2 h 15 min | about 4 h 30 min |
| Door to door | about 3 h 30 min to 4 h with transfers | about 4 h 30 min |
| Luggage | limited allowance, carried through the station | the boot, as shown on our fleet page |
| Price | per person, plus two station transfers | per vehicle |
| Miqat stop | enter ihram before boarding | the driver stops at Dhul-Hulayfah |

## How to choose

- **Families with children or elderly relatives:** the car avoids two station transfers, platforms and lifts with luggage, and lets you stop whenever someone needs a break.
- **Groups of five or more:** one van or minibus usually costs less than five train tickets plus the taxis at both ends.
- **One or two travellers with light bags:** the train is often the quickest and best-value choice.
- **Going from Madinah to Makkah for Umrah:** by car, the driver stops at the miqat of **Dhul-Hulayfah** so you can change and make your intention. By train, put on your ihram clothing before leaving and make the intention before the train passes the miqat.

## A few tips for the road

- Leave after Fajr or after Asr to avoid the hottest hours.
- Keep water, snacks and any medicine in the cabin rather than in the boot.
- Ask for a stop at **Masjid Quba** as you enter Madinah; it is on the way to most hotels.

Whichever you choose, book early in Ramadan and in the weeks before Hajj, when both trains and vehicles are in high demand.`,
      ar: `تتضمن كل رحلة عمرة تقريبًا التنقل بين المدينتين المقدستين اللتين تفصل بينهما نحو 450 كيلومترًا. وهناك طريقتان جيدتان لذلك، ويتوقف الاختيار الصحيح على من يسافر.

## قطار الحرمين السريع

يربط قطار الحرمين بين مكة وجدة ومطار الملك عبدالعزيز ومدينة الملك عبدالله الاقتصادية والمدينة المنورة بسرعة تصل إلى 300 كيلومتر في الساعة. ويستغرق القطار المباشر من مكة إلى المدينة نحو **ساعتين وربع**.

وهو مريح ودقيق المواعيد، لكن محطاته تقع خارج المناطق المركزية، فتحتاج إلى مركبة من فندقك إلى المحطة، وأخرى من المحطة إلى فندقك، مع أمتعتك في كل مرة. وينبغي أيضًا أن تصل إلى المحطة قبل موعد المغادرة بوقت كافٍ، وتنفد تذاكر القطارات مبكرًا في رمضان وموسم الحج.

## سيارة خاصة أو فان

تستغرق الرحلة برًّا نحو **أربع ساعات ونصف**، بما فيها توقف للراحة والصلاة. يستقبلك السائق عند باب فندقك ويوصلك إلى باب الفندق التالي، وحقائبك في صندوق المركبة طوال الطريق.

## مقارنة سريعة

| | قطار الحرمين | سيارة خاصة أو فان |
| --- | --- | --- |
| مدة الرحلة على المتن | نحو ساعتين وربع | نحو أربع ساعات ونصف |
| من الباب إلى الباب | من ثلاث ساعات ونصف إلى أربع ساعات مع التنقلات | نحو أربع ساعات ونصف |
| الأمتعة | وزن محدود، وتُحمل داخل المحطة | في صندوق المركبة حسب صفحة الأسطول |
| السعر | لكل شخص، إضافة إلى تنقلين من المحطة وإليها | لكل مركبة |
| التوقف عند الميقات | الإحرام قبل الصعود إلى القطار | يتوقف السائق عند ذي الحليفة |

## كيف تختار

- **العائلات التي معها أطفال أو كبار في السن:** تغنيك السيارة عن تنقلين إلى المحطات وعن الأرصفة والمصاعد مع الأمتعة، وتتيح لك التوقف متى احتاج أحدهم إلى استراحة.
- **المجموعات من خمسة أشخاص فأكثر:** يكون الفان أو الحافلة الصغيرة عادةً أقل تكلفة من خمس تذاكر قطار مع سيارات الأجرة في الطرفين.
- **مسافر أو اثنان بأمتعة خفيفة:** القطار غالبًا هو الخيار الأسرع والأوفر.
- **السفر من المدينة إلى مكة لأداء العمرة:** بالسيارة يتوقف السائق عند ميقات **ذي الحليفة** لتلبس الإحرام وتنوي. وبالقطار البس ملابس الإحرام قبل المغادرة، وانوِ قبل أن يتجاوز القطار الميقات.

## نصائح للطريق

- انطلق بعد الفجر أو بعد العصر لتتجنب أشد ساعات الحر.
- احتفظ بالماء والوجبات الخفيفة وأي دواء داخل المقصورة لا في صندوق المركبة.
- اطلب التوقف عند **مسجد قباء** عند دخول المدينة، فهو في طريق معظم الفنادق.

وأيًّا كان اختيارك، احجز مبكرًا في رمضان وفي الأسابيع التي تسبق الحج، حين يشتد الطلب على القطارات والمركبات معًا.`,
    },
  },
  {
    slug: "umrah-with-elderly-parents-and-children",
    category: "families",
    title: { en: "Umrah with elderly parents and young children", ar: "العمرة مع الوالدين كبار السن والأطفال الصغار" },
    excerpt: {
      en: "Wheelchairs, rest, timing and transport: how to make Umrah comfortable for every generation of the family.",
      ar: "الكراسي المتحركة والراحة والتوقيت والتنقل: كيف تجعل العمرة مريحة لكل أجيال العائلة.",
    },
    coverImage: "/images/articles/umrah-with-elderly-parents-and-children.svg",
    publishedDaysAgo: 33,
    body: {
      en: `Performing Umrah with three generations of a family is a blessing, and it needs a little more planning than travelling alone. These are the things our drivers see make the biggest difference.

## Choose the hotel with care

A hotel within a short, level walk of the Haram saves energy for the rites. Ask for a room near the lifts, and check how far the hotel entrance is from the nearest point cars can reach: near the Haram, many streets are closed to traffic at prayer times.

## Plan the rites around rest

- Arrive, sleep and eat first. There is no need to perform Umrah straight off a night flight.
- Choose quieter times for tawaf: mid-morning or after midnight.
- Rest between tawaf and sa'i if needed; it is permitted to pause.
- Agree on a meeting point inside the Haram, such as a numbered gate, in case anyone is separated.

## Wheelchairs and carts

Wheelchairs can be borrowed free of charge at several gates of the Haram against an identity document, and electric carts can be hired for tawaf and sa'i on the upper levels. If a parent tires quickly, bring a light folding wheelchair from home: it is useful at the airport, in the hotel and at the ziyarat sites, and it fits in the boot of any of our vehicles.

## Young children

- Children can perform Umrah; for a young child, a parent makes the intention on their behalf.
- Keep a wristband or card on each child with your name and phone number.
- A lightweight pushchair helps outside the mosque, though they are not always allowed inside the prayer areas.
- Dress children in bright, easy-to-spot colours on crowded days.

## Transport

- Ask for a **child seat** when you book; we fit it before pickup, free of charge.
- A **van with sliding doors** is easier for elderly passengers than a high SUV.
- Keep medicines, water and a change of clothes for the children in your hand luggage, not in the boot.
- On long trips such as Makkah to Madinah, tell the driver when someone needs a break; stopping is never a problem.

## Health

Drink water often, use an umbrella against the sun and avoid the midday heat. Carry a list of medicines with their generic names and a copy of prescriptions in English or Arabic, and make sure everyone has the vaccinations required for Umrah before you travel.`,
      ar: `أداء العمرة مع ثلاثة أجيال من العائلة نعمة، ويحتاج إلى قليل من التخطيط الإضافي مقارنة بالسفر منفردًا. وهذه هي الأمور التي يرى سائقونا أنها تصنع الفرق الأكبر.

## اختر الفندق بعناية

الفندق القريب من الحرم بطريق مشي قصير ومستوٍ يوفّر الجهد للمناسك. اطلب غرفة قريبة من المصاعد، وتحقّق من بُعد مدخل الفندق عن أقرب نقطة تصل إليها السيارات، فكثير من الشوارع القريبة من الحرم تُغلق أمام المركبات في أوقات الصلاة.

## خطّط للمناسك حول أوقات الراحة

- عند الوصول نَم وكُل أولًا، فلا حاجة إلى أداء العمرة مباشرة بعد رحلة طيران ليلية.
- اختر أوقات الطواف الأهدأ: منتصف الضحى أو بعد منتصف الليل.
- استرح بين الطواف والسعي عند الحاجة، فالاستراحة جائزة.
- اتفقوا على نقطة لقاء داخل الحرم، مثل باب برقم معيّن، تحسّبًا لتفرّق أحدكم.

## الكراسي المتحركة والعربات

يمكن استعارة الكراسي المتحركة مجانًا من عدة أبواب في الحرم مقابل وثيقة هوية، ويمكن استئجار العربات الكهربائية للطواف والسعي في الطوابق العليا. وإن كان أحد الوالدين يتعب سريعًا فأحضر معك كرسيًّا خفيفًا قابلًا للطي، فهو مفيد في المطار والفندق ومواقع الزيارات، ويتسع في صندوق أي من مركباتنا.

## الأطفال الصغار

- يصح من الأطفال أداء العمرة، وينوي الوليّ عن الطفل الصغير.
- ضع على كل طفل سوارًا أو بطاقة تحمل اسمك ورقم هاتفك.
- تفيد عربة الأطفال الخفيفة خارج المسجد، وإن كان إدخالها إلى أماكن الصلاة غير مسموح دائمًا.
- ألبس الأطفال ألوانًا زاهية يسهل تمييزها في أيام الزحام.

## التنقل

- اطلب **مقعد أطفال** عند الحجز، ونثبّته قبل الاستقبال مجانًا.
- **الفان ذو الأبواب المنزلقة** أسهل لكبار السن من سيارة الدفع الرباعي المرتفعة.
- احتفظ بالأدوية والماء وملابس احتياطية للأطفال في حقيبة اليد لا في صندوق المركبة.
- في الرحلات الطويلة، مثل الرحلة من مكة إلى المدينة، أخبر السائق متى احتاج أحدكم إلى استراحة، فالتوقف ليس مشكلة أبدًا.

## الصحة

أكثِروا من شرب الماء، واستخدموا المظلات للوقاية من الشمس، وتجنبوا حر الظهيرة. احمل قائمة بالأدوية وأسمائها العلمية ونسخة من الوصفات الطبية بالإنجليزية أو العربية، وتأكد أن كل أفراد العائلة قد تلقوا التطعيمات المطلوبة للعمرة قبل السفر.`,
    },
  },
  {
    slug: "what-to-pack-for-umrah",
    category: "travel_tips",
    title: { en: "What to pack for Umrah", ar: "ماذا تحزم لرحلة العمرة" },
    excerpt: {
      en: "A practical packing list: documents, ihram, comfortable sandals, medicines and the small things pilgrims wish they had brought.",
      ar: "قائمة عملية للحقيبة: الوثائق، وملابس الإحرام، والحذاء المريح، والأدوية، والأشياء الصغيرة التي يتمنى المعتمرون لو أحضروها.",
    },
    coverImage: "/images/articles/what-to-pack-for-umrah.svg",
    publishedDaysAgo: 16,
    body: {
      en: `Pack light. You will walk a great deal, hotel rooms near the Haram are often small, and every vehicle has a limit on suitcases. One medium suitcase and one small bag per person is plenty for a two-week trip.

## Documents

- Passport valid for at least six months, and your visa
- Hotel bookings and your transfer confirmation; the booking link also works offline if you take a screenshot
- Proof of the vaccinations required for Umrah
- A paper copy of your passport, kept apart from the original
- Your hotel's name and address written in Arabic

## Ihram and clothing

- **Men:** two sets of ihram (one to wear, one to wash), a belt with a zipped pouch, and safety pins
- **Women:** loose, modest clothing in breathable fabrics, and several scarves
- A light jacket or shawl: the mosques, hotels and buses are strongly air-conditioned
- Comfortable sandals you have already walked in, and a spare pair

## Health and hygiene

- Your regular medicines for the whole trip, in your hand luggage, with prescriptions
- **Unscented** soap, shampoo and deodorant, since perfume is avoided in ihram
- Sunscreen, lip balm and an umbrella for the sun
- Plasters for blisters, a small tube of petroleum jelly against chafing, and oral rehydration salts
- A few face masks for crowded days

## Useful small things

- A small drawstring bag to carry your shoes inside the Haram
- A lightweight prayer mat for the courtyards
- A power bank, and a plug adaptor: most sockets in Saudi Arabia take the three-pin British type G plug
- A refillable water bottle; Zamzam water is available throughout the Haram
- A pocket-sized book of supplications, or an app with the duas you want to say

## What to leave at home

- Expensive jewellery and large amounts of cash: cards are accepted almost everywhere
- Heavy shoes and bulky clothes
- Anything you would not want to carry for a long walk

## For the way home

Leave space in your suitcase for gifts, dates and prayer mats, and remember that Zamzam water travels only in the official sealed five-litre bottles, not in your luggage. Our drivers are happy to stop at a date market on the way to the airport if you ask in advance.`,
      ar: `احزم أمتعة خفيفة، فستمشي كثيرًا، وغرف الفنادق القريبة من الحرم غالبًا صغيرة، ولكل مركبة حد لعدد الحقائب. وتكفي حقيبة متوسطة وحقيبة صغيرة لكل شخص في رحلة مدتها أسبوعان.

## الوثائق

- جواز سفر صالح لستة أشهر على الأقل، والتأشيرة
- حجوزات الفندق وتأكيد التوصيل، ويمكنك الاحتفاظ بلقطة شاشة لرابط الحجز لتطّلع عليه دون إنترنت
- ما يثبت تلقي التطعيمات المطلوبة للعمرة
- نسخة ورقية من جواز السفر تحتفظ بها بعيدًا عن الأصل
- اسم فندقك وعنوانه مكتوبين بالعربية

## الإحرام والملابس

- **للرجال:** طقمان من ملابس الإحرام (أحدهما للبس والآخر للغسل)، وحزام بجيب بسحّاب، ودبابيس أمان
- **للنساء:** ملابس فضفاضة ساترة من أقمشة تسمح بمرور الهواء، وعدة أغطية للرأس
- سترة خفيفة أو شال، فالمساجد والفنادق والحافلات شديدة التكييف
- حذاء مريح سبق أن مشيت به، وزوج احتياطي

## الصحة والنظافة

- أدويتك المعتادة للرحلة كلها في حقيبة اليد، مع الوصفات الطبية
- صابون وشامبو ومزيل عرق **بلا رائحة**، إذ يُجتنب الطيب في الإحرام
- واقٍ من الشمس، ومرطب للشفاه، ومظلة للوقاية من الشمس
- لاصقات للبثور، وأنبوب صغير من الفازلين لمنع الاحتكاك، وأملاح الإرواء الفموية
- بعض الكمامات لأيام الزحام

## أشياء صغيرة مفيدة

- كيس صغير برباط لحمل حذائك داخل الحرم
- سجادة صلاة خفيفة للساحات
- شاحن متنقل ومحوّل كهرباء، فمعظم المقابس في السعودية من النوع البريطاني ذي الأطراف الثلاثة (G)
- قارورة ماء قابلة لإعادة التعبئة، فماء زمزم متوفر في أرجاء الحرم
- كتيّب صغير للأدعية، أو تطبيق يضم الأدعية التي تريد أن تدعو بها

## ما تتركه في البيت

- المجوهرات الثمينة والمبالغ النقدية الكبيرة، فالبطاقات مقبولة في كل مكان تقريبًا
- الأحذية الثقيلة والملابس الضخمة
- كل ما لا تريد أن تحمله في مشي طويل

## لرحلة العودة

اترك في حقيبتك مكانًا للهدايا والتمور وسجادات الصلاة، وتذكّر أن ماء زمزم لا يُنقل إلا في العبوات الرسمية المختومة سعة خمسة لترات، لا في أمتعتك. ويسعد سائقونا بالتوقف عند سوق للتمور في الطريق إلى المطار إن طلبت ذلك مسبقًا.`,
    },
  },
  {
    slug: "the-miqat-explained",
    category: "umrah",
    title: { en: "The miqat explained", ar: "المواقيت: شرح مبسّط" },
    excerpt: {
      en: "Where the five miqat are, which one applies to you, and how to enter ihram when you fly into Jeddah or travel from Madinah.",
      ar: "أين تقع المواقيت الخمسة، وأيها يخصك، وكيف تُحرم إذا وصلت جوًّا إلى جدة أو سافرت من المدينة.",
    },
    seoTitle: { en: "The miqat for Umrah: where and how to enter ihram", ar: "مواقيت العمرة: أين وكيف تُحرم" },
    seoDescription: {
      en: "The five miqat set by the Prophet (peace be upon him), which one applies to you, and how to enter ihram on a flight to Jeddah or on the road from Madinah.",
      ar: "المواقيت الخمسة التي حددها النبي صلى الله عليه وسلم، وأيها يخصك، وكيف تُحرم في الطائرة المتجهة إلى جدة أو على الطريق من المدينة.",
    },
    coverImage: "/images/articles/the-miqat-explained.svg",
    publishedDaysAgo: 6,
    body: {
      en: `The **miqat** are the boundaries set by the Prophet (peace be upon him) that a pilgrim heading for Hajj or Umrah must not cross without being in ihram. Knowing which one applies to you avoids a common and stressful mistake.

## The five miqat

- **Dhul-Hulayfah**, today called Abyar Ali, about 10 km from the Prophet's Mosque: for those coming from Madinah. It is the farthest from Makkah, about 430 km away.
- **Al-Juhfah**, near Rabigh: for those coming from Egypt, the Levant, North Africa and the north-west.
- **Qarn al-Manazil**, at As-Sayl al-Kabir, with Wadi Mahram on the road from Taif: for those coming from Najd, Riyadh and the east.
- **Yalamlam**, at As-Sa'diyyah: for those coming from Yemen and the south.
- **Dhat Irq**: for those coming from Iraq.

A pilgrim who passes by a miqat on the way to Makkah enters ihram there, even if it is not the one named for their country.

## Flying into Jeddah

Jeddah lies inside the miqat, so most pilgrims flying to Jeddah for Umrah will cross a miqat in the air.

- Put on your ihram clothing at home, at your departure airport or on board before the plane reaches the miqat. Many airlines announce it, usually 20 to 40 minutes before landing.
- Make your intention and begin the talbiyah when the plane is level with the miqat, or shortly before.
- If you are flying first to Madinah, there is no need to enter ihram on the plane: you will do it at Dhul-Hulayfah when you travel to Makkah.

If you landed in Jeddah intending Umrah without entering ihram, do not simply carry on to Makkah. Ask a scholar: the usual advice is to go back to a miqat and enter ihram there.

## Coming from Madinah

Travelling from Madinah to Makkah for Umrah, you pass Dhul-Hulayfah a few minutes after leaving the city. The mosque there has large washrooms and changing areas. Our drivers stop for **20 to 30 minutes** so you can bathe or make wudu, change, pray and make your intention, then continue to Makkah reciting the talbiyah.

## Living in Jeddah or staying in Makkah

- Residents of Jeddah, and anyone who is already inside the miqat, enter ihram from where they are.
- Pilgrims staying in Makkah who wish to perform another Umrah must leave the sanctuary, usually to **Masjid Aisha at At-Tan'im**, the nearest point, or to Al-Ji'ranah, and enter ihram there. A round trip to At-Tan'im takes about 45 minutes by car.

## Good to know

- Ihram is a state entered with the intention, not only a set of clothes: putting on the sheets early does not bind you until you make the intention.
- Women may enter ihram during menstruation; they perform every rite except tawaf, which waits until they are pure.

Tell us when you book that you need a miqat stop, and we include the time in your trip.`,
      ar: `**المواقيت** حدود وقّتها النبي صلى الله عليه وسلم، لا يجوز لمريد الحج أو العمرة أن يتجاوزها دون إحرام. ومعرفة الميقات الذي يخصك تجنّبك خطأً شائعًا ومقلقًا.

## المواقيت الخمسة

- **ذو الحليفة**، وتُسمى اليوم أبيار علي، على بعد نحو 10 كيلومترات من المسجد النبوي: لمن جاء من المدينة، وهي أبعد المواقيت عن مكة بنحو 430 كيلومترًا.
- **الجحفة** قرب رابغ: لمن جاء من مصر والشام وشمال أفريقيا والشمال الغربي.
- **قرن المنازل** في السيل الكبير، ويحاذيه وادي محرم على طريق الطائف: لمن جاء من نجد والرياض والشرق.
- **يلملم** في السعدية: لمن جاء من اليمن والجنوب.
- **ذات عرق**: لمن جاء من العراق.

ومن مرّ بميقات في طريقه إلى مكة أحرم منه، ولو لم يكن الميقات المحدد لأهل بلده.

## الوصول جوًّا إلى جدة

تقع جدة داخل المواقيت، لذا يعبر معظم القادمين جوًّا إليها للعمرة ميقاتًا وهم في الطائرة.

- البس ملابس الإحرام في بيتك، أو في مطار المغادرة، أو في الطائرة قبل بلوغها الميقات. وتعلن كثير من شركات الطيران عنه، عادةً قبل الهبوط بعشرين إلى أربعين دقيقة.
- انوِ وابدأ التلبية عند محاذاة الطائرة للميقات أو قبل ذلك بقليل.
- إن كانت رحلتك الأولى إلى المدينة فلا حاجة إلى الإحرام في الطائرة، إذ ستُحرم من ذي الحليفة عند سفرك إلى مكة.

وإن هبطت في جدة تريد العمرة ولم تُحرم، فلا تواصل طريقك إلى مكة مباشرة، بل اسأل أهل العلم، والنصيحة المعتادة أن ترجع إلى ميقات فتُحرم منه.

## القدوم من المدينة

عند السفر من المدينة إلى مكة لأداء العمرة تمر بذي الحليفة بعد دقائق من مغادرة المدينة، وفي مسجدها دورات مياه واسعة وأماكن لتبديل الملابس. ويتوقف سائقونا هناك **من 20 إلى 30 دقيقة** لتغتسل أو تتوضأ، وتلبس الإحرام، وتصلي، وتنوي، ثم تواصل الطريق إلى مكة ملبيًا.

## المقيمون في جدة والنازلون في مكة

- يُحرم أهل جدة، وكل من كان داخل المواقيت، من مكانهم.
- ومن كان في مكة وأراد عمرة أخرى فعليه أن يخرج إلى الحِل، وعادةً ما يكون ذلك إلى **مسجد عائشة في التنعيم**، وهو أقرب نقطة، أو إلى الجعرانة، فيُحرم من هناك. وتستغرق رحلة الذهاب والعودة إلى التنعيم نحو 45 دقيقة بالسيارة.

## معلومات مفيدة

- الإحرام نية للدخول في النسك وليس مجرد لباس، فلبس ملابس الإحرام مبكرًا لا يُلزمك بشيء حتى تنوي.
- يجوز للمرأة الحائض أن تُحرم، وتؤدي المناسك كلها إلا الطواف، فتؤخره حتى تطهر.

أخبرنا عند الحجز أنك تحتاج إلى التوقف عند الميقات، فنُدرج الوقت اللازم في رحلتك.`,
    },
  },
];
