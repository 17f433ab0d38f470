/**
 * The business facts shown across the site (footer 'Get in touch', contact page, structured
 * data). One place to change them (docs/product/catalogue.md).
 */
export const BUSINESS = {
  name: 'Kashi Realty',
  legalName: 'Kashi Realty Property Solutions Pvt. Ltd.',
  tagline: 'Connecting Dreams with the Perfect Property.',
  address: {
    line1: '2nd Floor, Vinayak Plaza, Sigra–Mahmoorganj Road',
    line2: 'Sigra, Varanasi, Uttar Pradesh 221010',
  },
  phone: '+91 94150 12345',
  phoneHref: 'tel:+919415012345',
  email: 'care@kashirealty.in',
  social: { label: 'Instagram', href: 'https://www.instagram.com/kashirealty' },
  hours: 'Monday to Friday 09:00AM to 08:30PM',
  office: { lat: 25.3176, lon: 82.9739 },
  founded: 2018,
} as const;

/** The business facts people read that change with the page's language: name, tagline, postal address and working hours. */
export type BusinessTexts = {
  name: string;
  tagline: string;
  address: { line1: string; line2: string };
  hours: string;
};

/**
 * The visible business texts in Hindi (docs/product/seo.md, "Hindi"), beside the English ones of
 * {@link BUSINESS}: the name written काशी रियल्टी in running Hindi text, the tagline, the postal
 * address and the working hours. The legal name, phone, e-mail and links stay as in {@link BUSINESS}.
 */
export const BUSINESS_HI: BusinessTexts = {
  name: 'काशी रियल्टी',
  tagline: 'सपनों को सही प्रॉपर्टी से जोड़ते हैं।',
  address: {
    line1: 'दूसरी मंज़िल, विनायक प्लाज़ा, सिगरा–महमूरगंज रोड',
    line2: 'सिगरा, वाराणसी, उत्तर प्रदेश 221010',
  },
  hours: 'सोमवार से शुक्रवार, सुबह 09:00 से रात 08:30 बजे तक',
};

/** The visible business texts of {@link BUSINESS} in `language` ('en' or 'hi'): English as in BUSINESS, Hindi from {@link BUSINESS_HI}. */
export function businessTexts(language: 'en' | 'hi'): BusinessTexts {
  if (language === 'hi') return BUSINESS_HI;
  return { name: BUSINESS.name, tagline: BUSINESS.tagline, address: BUSINESS.address, hours: BUSINESS.hours };
}
