import { englishText } from '../texts.ts';
import { type Feature, type Step, titledText } from './home.ts';

/**
 * The content pages' lists (docs/product/content.md): about, membership, FAQs and the audience
 * pages. As in home.ts, every text lives in the marketing catalogue; each item carries its `key`
 * and its English texts, and components show them in the page's language with `useLocalise()`.
 */

/** A question and its answer (docs/product/content.md "FAQ entry"); texts `${key}.question` and `${key}.answer`. */
export type FaqEntry = { key: string; question: string; answer: string };

/** A year and what happened (docs/product/content.md "Milestone"); text `${key}.text`. */
export type Milestone = { key: string; year: number; text: string };

/** An award or record (docs/product/content.md "Achievement"); texts `${key}.title`, `${key}.description`; images are paths under /media. */
export type Achievement = { key: string; title: string; image: string; mobileImage: string; description: string };

/** One line of a list (a plan feature, a reason); text `${key}.text`. */
export type Line = { key: string; text: string };

const faq = (key: string): FaqEntry => ({ key, question: englishText(`${key}.question`), answer: englishText(`${key}.answer`) });
const line = (key: string): Line => ({ key, text: englishText(`${key}.text`) });

/** The milestones of a company founded in 2018 in Varanasi (docs/product/content.md company facts). */
export const MILESTONES: readonly Milestone[] = [2018, 2019, 2020, 2021, 2022, 2023, 2024].map((year) => ({
  key: `milestones.y${year}`,
  year,
  text: englishText(`milestones.y${year}.text`),
}));

const achievement = (id: string, image: string): Achievement => {
  const key = `achievements.${id}`;
  return {
    key,
    title: englishText(`${key}.title`),
    image: `/media/achievements/${image}.svg`,
    mobileImage: `/media/achievements/${image}-mobile.svg`,
    description: englishText(`${key}.description`),
  };
};

/** The achievements carousel of the about page. */
export const ACHIEVEMENTS: readonly Achievement[] = [
  achievement('award', 'top-builder-award'),
  achievement('families', 'families-settled'),
  achievement('rera', 'rera-compliant'),
  achievement('network', 'associate-network'),
];

/** The three audiences of the about page overview, highlighted in turn every 5 s. */
export const AUDIENCES: readonly Feature[] = ['clients', 'associates', 'builders'].map((id) => titledText(`audiences.${id}`));

/** Mission and vision of the about page (English; keys 'missionVision.mission.text' and 'missionVision.vision.text'). */
export const MISSION = englishText('missionVision.mission.text');
/** See {@link MISSION}. */
export const VISION = englishText('missionVision.vision.text');

/**
 * Membership plan (docs/product/content.md "Membership plans"); price in rupees per year; texts
 * `${key}.name` and `${key}.period`.
 */
export type Plan = { key: string; name: string; priceRupees: number; period: string; features: readonly Line[] };

/** The ten features of the associate membership; Free includes the first two, Pro all ten. */
export const MEMBERSHIP_FEATURES: readonly Line[] = [
  'profile',
  'listings',
  'leads',
  'leadManagement',
  'priorityVisits',
  'brokerage',
  'legal',
  'homeLoan',
  'training',
  'manager',
].map((id) => line(`membershipFeatures.${id}`));

const plan = (id: 'free' | 'pro', priceRupees: number, features: readonly Line[]): Plan => ({
  key: `plans.${id}`,
  name: englishText(`plans.${id}.name`),
  priceRupees,
  period: englishText(`plans.${id}.period`),
  features,
});

/** The two plans: Free at ₹0 and Pro at ₹1,000 per year (docs/product/content.md). */
export const PLANS: readonly Plan[] = [plan('free', 0, MEMBERSHIP_FEATURES.slice(0, 2)), plan('pro', 1000, MEMBERSHIP_FEATURES)];

/** The five questions of the membership page. */
export const MEMBERSHIP_FAQ: readonly FaqEntry[] = ['who', 'cost', 'brokerage', 'licence', 'cancel'].map((id) =>
  faq(`membershipFaq.${id}`),
);

/** A tab of the FAQ page; its label is `${key}.label`. */
export type FaqTab = { key: string; id: 'clients' | 'associates' | 'builders'; label: string; entries: readonly FaqEntry[] };

const faqTab = (id: FaqTab['id'], group: string, entries: readonly string[]): FaqTab => ({
  key: `faqTabs.${id}`,
  id,
  label: englishText(`faqTabs.${id}.label`),
  entries: entries.map((entry) => faq(`${group}.${entry}`)),
});

/** The FAQ page tabs (docs/product/content.md "FAQs page"). */
export const FAQ_TABS: readonly FaqTab[] = [
  faqTab('clients', 'clientFaq', ['visit', 'legal', 'finance', 'fees']),
  faqTab('associates', 'associateFaq', ['register', 'benefits', 'licence', 'leads']),
  faqTab('builders', 'builderFaq', ['list', 'fees', 'promotion', 'enquiries']),
];

/** /propertyseekers: the rotating why-choose-us reasons (every 3 s). */
export const WHY_CHOOSE_US: readonly Line[] = ['verified', 'associate', 'direct', 'legal', 'dashboard'].map((id) =>
  line(`whyChooseUs.${id}`),
);

/** /propertyseekers: the four services. */
export const SEEKER_SERVICES: readonly Feature[] = ['search', 'matching', 'booking', 'support'].map((id) =>
  titledText(`seekerServices.${id}`),
);

/** /propertyseekers: 'How does it work' (Submit, Match, Visit, Book). */
export const SEEKER_STEPS: readonly Step[] = ['submit', 'match', 'visit', 'book'].map((id) => titledText(`seekerSteps.${id}`));

/** /propertyseekers: FAQ. */
export const SEEKER_FAQ: readonly FaqEntry[] = ['verified', 'contact', 'outside', 'visits'].map((id) => faq(`seekerFaq.${id}`));

/** /associates: benefits. */
export const ASSOCIATE_BENEFITS: readonly Feature[] = ['leads', 'progress', 'earn', 'communication'].map((id) =>
  titledText(`associateBenefits.${id}`),
);

/** /associates: services. */
export const ASSOCIATE_SERVICES: readonly Feature[] = ['generation', 'tools', 'brokerage', 'plans'].map((id) =>
  titledText(`associateServices.${id}`),
);

/** /associates: steps. */
export const ASSOCIATE_JOIN_STEPS: readonly Step[] = ['register', 'leads', 'manage', 'close'].map((id) =>
  titledText(`associateJoinSteps.${id}`),
);

/** /builders: services. */
export const BUILDER_SERVICES: readonly Feature[] = ['registration', 'listing', 'approval', 'management'].map((id) =>
  titledText(`builderServices.${id}`),
);

/** /builders: steps. */
export const BUILDER_STEPS: readonly Step[] = ['register', 'verify', 'upload', 'approved'].map((id) => titledText(`builderSteps.${id}`));
