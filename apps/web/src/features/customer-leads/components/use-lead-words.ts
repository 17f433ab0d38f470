import { type LeadEvent, type LeadStatus, timelineActorNameIn } from '@realty/contracts/pipeline/fields';
import type { Lead } from '@realty/contracts/pipeline/leads';
import type { VisitStatus } from '@realty/contracts/pipeline/visits';
import { formatPrice, priceRangeText } from '../../../lib/format-price.ts';
import type { Language } from '../../../lib/i18n/i18n.ts';
import { useMessageText } from '../../../lib/i18n/messages/messages.ts';
import { useLanguage } from '../../../lib/i18n/texts.ts';
import { placeLabel } from '../../../lib/i18n/vocabulary/vocabulary.ts';
import { useCustomerLeadsTexts } from '../texts.ts';
import { formatIndiaDate, formatIndiaTime } from '../utils/india-time.ts';

/** The feature's text lookup (`const t = useCustomerLeadsTexts()`). */
export type CustomerLeadsTexts = ReturnType<typeof useCustomerLeadsTexts>;

/** The text key of each category the contract knows (LEAD_CATEGORIES); other categories are shown as sent. */
const CATEGORY_KEYS = {
  Apartment: 'category.apartment',
  Plots: 'category.plots',
  'Family Houses': 'category.familyHouses',
  'Town Houses': 'category.townHouses',
  Commercial: 'category.commercial',
} as const;

const isKnownCategory = (category: string): category is keyof typeof CATEGORY_KEYS => Object.hasOwn(CATEGORY_KEYS, category);

/** What {@link useLeadWords} gives the customer's pipeline screens. */
export type LeadWords = {
  /** The feature's texts in the page's language. */
  t: CustomerLeadsTexts;
  /** The page's language. */
  language: Language;
  /** A message that came in English (the API's, the contracts', the form's own checks) in the page's language. */
  message: (english: string) => string;
  /** A lead category in words ("Family Houses", Hindi "फ़ैमिली हाउस"); a category the contract does not know as sent. */
  category: (category: string) => string;
  /** The search a card is about: "Apartment in Varanasi", Hindi "Varanasi में अपार्टमेंट" (the city as the catalogue names it). */
  searchName: (lead: Pick<Lead, 'category' | 'city'>) => string;
  /** A lead status in a customer's words. */
  leadStatus: (status: LeadStatus) => string;
  /** A lead status as a timeline entry names it (an offer told apart from the staff queue). */
  timelineStatus: (status: LeadStatus) => string;
  /** A visit status in a customer's words. */
  visitStatus: (status: VisitStatus) => string;
  /** Who made a change: 'You', the associate's name, '{name} (our team)', 'Our team' or 'Automatic update'. */
  actor: (event: Pick<LeadEvent, 'actor_type' | 'actor_name'>) => string;
  /** Rupees as the site shows them ("₹45 L", Hindi "₹45 लाख"). */
  price: (rupees: string | number | null | undefined) => string;
  /** A budget range ("₹40 L – ₹60 L"), or null when neither end is above 0. */
  priceRange: (min: string | number | null | undefined, max: string | number | null | undefined) => string | null;
  /** An ISO time in India time ("Tue, 1 Dec 2026, 10:30 am"). */
  time: (iso: string) => string;
  /** An ISO time as an India date ("1 Dec 2026"). */
  date: (iso: string) => string;
};

/**
 * The words, prices, dates and messages of the customer's pipeline screens in the page's
 * language (docs/product/pipeline.md, "Screens"; docs/product/seo.md, "Hindi"): English at the
 * spec's addresses, Hindi under `/hi`. Listing titles, cities, notes and names stay as entered.
 */
export function useLeadWords(): LeadWords {
  const t = useCustomerLeadsTexts();
  const language = useLanguage();
  const message = useMessageText();
  const category = (value: string) => (isKnownCategory(value) ? t(CATEGORY_KEYS[value]) : value);
  const leadStatus = (status: LeadStatus) => t(`leadStatus.${status}`);
  return {
    t,
    language,
    message,
    category,
    searchName: (lead) => t('search.name', { category: category(lead.category), city: placeLabel(lead.city, language) }),
    leadStatus,
    timelineStatus: (status) => (status === 'offered' || status === 'unassigned' ? t(`timelineStatus.${status}`) : leadStatus(status)),
    visitStatus: (status) => t(`visitStatus.${status}`),
    actor: (event) => {
      const name = timelineActorNameIn(event, language);
      switch (event.actor_type) {
        case 'user':
          return t('actor.you');
        case 'associate':
          return name || t('actor.associate');
        case 'staff':
          return name ? t('actor.staffName', { name }) : t('actor.staff');
        default:
          return t('actor.system');
      }
    },
    price: (rupees) => formatPrice(rupees, language),
    priceRange: (min, max) => priceRangeText(min, max, language),
    time: (iso) => formatIndiaTime(iso, language),
    date: (iso) => formatIndiaDate(iso, language),
  };
}
