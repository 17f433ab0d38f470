import { LEAD_STATUSES } from '@realty/contracts/pipeline/fields';
import type { Language } from '../../../lib/i18n/i18n.ts';
import { useMessageText } from '../../../lib/i18n/messages/messages.ts';
import { useLanguage } from '../../../lib/i18n/texts.ts';
import { type AssociateWorkTexts, isAssociateWorkTextKey, useAssociateWorkTexts } from '../texts.ts';
import { errorText, GENERIC_FAILURE } from '../utils/error-text.ts';
import { formatDateTime, formatDay } from '../utils/india-time.ts';
import { bhkText, budgetText } from '../utils/lead-facts.ts';
import { formatMoney } from '../utils/money.ts';

/** Catalogue groups whose keys end in a value sent by the API (`leadStatus.booked`, `category.Plots`). */
export type LabelGroup = 'leadStatus' | 'visitStatus' | 'category' | 'actor' | 'source' | 'earnings.kind' | 'earnings.status';

/** What {@link useWorkWords} gives the associate's screens. */
export type WorkWords = {
  /** The feature's texts in the page's language. */
  t: AssociateWorkTexts;
  /** The page's language. */
  language: Language;
  /** The words of a value of `group` ("visit_scheduled" → "Visit scheduled"); the value as sent when the catalogue does not know it. */
  label: (group: LabelGroup, value: string) => string;
  /** A budget as rupees ("₹45 L – ₹60 L", Hindi "₹45 लाख – ₹60 लाख"), or "Not given". */
  budget: (min: string, max: string) => string;
  /** "2 BHK", or "Any" when the customer did not say. */
  bhk: (bhk: number | null) => string;
  /** A moment in India time ("1 Dec 2026, 10:30 am"; Hindi "1 दिस 2026, 10:30 पूर्वाह्न"). */
  dateTime: (iso: string | null | undefined) => string;
  /** A day in India time ("1 Dec 2026"). */
  day: (iso: string | null | undefined) => string;
  /** An exact ledger amount ("₹12,34,567.80", "−₹1,800.00"). */
  money: (amount: string | null | undefined) => string;
  /** A message that came in English (the API's, the contracts') in the page's language. */
  message: (english: string) => string;
  /** The message to show for a failed call (see `utils/error-text.ts`), in the page's language. */
  failure: (error: unknown, fallback?: string) => string;
};

/** The 409 of a change out of order (`leadOrderMessage` of the contracts): "A lead that is booked cannot move to visit scheduled." */
const LEAD_ORDER = /^A lead that is (.+) cannot move to (.+)\.$/;
/** The 400 of preferences naming cities the catalogue does not list: "cities must be cities we list properties in (not Agra)". */
const CITIES_UNKNOWN = /^cities must be cities we list properties in \(not (.+)\)$/;

/** The status a message names with spaces for underscores ("visit scheduled" → "visit_scheduled"), if it is one. */
const statusNamed = (words: string): string | undefined => LEAD_STATUSES.find((status) => status.replace('_', ' ') === words);

/**
 * The words, numbers, dates and messages of the associate's screens in the page's language
 * (docs/product/pipeline.md, "Screens"; docs/product/seo.md, "Hindi"): English at the spec's
 * addresses, Hindi under `/hi`. Amounts keep Indian digit grouping and stay exact; dates are in
 * India time.
 */
export function useWorkWords(): WorkWords {
  const t = useAssociateWorkTexts();
  const language = useLanguage();
  const messageText = useMessageText();

  const label = (group: LabelGroup, value: string): string => {
    const key = `${group}.${value}`;
    return isAssociateWorkTextKey(key) ? t(key) : value;
  };

  const message = (english: string): string => {
    if (language === 'en') return messageText(english);
    const order = LEAD_ORDER.exec(english);
    const from = order ? statusNamed(order[1] ?? '') : undefined;
    const to = order ? statusNamed(order[2] ?? '') : undefined;
    if (from && to) return t('errors.leadOrder', { from: label('leadStatus', from), to: label('leadStatus', to) });
    const cities = CITIES_UNKNOWN.exec(english);
    if (cities) return t('errors.citiesUnknown', { names: cities[1] ?? '' });
    return messageText(english);
  };

  return {
    t,
    language,
    label,
    budget: (min, max) => budgetText(min, max, language) ?? t('facts.notGiven'),
    bhk: (bhk) => (bhk === null ? t('facts.anyBhk') : bhkText(bhk)),
    dateTime: (iso) => formatDateTime(iso, language),
    day: (iso) => formatDay(iso, language),
    money: (amount) => formatMoney(amount, language),
    message,
    failure: (error, fallback = GENERIC_FAILURE) => {
      const text = errorText(error, fallback);
      return text ? message(text) : text;
    },
  };
}
