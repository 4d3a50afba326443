import { englishKeyedTexts } from "../i18n/english-keyed-texts";

/**
 * The Arabic of every sentence /admin/configurations can answer or its forms can show, keyed by
 * the English the shared schemas (company profile, site settings, integrations, feature flags)
 * and the services write (see english-keyed-texts). A test walks those schemas and services so a
 * new sentence without its Arabic fails.
 */
const ARABIC: Record<string, string> = {
  "English text is required": "النص الإنجليزي مطلوب",
  "Arabic text is required": "النص العربي مطلوب",
  // Company profile.
  "Use the international format, e.g. +966500000000": "استخدم الصيغة الدولية، مثل ‎+966500000000",
  "Enter an email address such as info@example.com": "أدخل بريدًا إلكترونيًا مثل info@example.com",
  "Use a web address starting with https://": "استخدم عنوان ويب يبدأ بـ https://",
  "Keep the address under 300 characters.": "اجعل العنوان أقل من 300 حرف.",
  "Enter a whole number": "أدخل عددًا صحيحًا",
  "Use 0 or more": "استخدم 0 أو أكثر",
  "Use a year from 1900": "استخدم سنة من 1900 فصاعدًا",
  "Use a year up to 2100": "استخدم سنة حتى 2100",
  "At most 100,000,000": "100,000,000 على الأكثر",
  "Use a site path such as /images/fleet/van.webp or an https:// address.": "استخدم مسارًا في الموقع مثل ‎/images/fleet/van.webp أو عنوانًا يبدأ بـ https://",
  "Keep the image address under 500 characters.": "اجعل عنوان الصورة أقل من 500 حرف.",
  // Site settings.
  "Choose at least one language.": "اختر لغة واحدة على الأقل.",
  "Choose English or Arabic.": "اختر الإنجليزية أو العربية.",
  "Choose each language once.": "اختر كل لغة مرة واحدة.",
  "Use a three-letter ISO 4217 code, e.g. PKR": "استخدم رمزًا من ثلاثة أحرف وفق ISO 4217، مثل PKR",
  "At most 40 more currencies.": "40 عملة إضافية على الأكثر.",
  "At most 20 more cities.": "20 مدينة إضافية على الأكثر.",
  "Enter a latitude between -90 and 90.": "أدخل خط عرض بين ‎-90 و90.",
  "Enter a longitude between -180 and 180.": "أدخل خط طول بين ‎-180 و180.",
  "Use an https:// address, off, or leave it empty for the default": "استخدم عنوانًا يبدأ بـ https://‎ أو off، أو اتركه فارغًا للقيمة الافتراضية",
  "Use an https:// address with {z}, {x} and {y}, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png":
    "استخدم عنوانًا يبدأ بـ https://‎ ويحتوي {z} و{x} و{y}، مثل https://tile.openstreetmap.org/{z}/{x}/{y}.png",
  "Enter a whole number of hours.": "أدخل عددًا صحيحًا من الساعات.",
  "Use 0 or more hours.": "استخدم 0 ساعة أو أكثر.",
  "At most 336 hours (14 days).": "336 ساعة (14 يومًا) على الأكثر.",
  "At most 720 hours (30 days).": "720 ساعة (30 يومًا) على الأكثر.",
  "Use 1 hour or more.": "استخدم ساعة واحدة أو أكثر.",
  "At most 72 hours (3 days).": "72 ساعة (3 أيام) على الأكثر.",
  "Enter a whole number of minutes.": "أدخل عددًا صحيحًا من الدقائق.",
  "Use 5 minutes or more.": "استخدم 5 دقائق أو أكثر.",
  "At most 1,440 minutes (24 hours).": "1,440 دقيقة (24 ساعة) على الأكثر.",
  "At most 48 hours.": "48 ساعة على الأكثر.",
  "Write the payment sentence in English.": "اكتب جملة الدفع بالإنجليزية.",
  "Write the payment sentence in Arabic.": "اكتب جملة الدفع بالعربية.",
  "Keep the payment sentence under 300 characters.": "اجعل جملة الدفع أقل من 300 حرف.",
  "Use one line of plain text for the payment sentence.": "اكتب جملة الدفع في سطر واحد من نص عادي.",
  "Use a whole number of megabytes.": "أدخل عددًا صحيحًا من الميغابايت.",
  "At least 1 MB.": "1 ميغابايت على الأقل.",
  "At most 10,000,000 MB.": "10,000,000 ميغابايت على الأكثر.",
  // Integrations.
  "Use smtp://user:password@host:587 or smtps://…:465": "استخدم smtp://user:password@host:587 أو smtps://…:465",
  "Use an http(s):// address": "استخدم عنوانًا يبدأ بـ http://‎ أو https://",
  "Digits only": "أرقام فقط",
  "Choose altcha or hcaptcha": "اختر altcha أو hcaptcha",
  "Use https://<key>@host/<project>": "استخدم https://<key>@host/<project>",
  "Lowercase letters, digits, dots and hyphens": "أحرف لاتينية صغيرة وأرقام ونقاط وشرطات فقط",
  "This integration is set by the environment; change it there.": "هذا التكامل مضبوط من متغيرات البيئة؛ غيّره هناك.",
  // "Test connection" outcomes (stored in English, shown in the viewer's language).
  "Not configured: the SMTP address is missing.": "غير مضبوط: عنوان SMTP غير موجود.",
  "Not configured: the phone number id is missing.": "غير مضبوط: معرّف رقم الهاتف غير موجود.",
  "Not configured: the access token is missing.": "غير مضبوط: رمز الوصول غير موجود.",
  "Not configured: the hCaptcha secret is missing.": "غير مضبوط: المفتاح السري لـ hCaptcha غير موجود.",
  "Not configured: the error-reporting address is missing.": "غير مضبوط: عنوان الإبلاغ عن الأخطاء غير موجود.",
  "Not configured: endpoint is missing.": "غير مضبوط: عنوان الخدمة (endpoint) غير موجود.",
  "Not configured: bucket is missing.": "غير مضبوط: اسم الحاوية (bucket) غير موجود.",
  "Not configured: accessKeyId is missing.": "غير مضبوط: معرّف مفتاح الوصول غير موجود.",
  "Not configured: secretAccessKey is missing.": "غير مضبوط: مفتاح الوصول السري غير موجود.",
  "Not configured: the secret key is missing.": "غير مضبوط: المفتاح السري غير موجود.",
  "Not configured: the publishable key is missing.": "غير مضبوط: المفتاح العام غير موجود.",
  "Moyasar refused the secret key (HTTP 401).": "رفضت ميسّر المفتاح السري (HTTP 401).",
  "The built-in ALTCHA captcha runs on this server: nothing outside to reach.": "يعمل اختبار ALTCHA المدمج على هذا الخادم: لا توجد خدمة خارجية للوصول إليها.",
  "hCaptcha answered and accepted the secret (the test token itself is expectedly invalid).":
    "أجابت hCaptcha وقبلت المفتاح السري (رمز الاختبار نفسه غير صالح كما هو متوقع).",
};

