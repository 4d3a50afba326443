import type { CompanyProfile } from "#shared/company/company-profile.schema";

/** The demo company's public details (all contact data is fictional). */
export const companyProfile: CompanyProfile = {
  name: { en: "Rihla", ar: "رحلة" },
  tagline: {
    en: "Private transfers and ziyarat tours for pilgrims in Jeddah, Makkah and Madinah",
    ar: "توصيل خاص وجولات زيارات لضيوف الرحمن في جدة ومكة المكرمة والمدينة المنورة",
  },
  phone: "+966125550123",
  whatsapp: "+966555012345",
  email: "info@rihla.example",
  address: {
    en: "Office 12, Ibrahim Al Khalil Road, Al Misfalah, Makkah 24231, Saudi Arabia",
    ar: "مكتب 12، طريق إبراهيم الخليل، حي المسفلة، مكة المكرمة 24231، المملكة العربية السعودية",
  },
  social: {
    instagram: "https://example.com/rihla/instagram",
    x: "https://example.com/rihla/x",
    facebook: "https://example.com/rihla/facebook",
    youtube: "https://example.com/rihla/youtube",
  },
};
