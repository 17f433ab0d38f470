import { formatPrice } from '../format-price.ts';
import type { Language } from '../i18n/i18n.ts';
import type { TextLookup } from '../i18n/texts.ts';

/**
 * What a listing search asks for, as the head of /properties describes it (docs/product/seo.md,
 * "Page heads, structured data and status codes"). The page fills it from its address filters
 * (`bhk`, `category`, `location`, `city`, `minPrice`, `maxPrice`, `possession`, `furnishing`,
 * `verified`, `title`/`search`/`q`, `bbox`, `page`) and from what the API understood of the
 * free-text `q`.
 */
export type SearchHeadFilters = {
  /** Bedroom counts, ascending: 0 is 1 RK, 4 is 4 BHK or more. */
  bhk?: readonly number[];
  /** A search category (Apartment, Plot, House, Villa, Commercial) or a listing category (Plots, Town Houses, Family Houses…). */
  category?: string;
  /** A locality or any place text, e.g. "Lanka". */
  locality?: string;
  /** A city, e.g. "Varanasi". */
  city?: string;
  /** Rupee bounds; a lower bound of 0 counts as none. */
  minPrice?: number;
  maxPrice?: number;
  /** `ready` or `under_construction`. */
  possession?: string;
  /** `unfurnished`, `semi` or `furnished`. */
  furnishing?: string;
  verified?: boolean;
  /** Words searched for as typed (a name or free text the API did not turn into filters). */
  term?: string;
  /** The results are limited to an area drawn on the map (`bbox`). */
  hasMapArea?: boolean;
  /** The result page, from 1. */
  page?: number;
};

/** The keys of the page-head texts (components/seo/texts) that a search description reads. */
export type SearchTextKey =
  | 'properties.title'
  | 'properties.description'
  | 'search.description'
  | 'search.description.none'
  | 'search.description.unknown'
  | 'search.page'
  | 'search.place'
  | 'search.price'
  | 'search.placePrice'
  | 'search.mapArea'
  | 'search.mapAreaPrice'
  | 'search.term'
  | 'search.price.max'
  | 'search.price.min'
  | 'search.price.range'
  | 'search.noun.any'
  | 'search.noun.homes'
  | `search.noun.${SearchNoun}`
  | 'search.verified'
  | 'search.possession.ready'
  | 'search.possession.under_construction'
  | 'search.furnishing.unfurnished'
  | 'search.furnishing.semi'
  | 'search.furnishing.furnished';

/** The kinds of property a search names with a word of its own ("flats", "plots"…). */
type SearchNoun = 'Apartment' | 'Plot' | 'House' | 'Town Houses' | 'Villa' | 'Commercial';

/** Category texts (lower case, as the address or the API may spell them) and the noun each is said with. */
const NOUNS: Readonly<Record<string, SearchNoun>> = {
  apartment: 'Apartment',
  apartments: 'Apartment',
  flat: 'Apartment',
  flats: 'Apartment',
  plot: 'Plot',
  plots: 'Plot',
  land: 'Plot',
  house: 'House',
  houses: 'House',
  'family house': 'House',
  'family houses': 'House',
  'town house': 'Town Houses',
  'town houses': 'Town Houses',
  villa: 'Villa',
  villas: 'Villa',
  commercial: 'Commercial',
};

const POSSESSIONS = ['ready', 'under_construction'] as const;
const FURNISHINGS = ['unfurnished', 'semi', 'furnished'] as const;

const clean = (text: string | undefined): string | undefined => {
  const value = text?.replace(/\s+/g, ' ').trim();
  return value ? value : undefined;
};

/**
 * Bedroom counts as a buyer writes them, the same in both languages: [2] → "2 BHK", [2, 3] →
 * "2/3 BHK", [0] → "1 RK", [4] → "4+ BHK", [0, 1] → "1 RK/1 BHK"; undefined for none.
 */
export function bhkText(bhk: readonly number[] | undefined): string | undefined {
  const counts = [...new Set(bhk ?? [])].filter((n) => Number.isInteger(n) && n >= 0).sort((a, b) => a - b);
  if (counts.length === 0) return undefined;
  const rooms = counts.filter((n) => n > 0).map((n) => (n >= 4 ? '4+' : String(n)));
  const parts = [...(counts[0] === 0 ? ['1 RK'] : []), ...(rooms.length ? [`${[...new Set(rooms)].join('/')} BHK`] : [])];
  return parts.join('/');
}

/** "Lanka, Varanasi" from a locality and a city (one of them when the other is missing or the same). */
export function placeText(locality: string | undefined, city: string | undefined): string | undefined {
  const a = clean(locality);
  const b = clean(city);
  if (a && b) return a.toLowerCase() === b.toLowerCase() ? b : `${a}, ${b}`;
  return a ?? b;
}

