import type { SeedSitePage } from "#server/db/seed/seed-types";

export const sitePages: SeedSitePage[] = [
  {
    slug: "privacy",
    title: { en: "Privacy policy", ar: "سياسة الخصوصية" },
    body: {
      en: `Rihla ("we", "us") arranges private transport for pilgrims and travellers in Saudi Arabia. This policy explains what personal data we collect, why we collect it, how long we keep it and the rights you have over it. We process personal data in line with the Saudi **Personal Data Protection Law**.

## What we collect

- **Booking details:** your name, phone or WhatsApp number, email address, country, flight number, pickup and drop-off places, dates and times, the number of passengers and bags, and any requests such as child seats or a wheelchair.
- **Your name as it appears in your passport**, only if you choose to give it, so that the name on the airport sign and on any checkpoint list matches your documents. We do not ask for passport numbers or copies.
- **Messages** you send us through the contact form, by email or on WhatsApp, and our replies.
- **Driver location during a job:** from the moment a driver starts your trip until it ends, the driver's phone shares its position so that you and our team can follow the vehicle. We do not track your phone.
- **Technical data:** your IP address and browser type, recorded in our server logs to protect the site against abuse.

## Why we use it

- to arrange and carry out your booking, and to contact you about it
- to send you the driver's details and the tracking link for your trip
- to issue invoices and meet our tax and accounting obligations
- to answer your questions and handle complaints
- to keep the site and our systems secure

We do not sell your data, and we do not use it for advertising or send you marketing messages.

## Who can see it

- the members of our team who handle your booking
- the operator and the driver assigned to your trip, who see only what they need for it: your name, phone number, the places and times, and the passenger and luggage details
- service providers who host our systems and send our emails, under contracts that require them to protect your data
- public authorities, when the law requires it

If you contact us on **WhatsApp**, your messages are also handled by WhatsApp under its own privacy policy.

## How long we keep it

- **Driver locations:** 30 days after the trip, then deleted.
- **Booking records and invoices:** for as long as Saudi tax and accounting rules require.
- **Messages and contact-form enquiries:** up to 12 months after our last exchange, unless they relate to a booking.
- **Server logs:** up to 90 days.

## Cookies

We use only two cookies: one that remembers the language you chose, and a session cookie for staff who sign in to our back office. We do not use advertising, analytics or tracking cookies.

## Security

Access to personal data is limited to the people who need it, protected by passwords, and recorded. Booking and tracking links are long, random and hard to guess; please do not share yours publicly.

## Your rights

You may ask to see the personal data we hold about you, to correct it, to receive a copy or to have it deleted when we no longer need it for your booking or by law. Write to **info@rihla.example** and we will reply within 30 days. If you are not satisfied with our answer, you may complain to the Saudi Data and Artificial Intelligence Authority (SDAIA).

## Changes to this policy

We may update this policy when our services change. The current version is always on this page.`,
      ar: `تتولى "رحلة" ("نحن") ترتيب النقل الخاص للحجاج والمعتمرين والمسافرين في المملكة العربية السعودية. توضح هذه السياسة البيانات الشخصية التي نجمعها، وسبب جمعها، ومدة الاحتفاظ بها، وحقوقك عليها. ونعالج البيانات الشخصية وفقًا لـ**نظام حماية البيانات الشخصية** في المملكة.

## ما الذي نجمعه

- **بيانات الحجز:** اسمك، ورقم هاتفك أو واتساب، وبريدك الإلكتروني، وبلدك، ورقم رحلتك الجوية، وأماكن الاستقبال والتوصيل وتواريخها ومواعيدها، وعدد الركاب والحقائب، وأي طلبات مثل مقاعد الأطفال أو الكرسي المتحرك.
- **اسمك كما هو مدوّن في جواز سفرك**، إن اخترت تقديمه فقط، ليطابق الاسم على لوحة الاستقبال في المطار وفي أي قائمة لنقاط التفتيش وثائقك. ولا نطلب أرقام جوازات السفر أو صورها.
- **الرسائل** التي ترسلها إلينا عبر نموذج التواصل أو البريد الإلكتروني أو واتساب، وردودنا عليها.
- **موقع السائق في أثناء الرحلة:** من لحظة بدء السائق رحلتك حتى انتهائها يشارك هاتفه موقعه لتتمكن أنت وفريقنا من متابعة المركبة. ونحن لا نتتبع هاتفك.
- **البيانات التقنية:** عنوان IP ونوع المتصفح، وتُسجّل في سجلات الخادم لحماية الموقع من إساءة الاستخدام.

## لماذا نستخدمها

- لترتيب حجزك وتنفيذه، والتواصل معك بشأنه
- لإرسال بيانات السائق ورابط تتبع رحلتك إليك
- لإصدار الفواتير والوفاء بالتزاماتنا الضريبية والمحاسبية
- للرد على استفساراتك ومعالجة الشكاوى
- للحفاظ على أمن الموقع وأنظمتنا

لا نبيع بياناتك، ولا نستخدمها في الإعلانات، ولا نرسل إليك رسائل تسويقية.

## من يطّلع عليها

- أفراد فريقنا الذين يتولون حجزك
- المشغّل والسائق المكلّفان برحلتك، ولا يطّلعان إلا على ما يلزم لها: اسمك ورقم هاتفك والأماكن والمواعيد وبيانات الركاب والأمتعة
- مزودو الخدمات الذين يستضيفون أنظمتنا ويرسلون رسائلنا الإلكترونية، بموجب عقود تلزمهم بحماية بياناتك
- الجهات الحكومية، حين يقتضي النظام ذلك

وإذا تواصلت معنا عبر **واتساب** فإن رسائلك تخضع أيضًا لسياسة الخصوصية الخاصة بواتساب.

## مدة الاحتفاظ بها

- **مواقع السائقين:** 30 يومًا بعد الرحلة، ثم تُحذف.
- **سجلات الحجز والفواتير:** طوال المدة التي تقتضيها الأنظمة الضريبية والمحاسبية في المملكة.
- **الرسائل واستفسارات نموذج التواصل:** حتى 12 شهرًا بعد آخر تواصل بيننا، ما لم تكن متعلقة بحجز.
- **سجلات الخادم:** حتى 90 يومًا.

## ملفات تعريف الارتباط

لا نستخدم إلا ملفين: أحدهما يتذكر اللغة التي اخترتها، والآخر ملف جلسة للموظفين الذين يسجلون الدخول إلى لوحة الإدارة. ولا نستخدم ملفات إعلانية أو تحليلية أو ملفات تتبع.

## أمن البيانات

يقتصر الوصول إلى البيانات الشخصية على من يحتاجون إليها، ويكون محميًا بكلمات مرور ومسجّلًا. وروابط الحجز والتتبع طويلة وعشوائية يصعب تخمينها، فنرجو ألا تنشر رابطك علنًا.

## حقوقك

يحق لك أن تطلب الاطلاع على بياناتك الشخصية التي نحتفظ بها، أو تصحيحها، أو الحصول على نسخة منها، أو حذفها متى لم نعد نحتاج إليها لحجزك أو بموجب النظام. راسلنا على **info@rihla.example** وسنرد خلال 30 يومًا. وإن لم تكن راضيًا عن ردنا فيحق لك تقديم شكوى إلى الهيئة السعودية للبيانات والذكاء الاصطناعي (سدايا).

## التعديلات على هذه السياسة

قد نحدّث هذه السياسة عند تغيّر خدماتنا، وتبقى النسخة السارية منشورة دائمًا في هذه الصفحة.`,
    },
  },
  {
    slug: "terms",
    title: { en: "Terms of service", ar: "شروط الخدمة" },
    body: {
      en: `These terms apply to every booking made with Rihla, whether on this website, by phone or on WhatsApp. By confirming a booking you accept them.

## Bookings

A booking is confirmed when we send you a confirmation with its reference and your booking link. Please check the details at once, and tell us if anything is wrong. You are responsible for giving us accurate information, in particular the number of passengers and bags and, for airport pickups, your flight number.

## Prices and payment

- Prices are **per vehicle**, not per person, in Saudi riyals (SAR), and **include 15% VAT**.
- Fuel, parking and road tolls for the booked route are included.
- Prices in Ramadan and the Hajj season may differ from the rest of the year; the price shown when you confirm is the price you pay.
- Extra stops, changes of route and extra waiting are charged only if you ask for them.
- The payment method is stated in your confirmation. We issue a VAT invoice for every booking.

## Waiting time

- **Airport pickups:** 60 minutes of free waiting from the actual landing time, or 90 minutes at the Hajj Terminal at Jeddah airport.
- **Other pickups:** 20 minutes of free waiting from the booked time.
- **Hourly hire:** the driver waits as long as you need within the hours booked.

Beyond the free time, waiting is charged at SAR 50 for each started half hour for sedans, SUVs and vans, and SAR 100 for minibuses, Coasters and coaches. The driver or our team will always tell you before any charge applies.

## Changes and cancellation

- Changes and cancellations are **free up to 24 hours** before pickup, or **72 hours** for Coasters and coaches.
- After that, cancellations are charged at 50% of the price. If the passenger does not show up, the full price is charged.
- If your flight is cancelled or rescheduled by the airline, we move your pickup free of charge.
- If we have to cancel, we refund you in full, and we try first to find you another vehicle.

## Luggage

Each vehicle class carries the number of passengers and suitcases shown on our fleet page. Tell us in advance about extra or oversized luggage, wheelchairs, pushchairs and child seats. If your luggage does not fit safely, the driver may need to refuse it or we may offer a larger vehicle at the difference in price. Dangerous goods are not carried.

## Safety and conduct

Every passenger must wear a seat belt, and children travel in the child seats we fit on request. Smoking is not allowed in our vehicles. A vehicle may not carry more passengers than it is licensed for.

## Road closures, checkpoints and entry rules

Roads near the Harams close at busy times. When this happens, the driver takes you to the nearest point open to traffic. Entry to Makkah is limited to Muslims, and during the Hajj season to permit holders; passengers are responsible for meeting these rules and for carrying their passports and permits.

## Liability

We provide the vehicle and driver you booked with due care and skill. We are not responsible for delays or changes caused by events beyond our reasonable control, such as road closures, checkpoints, accidents, weather or late flights. Please follow the pickup times we advise for flights; we are not responsible for a missed flight when a pickup was booked later than advised. Except where the law does not allow it, our liability for any trip is limited to its price. Items left in a vehicle are kept for 30 days.

## Complaints

If something goes wrong, tell us as soon as possible at info@rihla.example or on WhatsApp. We reply within three working days.

## Governing law

These terms are governed by the laws of the Kingdom of Saudi Arabia, and disputes fall within the jurisdiction of the competent courts in Makkah. If the English and Arabic versions differ, the Arabic version prevails.`,
      ar: `تنطبق هذه الشروط على كل حجز يتم مع "رحلة"، سواء عبر هذا الموقع أو بالهاتف أو عبر واتساب. وبتأكيدك الحجز فإنك توافق عليها.

## الحجوزات

يُعد الحجز مؤكدًا عندما نرسل إليك تأكيدًا يتضمن رقمه المرجعي ورابط حجزك. يرجى مراجعة التفاصيل فورًا وإبلاغنا إن كان فيها خطأ. وأنت مسؤول عن تزويدنا بمعلومات صحيحة، ولا سيما عدد الركاب والحقائب، ورقم رحلتك الجوية عند الاستقبال من المطار.

## الأسعار والدفع

- الأسعار **لكل مركبة** لا لكل شخص، بالريال السعودي، و**تشمل ضريبة القيمة المضافة 15٪**.
- الوقود والمواقف ورسوم الطرق للمسار المحجوز مشمولة.
- قد تختلف الأسعار في رمضان وموسم الحج عن بقية العام، والسعر الظاهر عند التأكيد هو السعر الذي تدفعه.
- لا تُحتسب التوقفات الإضافية أو تغيير المسار أو الانتظار الإضافي إلا إذا طلبتها.
- تُذكر طريقة الدفع في تأكيد الحجز، ونصدر فاتورة ضريبية لكل حجز.

## مدة الانتظار

- **الاستقبال من المطار:** 60 دقيقة انتظار مجاني من موعد الهبوط الفعلي، أو 90 دقيقة في صالة الحجاج بمطار جدة.
- **الاستقبال من الأماكن الأخرى:** 20 دقيقة انتظار مجاني من الموعد المحجوز.
- **السائق بالساعة:** ينتظرك السائق المدة التي تحتاجها ضمن الساعات المحجوزة.

وبعد انقضاء الوقت المجاني يُحتسب الانتظار بواقع 50 ريالًا عن كل نصف ساعة أو جزء منها لسيارات السيدان والسيارات العائلية الكبيرة والفانات، و100 ريال للحافلات الصغيرة وحافلات الكوستر والحافلات الكبيرة. وسيبلغك السائق أو فريقنا دائمًا قبل احتساب أي مبلغ.

## التعديل والإلغاء

- التعديل والإلغاء **مجانيان حتى 24 ساعة** قبل موعد الاستقبال، أو **72 ساعة** لحافلات الكوستر والحافلات الكبيرة.
- بعد ذلك يُحتسب 50٪ من السعر عند الإلغاء، ويُحتسب السعر كاملًا إذا لم يحضر الراكب.
- إذا ألغت شركة الطيران رحلتك أو غيّرت موعدها فإننا ننقل موعد استقبالك مجانًا.
- وإذا اضطررنا نحن إلى الإلغاء أعدنا إليك المبلغ كاملًا، ونسعى أولًا إلى توفير مركبة أخرى لك.

## الأمتعة

تتسع كل فئة مركبات لعدد الركاب والحقائب المبيّن في صفحة الأسطول. أخبرنا مسبقًا بالأمتعة الإضافية أو كبيرة الحجم والكراسي المتحركة وعربات الأطفال ومقاعد الأطفال. وإذا تعذّر حمل أمتعتك بأمان فقد يضطر السائق إلى رفضها، أو نعرض عليك مركبة أكبر مقابل فرق السعر. ولا تُنقل المواد الخطرة.

## السلامة والسلوك

يجب على كل راكب ربط حزام الأمان، ويجلس الأطفال في مقاعد الأطفال التي نثبّتها عند الطلب. ويُمنع التدخين في مركباتنا، ولا يجوز أن تحمل المركبة ركابًا أكثر من العدد المرخص لها.

## إغلاق الطرق ونقاط التفتيش وأنظمة الدخول

تُغلق الطرق القريبة من الحرمين في أوقات الذروة، وعندئذ يوصلك السائق إلى أقرب نقطة مفتوحة للسير. ويقتصر دخول مكة على المسلمين، وفي موسم الحج على حاملي التصاريح، والركاب مسؤولون عن استيفاء هذه الأنظمة وحمل جوازاتهم وتصاريحهم.

## المسؤولية

نوفر المركبة والسائق اللذين حجزتهما بالعناية والمهارة الواجبتين. ولسنا مسؤولين عن التأخير أو التغيير الناتج عن ظروف خارجة عن سيطرتنا المعقولة، مثل إغلاق الطرق ونقاط التفتيش والحوادث والأحوال الجوية وتأخر الرحلات الجوية. ونرجو الالتزام بمواعيد الاستقبال التي ننصح بها قبل الرحلات الجوية، فلسنا مسؤولين عن فوات رحلة حُجز الاستقبال لها في موعد متأخر عما نصحنا به. وفي غير الحالات التي لا يجيز فيها النظام ذلك، تقتصر مسؤوليتنا عن أي رحلة على سعرها. ونحتفظ بالمفقودات التي تُترك في المركبات 30 يومًا.

## الشكاوى

إذا حدث خطأ فأبلغنا في أقرب وقت عبر info@rihla.example أو واتساب، ونرد خلال ثلاثة أيام عمل.

## النظام الحاكم

تخضع هذه الشروط لأنظمة المملكة العربية السعودية، ويختص بنظر أي نزاع المحاكم المختصة في مكة المكرمة. وإذا اختلف النصان العربي والإنجليزي فالنص العربي هو المعتمد.`,
    },
  },
];
