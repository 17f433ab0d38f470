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
  copyrightYear: 2024,
  founded: 2018,
} as const;