/** "under ₹60 L", "from ₹40 L" or "between ₹40 L and ₹80 L" (Hindi "₹60 लाख तक के"…); undefined without bounds. */
function priceText(min: number | undefined, max: number | undefined, t: TextLookup<SearchTextKey>, language: Language): string | undefined {
  const lower = min !== undefined && Number.isFinite(min) && min > 0 ? formatPrice(min, language) : undefined;
  const upper = max !== undefined && Number.isFinite(max) && max >= 0 ? formatPrice(max, language) : undefined;
  if (lower && upper) return t('search.price.range', { min: lower, max: upper });
  if (upper) return t('search.price.max', { max: upper });
  if (lower) return t('search.price.min', { min: lower });
  return undefined;
}

/** What is searched for: "verified ready-to-move 2 BHK flats" (Hindi "वेरिफ़ाइड रेडी-टू-मूव 2 BHK फ़्लैट"). */
function whatText(filters: SearchHeadFilters, t: TextLookup<SearchTextKey>): string {
  const bhk = bhkText(filters.bhk);
  const category = clean(filters.category);
  const noun = category ? NOUNS[category.toLowerCase()] : undefined;
  const thing = noun ? t(`search.noun.${noun}`) : (category ?? t(bhk ? 'search.noun.homes' : 'search.noun.any'));
  const possession = POSSESSIONS.find((p) => p === filters.possession);
  const furnishing = FURNISHINGS.find((f) => f === filters.furnishing);
  return [
    filters.verified ? t('search.verified') : undefined,
    possession ? t(`search.possession.${possession}`) : undefined,
    furnishing ? t(`search.furnishing.${furnishing}`) : undefined,
    bhk,
    thing,
  ]
    .filter(Boolean)
    .join(' ');
}

/** `text` with its first letter in capitals (English sentences; Devanagari has no case). */
const capitalised = (text: string): string => text.charAt(0).toLocaleUpperCase('en-IN') + text.slice(1);

/**
 * The phrase naming what a search asks for, in `language`: "2 BHK flats in Lanka, Varanasi",
 * "Verified plots in Prayagraj under ₹40 L", "Properties matching “Heights”"; in Hindi "लंका,
 * वाराणसी में 2 BHK फ़्लैट", "प्रयागराज में ₹40 लाख तक के वेरिफ़ाइड प्लॉट". Undefined when the
 * search has no filter at all (page and sort do not count). Prices by `formatPrice` of the
 * language ("₹62 L", "₹62 लाख"); `t` reads the page-head texts (components/seo/texts).
 */
export function searchPhrase(filters: SearchHeadFilters, t: TextLookup<SearchTextKey>, language: Language): string | undefined {
  const place = placeText(filters.locality, filters.city);
  const price = priceText(filters.minPrice, filters.maxPrice, t, language);
  const term = clean(filters.term);
  const hasFilter =
    Boolean(place || price || term || filters.hasMapArea || bhkText(filters.bhk) || clean(filters.category) || filters.verified) ||
    POSSESSIONS.some((p) => p === filters.possession) ||
    FURNISHINGS.some((f) => f === filters.furnishing);
  if (!hasFilter) return undefined;
  const what = whatText(filters, t);
  let phrase: string;
  if (place) phrase = price ? t('search.placePrice', { what, place, price }) : t('search.place', { what, place });
  else if (filters.hasMapArea) phrase = price ? t('search.mapAreaPrice', { what, price }) : t('search.mapArea', { what });
  else phrase = price ? t('search.price', { what, price }) : what;
  if (term) phrase = t('search.term', { phrase, term });
  return language === 'en' ? capitalised(phrase) : phrase;
}

/** The title and meta description of a listing search page. */
export type SearchHead = { title: string; description: string };

/**
 * The head of /properties for `filters` (docs/product/seo.md, "Page heads, structured data and
 * status codes"): the title is the {@link searchPhrase} ("2 BHK flats in Lanka, Varanasi"), or
 * 'Properties for sale in Uttar Pradesh' without filters, with ", page 2" from the second page;
 * the description repeats the phrase with `total`, the number of matching listings ("…: 12
 * listings with prices, photos and locations…"), a line for no match, or a line without a count
 * while `total` is unknown. Numbers in Indian grouping in both languages; a `total` that is a lower
 * bound (`totalIsLowerBound`, more listings match than were counted) is written "10,000+".
 */
export function describeSearch(
  filters: SearchHeadFilters,
  options: { t: TextLookup<SearchTextKey>; language: Language; total?: number; totalIsLowerBound?: boolean },
): SearchHead {
  const { t, language, total, totalIsLowerBound = false } = options;
  const phrase = searchPhrase(filters, t, language);
  const base = phrase ?? t('properties.title');
  const page = filters.page !== undefined && Number.isInteger(filters.page) && filters.page > 1 ? filters.page : undefined;
  const title = page ? t('search.page', { title: base, page: page.toLocaleString('en-IN') }) : base;
  if (!phrase) return { title, description: t('properties.description') };
  let description: string;
  if (total === undefined) description = t('search.description.unknown', { phrase });
  else if (total === 0) description = t('search.description.none', { phrase });
  else
    description = t('search.description', {
      phrase,
      count: total,
      total: `${total.toLocaleString('en-IN')}${totalIsLowerBound ? '+' : ''}`,
    });
  return { title, description };
}
