import type { SiteStats } from '@realty/contracts/content/site-stats';
import { englishText } from '../texts.ts';

/**
 * The home page's content lists (docs/product/content.md). Every text lives in the marketing
 * catalogue (texts/en.json, texts/hi.json): each item carries its `key` and its English texts
 * from the catalogue; components show them in the page's language with `useLocalise()`
 * (docs/product/seo.md, "Hindi").
 */

/**
 * A counter (docs/product/content.md "Counters"): `figure` names the count of `GET /api/stats` it
 * shows (listings, active associates, active customers), never a number written here; `label`
 * is `${key}.label`.
 */
export type StatItem = { key: string; figure: Exclude<keyof SiteStats, 'floored'>; label: string };

/** One numbered step of a step strip; texts `${key}.title` and `${key}.text`. */
export type Step = { key: string; title: string; text: string };

/** A benefit or service card: title and one or two sentences; texts `${key}.title` and `${key}.text`. */
export type Feature = { key: string; title: string; text: string };

/**
 * A quote from a customer (docs/product/content.md "Testimonial"); texts `${key}.message`,
 * `${key}.name` and `${key}.role` (English role 'Home Buyer', 'Investor' or 'Seller'). `avatar` is a path under /media.
 */
export type Testimonial = { key: string; message: string; name: string; role: string; avatar: string };

const stat = (key: string, figure: StatItem['figure']): StatItem => ({ key, figure, label: englishText(`${key}.label`) });

/** A step or feature with key `key`, its English title and text read from the catalogue. */
export const titledText = (key: string): Step & Feature => ({ key, title: englishText(`${key}.title`), text: englishText(`${key}.text`) });

/** Hero counters (docs/product/content.md "Counters"). */
export const HERO_STATS: readonly StatItem[] = [
  stat('stats.sites', 'sites'),
  stat('stats.associates', 'associates'),
  stat('stats.customers', 'customers'),
];

/** 'Our Market Impact In Numbers' counters: the same counts as the hero's (docs/product/content.md "Counters"). */
export const IMPACT_STATS: readonly StatItem[] = HERO_STATS;

/** 'Effortless Property Search, Seamless Journey': the five buyer steps (docs/product/content.md). */
export const BUYER_STEPS: readonly Step[] = ['login', 'discover', 'match', 'tours', 'track'].map((id) => titledText(`buyerSteps.${id}`));

/** 'For Associates': the five associate steps (docs/product/content.md). */
export const ASSOCIATE_STEPS: readonly Step[] = ['dashboard', 'clients', 'selection', 'visits', 'close'].map((id) =>
  titledText(`associateSteps.${id}`),
);

/** 'Exclusive Benefits For You' (docs/product/content.md). */
export const EXCLUSIVE_BENEFITS: readonly Feature[] = ['associate', 'direct', 'expert', 'dashboard'].map((id) =>
  titledText(`benefits.${id}`),
);

/** 'Why Become Our Associate?' (docs/product/content.md). */
export const WHY_ASSOCIATE: readonly Feature[] = ['leads', 'match', 'guide', 'earn'].map((id) => titledText(`whyAssociate.${id}`));

const testimonial = (id: string, avatar: string): Testimonial => {
  const key = `testimonials.${id}`;
  return {
    key,
    message: englishText(`${key}.message`),
    name: englishText(`${key}.name`),
    role: englishText(`${key}.role`),
    avatar,
  };
};

/** The three customer quotes of 'Voices of Trust' (docs/product/content.md "Testimonial"). */
export const TESTIMONIALS: readonly Testimonial[] = [
  testimonial('rahul', '/media/testimonials/rahul.svg'),
  testimonial('anjali', '/media/testimonials/anjali.svg'),
  testimonial('imran', '/media/testimonials/mohd-imran.svg'),
];

/** A partner builder or lender shown in the logo strip and the about page (names are brand names, shown as written). */
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