// Outcomes with names, numbers or the service's own words in them: those stay as they came.
const texts = englishKeyedTexts(ARABIC, [
  { english: /^([A-Z]{3}) is already in the list$/, arabic: "$1 موجودة في القائمة بالفعل" },
  { english: /^(.+) is already a city$/, arabic: "$1 مدينة موجودة بالفعل" },
  { english: /^Could not reach the service: (.*)$/s, arabic: "تعذّر الوصول إلى الخدمة: $1" },
  { english: /^The SMTP server at (\S+) accepted the connection and the sign-in\.$/, arabic: "قبل خادم SMTP على $1 الاتصال وتسجيل الدخول." },
  { english: /^The SMTP server at (\S+) accepted the connection\.$/, arabic: "قبل خادم SMTP على $1 الاتصال." },
  { english: /^The SMTP server refused or did not answer: (.*)$/s, arabic: "رفض خادم SMTP الاتصال أو لم يُجب: $1" },
  { english: /^WhatsApp Cloud API answered for (.+)\.$/, arabic: "أجابت WhatsApp Cloud API للرقم $1." },
  { english: /^WhatsApp Cloud API refused \(HTTP (\d+)\): (.*)$/s, arabic: "رفضت WhatsApp Cloud API الطلب (HTTP $1): $2" },
  {
    english: /^Moyasar accepted the secret key \((live|test) mode\)\.( Set the webhook secret too, or payment webhooks are refused\.)?$/,
    arabic: (mode, warning) =>
      `قبلت ميسّر المفتاح السري (وضع ${mode === "live" ? "التشغيل" : "الاختبار"}).${warning ? " اضبط رمز سرّ الإشعارات أيضًا، وإلا رُفضت إشعارات الدفع." : ""}`,
  },
  { english: /^Moyasar answered HTTP (\d+)\.$/, arabic: "أجابت ميسّر (HTTP $1)." },
  { english: /^hCaptcha refused the secret \((.*)\)\.$/, arabic: "رفضت hCaptcha المفتاح السري ($1)." },
  { english: /^The error-reporting service refused the key \(HTTP (\d+)\)\.$/, arabic: "رفضت خدمة الإبلاغ عن الأخطاء المفتاح (HTTP $1)." },
  { english: /^The error-reporting service at (\S+) answered \(HTTP (\d+)\)\.$/, arabic: "أجابت خدمة الإبلاغ عن الأخطاء على $1 (HTTP $2)." },
  { english: /^The bucket (\S+) exists and these keys may use it\.$/, arabic: "الحاوية $1 موجودة ويمكن لهذه المفاتيح استخدامها." },
  { english: /^The storage answered, but there is no bucket named (\S+)\.$/, arabic: "أجابت خدمة التخزين، لكن لا توجد حاوية باسم $1." },
  { english: /^The storage refused these keys for (\S+) \(HTTP (\d+)\)\.$/, arabic: "رفضت خدمة التخزين هذه المفاتيح للحاوية $1 (HTTP $2)." },
  { english: /^The storage answered HTTP (\d+)\.$/, arabic: "أجابت خدمة التخزين بـ HTTP $1." },
  { english: /^The test failed: (.*)$/s, arabic: "فشل الاختبار: $1" },
]);

export const configurationsText = texts.text;
export const hasConfigurationsArabic = texts.has;
export const configurationsFieldTexts = texts.fields;
