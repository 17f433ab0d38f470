import type { Feature, Step } from './home.ts';

/** A question and its answer (docs/product/content.md "FAQ entry"). */
export type FaqEntry = { question: string; answer: string };

/** A year and what happened (docs/product/content.md "Milestone"). */
export type Milestone = { year: number; text: string };

/** An award or record (docs/product/content.md "Achievement"); images are paths under /media. */
export type Achievement = { title: string; image: string; mobileImage: string; description: string };

/** The milestones of a company founded in 2018 in Varanasi (docs/product/content.md company facts). */
export const MILESTONES: readonly Milestone[] = [
  { year: 2018, text: 'Kashi Realty is founded in Varanasi with a team of six and twelve listed projects.' },
  { year: 2019, text: 'Our legal desk opens, checking the title of every plot and project before it is listed.' },
  { year: 2020, text: 'Video tours and online bookings keep families buying safely through the lockdown.' },
  { year: 2021, text: 'We expand to Prayagraj and Mirzapur and launch the associate membership programme.' },
  { year: 2022, text: 'Top Builder Award 2022 for our partner projects, and our first 10,000 associate members.' },
  { year: 2023, text: 'Plots and homes in three states, with partner builders in Uttar Pradesh, Bihar and Madhya Pradesh.' },
  { year: 2024, text: 'The new dashboard lets buyers and associates track every visit and deal in real time.' },
];

/** The achievements carousel of the about page. */
export const ACHIEVEMENTS: readonly Achievement[] = [
  {
    title: 'Top Builder Award 2022',
    image: '/media/achievements/top-builder-award.svg',
    mobileImage: '/media/achievements/top-builder-award-mobile.svg',
    description: 'Recognised for the quality and timely delivery of our partner projects across Purvanchal.',
  },
  {
    title: '30,000+ Families Served',
    image: '/media/achievements/families-settled.svg',
    mobileImage: '/media/achievements/families-settled-mobile.svg',
    description: 'Buyers, sellers and investors who found the right property with a Kashi Realty associate.',
  },
  {
    title: 'Only RERA-verified Projects',
    image: '/media/achievements/rera-compliant.svg',
    mobileImage: '/media/achievements/rera-compliant-mobile.svg',
    description: 'Every new project we list is checked on the UP RERA portal before it goes live.',
  },
  {
    title: '60,000 Associate Members',
    image: '/media/achievements/associate-network.svg',
    mobileImage: '/media/achievements/associate-network-mobile.svg',
    description: 'One of the largest networks of trained property associates in northern India.',
  },
];

/** The three audiences of the about page overview, highlighted in turn every 5 s. */
export const AUDIENCES: readonly Feature[] = [
  { title: 'Clients', text: 'Buyers and investors get verified listings, a personal associate and help with loans and paperwork.' },
  { title: 'Associates', text: 'Members get genuine leads, training and tools, and earn brokerage on every closed deal.' },
  { title: 'Builders', text: 'Developers reach serious buyers, get their projects verified and track enquiries in one place.' },
];

/** Mission and vision texts of the about page. */
export const MISSION =
  'To make buying, selling and investing in property simple, transparent and safe for every family, with a trained associate beside them at every step.';
export const VISION =
  'To be the most trusted property network of northern India, where every listing is verified and every client is served by someone who knows their city.';

/** Membership plan (docs/product/content.md "Membership plans"); price in rupees per year. */
export type Plan = { name: string; priceRupees: number; period: string; features: readonly string[] };

/** The ten features of the associate membership; Free includes the first two, Pro all ten. */
export const MEMBERSHIP_FEATURES: readonly string[] = [
  'Associate profile and personal dashboard',
  'Access to verified property listings and brochures',
  'Client leads matched to your cities and preferences',
  'Lead management and follow-up reminders',
  'Priority site-visit booking with partner builders',
  'Brokerage tracking with monthly statements',
  'Legal document checks by our in-house desk',
  'Home-loan support from partner banks for your clients',
  'Monthly training sessions and a certificate',
  'Dedicated relationship manager',
];

/** The two plans: Free at ₹0 and Pro at ₹1,000 per year (docs/product/content.md). */
export const PLANS: readonly Plan[] = [
  { name: 'Free', priceRupees: 0, period: 'Free forever', features: MEMBERSHIP_FEATURES.slice(0, 2) },
  { name: 'Pro', priceRupees: 1000, period: 'Per year, billed annually', features: MEMBERSHIP_FEATURES },
];

