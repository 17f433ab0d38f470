/**
 * Every route of the site (docs/product/catalogue.md route table, docs/product/accounts.md) as one object, so
 * links never spell a path twice.
 */
export const PATHS = {
  home: '/',
  about: '/aboutpage',
  properties: '/properties',
  detail: (siteId: number | string) => `/detailpage/${siteId}`,
  propertySlug: (slug: string) => `/property/${slug}`,
  contact: '/contactus',
  blogs: '/blogs',
  blog: (blogId: number | string) => `/blogs/${blogId}`,
  membership: '/associatemembership',
  /** Buying Pro by UPI (docs/product/payments.md, "Screens"): state, price, QR code, UTR. */
  membershipCheckout: '/associatemembership/checkout',
  faqs: '/faqs',
  /** The privacy notice (docs/product/privacy.md): every item of personal data, its purpose and period, the grievance officer. */
  privacy: '/privacy',
  propertySeekers: '/propertyseekers',
  associates: '/associates',
  builders: '/builders',
  registerPage: '/registerpage',
  registerUser: '/registeruser',
  registerAssociate: '/registerassociate',
  signInUser: '/signinuser',
  signInAssociate: '/signinassociate',
  signInBuilder: '/signinbuilder',
  registerBuilder: '/registerbuilder',
  builderDashboard: '/builderdashboard',
  verify: '/verify',
  forgetPassword: '/forgetpassword',
  userDashboard: '/userdashboard',
  associateDashboard: '/associatedashboard',
  /** Where an e-mail confirmation link leads: `/confirm-email?token=…` (docs/product/accounts.md, "E-mail confirmation"). */
  confirmEmail: '/confirm-email',
  /** Where an alert's unsubscribe link leads: `/alerts/unsubscribe?token=…` (docs/product/alerts.md, "Unsubscribing"). */
  alertsUnsubscribe: '/alerts/unsubscribe',
  /** One lead's page for its associate (docs/product/pipeline.md, "Screens"). */
  associateLead: (leadId: number | string) => `/associatedashboard/leads/${leadId}`,
  admin: '/admin',
} as const;

/** URL of an uploaded or generated file stored at `path` (served under `/server/`); the rule is shared with the server. */
export { fileUrl } from '@realty/contracts/media/image-variants';
