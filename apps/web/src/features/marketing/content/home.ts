/** A counter figure (docs/product/content.md "Stat item"): `number` counts up, `suffix` follows it. */
export type StatItem = { number: number; suffix: string; label: string };

/** One numbered step of a step strip. */
export type Step = { title: string; text: string };

/** A benefit or service card: title and one or two sentences. */
export type Feature = { title: string; text: string };

/** A quote from a customer (docs/product/content.md "Testimonial"). `avatar` is a path under /media. */
export type Testimonial = { message: string; name: string; role: 'Home Buyer' | 'Investor' | 'Seller'; avatar: string };

/** Hero figures (docs/product/content.md "Hero stats"). */
export const HERO_STATS: readonly StatItem[] = [
  { number: 300, suffix: '+', label: 'Sites' },
  { number: 60, suffix: 'K', label: 'Associate Members' },
  { number: 96, suffix: '%', label: 'Satisfied Customers' },
];

/** 'Our Market Impact In Numbers' figures (docs/product/content.md "Impact stats"). */
export const IMPACT_STATS: readonly StatItem[] = [
  { number: 60, suffix: 'K+', label: 'Associate Members' },
  { number: 96, suffix: '%', label: 'Satisfied Customers' },
  { number: 30, suffix: 'K+', label: 'Customers' },
  { number: 8.9, suffix: '', label: 'Ratings' },
];

/** 'Effortless Property Search, Seamless Journey': the five buyer steps (docs/product/content.md). */
export const BUYER_STEPS: readonly Step[] = [
  { title: 'Seamless Login', text: 'Sign in with your mobile number and a one-time code. No passwords to remember.' },
  {
    title: 'Discover & Save Your Dream Property',
    text: 'Browse verified listings across Uttar Pradesh and save the ones you like to your favourites.',
  },
  { title: 'Instant Expert Match', text: 'We match you with a personal associate who knows your city, your budget and your timeline.' },
  {
    title: 'Private Property Tours',
    text: 'Your associate plans the visits and walks every site with you, asking the questions that matter.',
  },
  { title: 'Track Your Progress', text: 'Follow every step from the first visit to registration on your own dashboard.' },
];

/** 'For Associates': the five associate steps (docs/product/content.md). */
export const ASSOCIATE_STEPS: readonly Step[] = [
  { title: 'Log In to Your Dashboard', text: 'Your associate dashboard shows your leads, visits and earnings in one place.' },
  { title: 'Get Matched with Clients', text: 'Receive buyers who are looking in your cities and within the budgets you serve.' },
  { title: 'Assist in Property Selection', text: 'Shortlist verified properties that fit each client, with prices and papers ready.' },
  { title: 'Guide Them Through Site Visits', text: 'Accompany clients on visits and answer their questions on the spot.' },
  { title: 'Close the Deal & Earn', text: 'Help the client book directly with the builder and earn your brokerage when the deal closes.' },
];

/** 'Exclusive Benefits For You' (docs/product/content.md). */
export const EXCLUSIVE_BENEFITS: readonly Feature[] = [
  { title: 'Your Personal Associate', text: 'One trained person who knows your needs, from the first call to the day you get the keys.' },
  {
    title: 'Hassle-free Deal Closure Directly with the Builder',
    text: 'No chain of middlemen: you book directly with the builder at the agreed price.',
  },
  { title: 'Expert Assistance Every Step', text: 'Legal checks, home-loan help and registration support from our own team.' },
  { title: 'Real-time Dashboard Tracking', text: 'See visits, offers and paperwork as they happen, on your phone or computer.' },
];

/** 'Why Become Our Associate?' (docs/product/content.md). */
export const WHY_ASSOCIATE: readonly Feature[] = [
  { title: 'Client Leads', text: 'Genuine buyers come to you from our website and marketing; no cold calling needed.' },
  { title: 'Instant Client Match', text: 'Leads are assigned by your cities and preferences the moment a buyer signs up.' },
  { title: 'Guide Clients', text: 'Use our verified listings, brochures and legal desk to guide every client with confidence.' },
  {
    title: 'Earn Brokerage After a Closed Deal',
    text: 'Your brokerage is paid on every deal you close, tracked transparently on your dashboard.',
  },
];

/** The three customer quotes of 'Voices of Trust' (docs/product/content.md "Testimonial"). */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    message:
      'We were looking for a 2BHK near Sigra for almost a year. Our associate showed us five projects in one Sunday, checked the RERA papers and got us a better payment plan from the builder. We moved in last Diwali.',
    name: 'Rahul Srivastava',
    role: 'Home Buyer',
    avatar: '/media/testimonials/rahul.svg',
  },
  {
    message:
      'I bought two plots on the Varanasi ring road through Kashi Realty. The legal team went through thirty years of records before I paid anything. Clear titles, clean registry, no surprises.',
    name: 'Anjali Verma',
    role: 'Investor',
    avatar: '/media/testimonials/anjali.svg',
  },
  {
    message:
      "Selling my father's house in Prayagraj from Delhi felt impossible. The team found a genuine buyer, handled the visits and kept me updated at every step. The sale closed in seven weeks.",
    name: 'Mohd. Imran',
    role: 'Seller',
    avatar: '/media/testimonials/mohd-imran.svg',
  },
];

/** A partner builder or lender shown in the logo strip and the about page. */
export type Partner = { name: string; logo: string };

/** Partner logos (generated SVG files under /media/partners). */
export const PARTNERS: readonly Partner[] = [
  { name: 'Ganga Builders', logo: '/media/partners/ganga-builders.svg' },
  { name: 'Sarnath Developers', logo: '/media/partners/sarnath-developers.svg' },
  { name: 'Awadh Homes', logo: '/media/partners/awadh-homes.svg' },
  { name: 'Triveni Infra', logo: '/media/partners/triveni-infra.svg' },
  { name: 'Vindhya Estates', logo: '/media/partners/vindhya-estates.svg' },
  { name: 'Kashi Housing Finance', logo: '/media/partners/kashi-housing-finance.svg' },
];