/** The five questions of the membership page. */
export const MEMBERSHIP_FAQ: readonly FaqEntry[] = [
  {
    question: 'Who can become an associate?',
    answer:
      'Anyone aged 18 or over with a mobile number, a PAN and a wish to help people buy property. Many of our members are working professionals, shop owners and retired people who know their locality well.',
  },
  {
    question: 'What does the Pro plan cost?',
    answer:
      'The Pro plan costs ₹1,000 a year. The Free plan costs nothing and lets you explore the dashboard and listings before you upgrade.',
  },
  {
    question: 'How and when is brokerage paid?',
    answer:
      'Brokerage is earned when a deal you handled is registered. It shows on your dashboard as soon as the builder confirms the booking and is paid to your bank account with a monthly statement.',
  },
  {
    question: 'Do I need a real estate licence?',
    answer:
      "Not necessarily. Our members work under Kashi Realty's registration; we give you the training and documents you need to guide clients properly.",
  },
  {
    question: 'Can I cancel or change my plan?',
    answer:
      'Yes. You can move from Free to Pro at any time. A Pro membership runs for a year from payment and is not renewed unless you choose to.',
  },
];

/** The FAQ page tabs (docs/product/content.md "FAQs page"). */
export const FAQ_TABS: readonly { id: 'clients' | 'associates' | 'builders'; label: string; entries: readonly FaqEntry[] }[] = [
  {
    id: 'clients',
    label: 'For Clients',
    entries: [
      {
        question: 'How do I book a visit to a property?',
        answer:
          'Open the property and press Enquire Now, or call us. Your associate will call you back, suggest times and accompany you on the visit. Visits are free and you can see several projects in one trip.',
      },
      {
        question: 'Will you help me with the legal documentation?',
        answer:
          'Yes. Our legal desk checks the title, approvals and RERA registration before you pay a token amount, reviews the agreement for sale and helps you through registration and mutation.',
      },
      {
        question: 'What financing and EMI options are available?',
        answer:
          'We work with leading banks and housing finance companies. Your associate can arrange loan meetings, help you compare offers and show you the EMI for different amounts and tenures before you decide.',
      },
      {
        question: 'Do I pay anything for your service as a buyer?',
        answer:
          'No. Buyers do not pay us for searching, visits or paperwork support. You book directly with the builder at the agreed price.',
      },
    ],
  },
  {
    id: 'associates',
    label: 'For Associates',
    entries: [
      {
        question: 'How do I register as an associate?',
        answer:
          "Fill in the associate registration form with your details and your sponsor's id if you have one. Our onboarding team will contact you within 24 hours to complete your profile and training.",
      },
      {
        question: 'What are the benefits of becoming an associate?',
        answer:
          'You receive genuine client leads in your cities, verified listings and brochures, a dashboard to manage your work, and brokerage on every deal you close.',
      },
      {
        question: 'Do I need a real estate licence to join?',
        answer: "Not necessarily. You work under Kashi Realty's registration, and we provide the training and documents you need.",
      },
      {
        question: 'How are leads assigned?',
        answer:
          'Leads are matched by the cities you serve and your preferences, such as plots, flats or budget ranges, as soon as a client signs up.',
      },
    ],
  },
  {
    id: 'builders',
    label: 'For Builders',
    entries: [
      {
        question: 'How do I list my project?',
        answer:
          'Register as a builder, verify your company profile and upload your project details, photos, brochure and RERA number. Our team reviews the listing and approves it, usually within two working days.',
      },
      {
        question: 'Are there any listing fees?',
        answer:
          'A basic listing is free. For premium placement, featured listings and campaigns, please contact our sales team for a plan that suits your project.',
      },
      {
        question: 'Do you offer promotion services?',
        answer:
          'Yes. We promote projects to our network of associates and buyers through featured placements, site-visit drives and social media campaigns.',
      },
      {
        question: 'How do I track enquiries for my project?',
        answer: 'Every enquiry and site visit for your project shows on your builder dashboard, with the associate handling it.',
      },
    ],
  },
];

/** /propertyseekers: the rotating why-choose-us reasons (every 3 s). */
export const WHY_CHOOSE_US: readonly string[] = [
  'Only verified listings with clear titles and RERA numbers',
  'A personal associate who knows your city',
  'Deals closed directly with the builder, no middlemen',
  'Free legal checks and home-loan support',
  'Track every step on your own dashboard',
];

/** /propertyseekers: the four services. */
export const SEEKER_SERVICES: readonly Feature[] = [
  {
    title: 'Property Search Assistance',
    text: 'Tell us what you need and get a shortlist of verified properties that fit your budget and location.',
  },
  { title: 'Lead Submission & Matching', text: 'Submit your requirement once; we match you with the associate best placed to help you.' },
  { title: 'Booking & Payment Support', text: 'We help you negotiate, book with the builder and arrange the home loan and registration.' },
  { title: 'Customer Support', text: 'Our care team answers your questions from Monday to Friday, 09:00AM to 08:30PM.' },
];

/** /propertyseekers: 'How does it work' (Submit, Match, Visit, Book). */
export const SEEKER_STEPS: readonly Step[] = [
  { title: 'Submit', text: 'Share your budget, location and the kind of property you want.' },
  { title: 'Match', text: 'Get matched with a personal associate and a shortlist of verified properties.' },
  { title: 'Visit', text: 'Tour the properties privately with your associate.' },
  { title: 'Book', text: 'Book directly with the builder, with our help on loans and paperwork.' },
];

/** /propertyseekers: FAQ. */
export const SEEKER_FAQ: readonly FaqEntry[] = [
  {
    question: 'Are the properties on Kashi Realty verified?',
    answer: 'Yes. Every listing is checked by our team, and new projects are checked on the UP RERA portal before they go live.',
  },
  { question: 'How soon will an associate contact me?', answer: 'Usually within a few hours, and always within 24 hours on working days.' },
  {
    question: 'Can I buy a property outside Uttar Pradesh?',
    answer:
      'Yes. We list plots and homes in three states. Your associate will tell you which projects are available in your preferred area.',
  },
  { question: 'Is there a charge for site visits?', answer: 'No. Site visits with your associate are free.' },
];

/** /associates: benefits. */
export const ASSOCIATE_BENEFITS: readonly Feature[] = [
  { title: 'Easy Lead Management', text: 'All your clients, calls and visits in one dashboard with reminders for follow-ups.' },
  { title: 'Track Progress', text: 'See where every deal stands, from first visit to registration.' },
  { title: 'Earn More', text: 'Close more deals with verified listings and get brokerage on each one.' },
  { title: 'Better Communication', text: 'Stay in touch with clients, builders and our team without juggling phone lists.' },
];

/** /associates: services. */
export const ASSOCIATE_SERVICES: readonly Feature[] = [
  {
    title: 'Lead Generation & Assignment',
    text: 'Leads are generated by our marketing and assigned to you by your preferences and cities.',
  },
  { title: 'Lead Management Tools', text: 'Notes, statuses and reminders for each client so nothing slips through.' },
  { title: 'Brokerage & Earnings', text: 'Transparent brokerage on every closed deal, with monthly statements.' },
  { title: 'Subscription Plans', text: 'Start free and move to Pro at ₹1,000 a year for the full set of tools and leads.' },
];

/** /associates: steps. */
export const ASSOCIATE_JOIN_STEPS: readonly Step[] = [
  { title: 'Register', text: "Sign up with your mobile number and your sponsor's id." },
  { title: 'Get Leads', text: 'Receive clients matched to your cities and preferences.' },
  { title: 'Manage', text: 'Plan visits and follow up from your dashboard.' },
  { title: 'Close Deals', text: 'Help clients book and earn your brokerage.' },
];

/** /builders: services. */
export const BUILDER_SERVICES: readonly Feature[] = [
  { title: 'Builder Registration & Verification', text: 'Register your company and get your profile verified by our team.' },
  { title: 'Property Listing & Media Upload', text: 'Upload project details, photos, videos, brochures and your RERA number.' },
  { title: 'Verification & Approval', text: 'We review every listing for accuracy before it goes live to buyers.' },
  { title: 'Listing Management', text: 'Update prices, availability and media whenever your project changes.' },
];

/** /builders: steps. */
export const BUILDER_STEPS: readonly Step[] = [
  { title: 'Register', text: 'Create your builder account with your company details.' },
  { title: 'Verify Profile', text: 'Share your registration documents for verification.' },
  { title: 'Upload Properties', text: 'Add your projects with photos, brochures and prices.' },
  { title: 'Get Approved', text: 'Our team approves the listing and it reaches thousands of buyers.' },
];
