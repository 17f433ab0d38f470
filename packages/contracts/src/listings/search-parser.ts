/**
 * # Free-text search as an Indian buyer types it
 *
 * Turns one search box ("2 bhk lanka under 60 lakh", "varanasi me plot 20 lakh tak", "flats between
 * 40 and 80 lakh in lucknow") into the filters of `GET /api/sites` (docs/product/catalogue.md,
 * "Searching"), and the filters back into
 * chip labels ("2 BHK", "Apartment", "Varanasi", "Under ₹60 L").
 *
 * What it reads, case-insensitively, in English, Hinglish and Hindi in Devanagari ("वाराणसी में 2
 * बीएचके फ्लैट 45 लाख तक", "१ करोड़ से कम"): Devanagari digits count as digits, and the Devanagari
 * words of {@link HINDI_SEARCH_WORDS} are read as their Hinglish spelling (words it does not know stay text):
 * - **Bedrooms**: "2 bhk", "3bhk", "2-bhk", "2 or 3 bhk", "2/3 bhk", "2-3 bhk", "two bhk", "do bhk",
 *   "3 bedroom", "4+ bhk", "3 bhk or more", "1 rk" (1 RK is `0`). Counts of 4 and more are `4`,
 *   meaning "4 or more"; "3+ bhk" is `[3, 4]`. Whole counts 1–20 only ("2.5 bhk" stays in the text).
 * - **Category**: {@link CATEGORY_WORDS} ("flats" → Apartment, "kothi" → House, "zameen" → Plot …).
 *   One category only: the first named wins; a different one named later stays in the text.
 * - **Place**: a city's canonical name or alias, or a known locality, from the `places` given
 *   (whole words, the longest match wins: "gomti nagar" before "gomti"; a city beats a locality of
 *   the same name). The first city named wins, another city stays in the text. A locality sets
 *   `locality`, and `city` too when only one city has it; a locality not in the named city stays in
 *   the text ("lanka lucknow" → Lucknow + text "lanka").
 * - **Price** in rupees: an amount is a number with an optional unit — lakh (lakh, lakhs, lac, lacs,
 *   l), crore (crore, crores, cr, crs, karod) or thousand ("50k", thousand, hazar) — and an optional
 *   "₹", "rs", "inr" or "rupees" and "/-"; "60 lakh" = ₹60,00,000, "1.5 cr" = ₹1,50,00,000,
 *   "₹45,00,000" = ₹45,00,000. "under/below/upto/up to/within/less than/max/till/budget X" and
 *   "X tak / se kam / ke andar / or less" give `maxPrice`; "above/over/more than/min/at least/
 *   starting/from X" and "X se upar / se zyada / plus / + / and above / onwards" give `minPrice`;
 *   "between X and Y", "X-Y", "X to Y", "from X to Y", "X se Y (tak)" give both (a missing unit is
 *   taken from the other end: "40-80 lakh"); a bare amount with a unit or a rupee sign ("1 cr") gives
 *   `maxPrice`. A number without unit or rupee sign counts as rupees only after a price word and only
 *   from ₹1,000 up ("under 5000000"); otherwise it stays in the text ("sector 62").
 * - **Filler** words ({@link FILLER_WORDS}: in, mein, me, near, for, sale, ke, ka, pass …) are dropped.
 *
 * Everything else stays, in the order and spelling typed, as `text` for a substring search.
 *
 * **Rounding**: an amount is computed exactly from its decimal text (no floats) and rounded half up
 * to the whole rupee ("1.2345678 cr" → ₹1,23,45,678; "0.000005 l" → ₹1). An amount above 1,000 crore
 * (the API's limit, docs/product/catalogue.md "Searching") is not read as a price and stays in the
 * text. When the lower bound ends up above the upper one, the two are swapped; when a bound is given
 * twice, the last one wins.
 *
 * Pure functions, no I/O. Uses `price-format.ts` for the chip labels.
 */

import { formatRupeeRange, formatRupees } from './price-format.ts';

/** The categories a search can ask for. docs/product/catalogue.md, "Searching" (`category`). */
export const SEARCH_CATEGORIES = ['Apartment', 'Plot', 'House', 'Villa', 'Commercial'] as const;

/** One of {@link SEARCH_CATEGORIES}. */
export type SearchCategory = (typeof SEARCH_CATEGORIES)[number];

/**
 * The words (and two-word phrases), lower case, that name a category in a search:
 * flat/flats/apartment(s)/apt/builder floor → Apartment; plot(s)/land/zameen/bhoomi → Plot;
 * house(s)/home(s)/kothi/makan/ghar/independent house/row house → House; villa(s)/bungalow(s) → Villa;
 * shop(s)/office(s)/commercial/showroom/dukaan/office space/commercial space → Commercial.
 * docs/product/catalogue.md, "Searching".
 */
export const CATEGORY_WORDS: Readonly<Record<string, SearchCategory>> = {
  flat: 'Apartment',
  flats: 'Apartment',
  apartment: 'Apartment',
  apartments: 'Apartment',
  apt: 'Apartment',
  apts: 'Apartment',
  'builder floor': 'Apartment',
  plot: 'Plot',
  plots: 'Plot',
  land: 'Plot',
  lands: 'Plot',
  zameen: 'Plot',
  zamin: 'Plot',
  bhoomi: 'Plot',
  bhumi: 'Plot',
  house: 'House',
  houses: 'House',
  home: 'House',
  homes: 'House',
  kothi: 'House',
  kothis: 'House',
  makan: 'House',
  makaan: 'House',
  ghar: 'House',
  'independent house': 'House',
  'row house': 'House',
  villa: 'Villa',
  villas: 'Villa',
  bungalow: 'Villa',
  bungalows: 'Villa',
  shop: 'Commercial',
  shops: 'Commercial',
  office: 'Commercial',
  offices: 'Commercial',
  commercial: 'Commercial',
  showroom: 'Commercial',
  showrooms: 'Commercial',
  dukan: 'Commercial',
  dukaan: 'Commercial',
  'office space': 'Commercial',
  'commercial space': 'Commercial',
};

/**
 * Words, lower case, that carry no filter and are dropped from the search text (English and
 * Hinglish): in, mein, me, mai, mei, near, nearby, at, for, sale, buy, buying, purchase, ke, ka, ki,
 * pass, paas, the, a, an, of, on, with, and, or, se, property, properties, price, budget, want,
 * need, looking, chahiye, wala, wali, wale. docs/product/catalogue.md, "Searching".
 */
export const FILLER_WORDS: readonly string[] = [
  'in',
  'mein',
  'me',
  'mai',
  'mei',
  'near',
  'nearby',
  'at',
  'for',
  'sale',
  'buy',
  'buying',
  'purchase',
  'ke',
  'ka',
  'ki',
  'pass',
  'paas',
  'the',
  'a',
  'an',
  'of',
  'on',
  'with',
  'and',
  'or',
  'se',
  'property',
  'properties',
  'price',
  'budget',
  'want',
  'need',
  'looking',
  'chahiye',
  'wala',
  'wali',
  'wale',
];

/**
 * Rupees in one of each price unit a search understands, by word (lower case): lakh 1,00,000
 * (l, lakh, lakhs, laakh, lac, lacs, lk, lkh); crore 1,00,00,000 (cr, crs, crore, crores, karod,
 * karor, karoda); thousand 1,000 (k — only written against the number, "50k" —, thousand, hazar,
 * hazaar, hajar). docs/product/catalogue.md, "Searching".
 */
export const PRICE_UNIT_WORDS: Readonly<Record<string, number>> = {
  l: 100_000,
  lakh: 100_000,
  lakhs: 100_000,
  laakh: 100_000,
  lac: 100_000,
  lacs: 100_000,
  lk: 100_000,
  lkh: 100_000,
  cr: 10_000_000,
  crs: 10_000_000,
  crore: 10_000_000,
  crores: 10_000_000,
  karod: 10_000_000,
  karor: 10_000_000,
  karoda: 10_000_000,
  k: 1_000,
  thousand: 1_000,
  hazar: 1_000,
  hazaar: 1_000,
  hajar: 1_000,
};

/** Highest price a search sets, in rupees (1,000 crore, the API's limit; docs/product/catalogue.md "Searching"). */
export const MAX_SEARCH_PRICE_RUPEES = 10_000_000_000;

/** Smallest number, in rupees, read as a price without a unit or rupee sign (after a price word: "under 5000000"). */
export const MIN_BARE_RUPEES = 1_000;

/**
 * A city the search knows: its canonical name (as the listings spell `site_city`), its other names,
 * and optionally its localities (as listings spell them). Matching is case-insensitive and by whole
 * words; a multi-word name also matches written as one word ("gomtinagar") or with hyphens.
 * @example { city: 'Varanasi', aliases: ['Banaras', 'Benares', 'Kashi'], localities: ['Lanka', 'Sigra', 'Sarnath'] }
 */
export interface SearchPlace {
  /** Canonical city name, e.g. "Prayagraj". */
  city: string;
  /** Other names of the city, e.g. ["Allahabad"]; may be empty. */
  aliases: readonly string[];
  /** Localities of the city as listings spell them, e.g. ["Civil Lines", "Jhunsi"]. */
  localities?: readonly string[];
}

/**
 * Filters read from a search (docs/product/catalogue.md, "Searching"). Only the keys that were
 * found are present.
 */
export interface SearchFilters {
  /** Bedroom counts, ascending, no repeats: 0 is 1 RK, 1–3 that many BHK, 4 is 4 BHK or more. */
  bhk?: number[];
  /** One of {@link SEARCH_CATEGORIES}. */
  category?: SearchCategory;
  /** The canonical city name (`SearchPlace.city`). */
  city?: string;
  /** A locality as spelled in `SearchPlace.localities`. */
  locality?: string;
  /** Lowest price, whole rupees, inclusive; at most {@link MAX_SEARCH_PRICE_RUPEES}. */
  minPrice?: number;
  /** Highest price, whole rupees, inclusive; at most {@link MAX_SEARCH_PRICE_RUPEES}. */
  maxPrice?: number;
  /** The words not understood, as typed (single spaces), for a substring search. */
  text?: string;
}

/**
 * Devanagari words a Hindi search is written with, and the Hinglish word each is read as (so every
 * rule above applies to both spellings): price units (लाख → lakh, करोड़ → crore, हज़ार → hazar,
 * रुपये → rupaye), price and filler words (तक, से, कम, ऊपर, ज़्यादा, अधिक, के, में, बीच, अंदर, …),
 * bedrooms (बीएचके → bhk, दो → do), categories (फ्लैट → flat, प्लॉट → plot, मकान → makan, दुकान →
 * dukan, …) and the names of Uttar Pradesh's cities and localities as the site's places spell them
 * in Latin letters (वाराणसी → varanasi, लंका → lanka, गोमती नगर → gomti nagar). Keys are NFC, with
 * and without nukta where both are written. docs/product/catalogue.md, "Searching".
 */
export const HINDI_SEARCH_WORDS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries({
    // price units and money
    लाख: 'lakh',
    लाखों: 'lakh',
    करोड़: 'crore',
    करोड: 'crore',
    हज़ार: 'hazar',
    हजार: 'hazar',
    रुपये: 'rupaye',
    रुपए: 'rupaye',
    रुपया: 'rupaye',
    रु: 'rs',
    // price words and filler
    तक: 'tak',
    से: 'se',
    कम: 'kam',
    नीचे: 'neeche',
    ऊपर: 'upar',
    उपर: 'upar',
    ज़्यादा: 'zyada',
    ज्यादा: 'zyada',
    अधिक: 'adhik',
    अंदर: 'andar',
    अन्दर: 'andar',
    बीच: 'beech',
    के: 'ke',
    का: 'ka',
    की: 'ki',
    में: 'mein',
    मे: 'me',
    और: 'and',
    या: 'or',
    पास: 'paas',
    बजट: 'budget',
    चाहिए: 'chahiye',
    वाला: 'wala',
    वाली: 'wali',
    वाले: 'wale',
    // bedrooms and counts
    बीएचके: 'bhk',
    बेडरूम: 'bedroom',
    आरके: 'rk',
    एक: 'ek',
    दो: 'do',
    तीन: 'teen',
    चार: 'char',
    पांच: 'panch',
    पाँच: 'panch',
    // categories
    फ्लैट: 'flat',
    फ़्लैट: 'flat',
    फ्लैट्स: 'flats',
    अपार्टमेंट: 'apartment',
    प्लॉट: 'plot',
    प्लाट: 'plot',
    ज़मीन: 'zameen',
    जमीन: 'zameen',
    भूमि: 'bhumi',
    मकान: 'makan',
    घर: 'ghar',
    कोठी: 'kothi',
    विला: 'villa',
    बंगला: 'bungalow',
    दुकान: 'dukan',
    ऑफिस: 'office',
    दफ्तर: 'office',
    // cities and localities
    वाराणसी: 'varanasi',
    बनारस: 'banaras',
    काशी: 'kashi',
    लखनऊ: 'lucknow',
    प्रयागराज: 'prayagraj',
    इलाहाबाद: 'allahabad',
    कानपुर: 'kanpur',
    अयोध्या: 'ayodhya',
    फैजाबाद: 'faizabad',
    फ़ैज़ाबाद: 'faizabad',
    गोरखपुर: 'gorakhpur',
    नोएडा: 'noida',
    आगरा: 'agra',
    मेरठ: 'meerut',
    गाजियाबाद: 'ghaziabad',
    गाज़ियाबाद: 'ghaziabad',
    लंका: 'lanka',
    सिगरा: 'sigra',
    सारनाथ: 'sarnath',
    भेलूपुर: 'bhelupur',
    महमूरगंज: 'mahmoorganj',
    गोमती: 'gomti',
    नगर: 'nagar',
    हजरतगंज: 'hazratganj',
    हज़रतगंज: 'hazratganj',
    झूंसी: 'jhunsi',
    सिविल: 'civil',
    लाइंस: 'lines',
  }).map(([hindi, hinglish]) => [hindi.normalize('NFC'), hinglish]),
);

/** Devanagari digits ० to ९, each read as the ASCII digit of the same value. */
const DEVANAGARI_DIGITS = /[\u0966-\u096F]/g;

/** `text` with Devanagari digits as ASCII ones (one character each, so positions do not move). */
const withAsciiDigits = (text: string) => text.replace(DEVANAGARI_DIGITS, (digit) => String(digit.charCodeAt(0) - 0x0966));

// ---------------------------------------------------------------------------------------------
// Tokens

type AtomKind = 'word' | 'num' | 'sym';

/** A piece of the input: a run of letters, a number (with optional Indian or Western grouping commas), or one other character. */
interface Atom {
  kind: AtomKind;
  /** As typed. */
  raw: string;
  /** Lower case; dashes folded to '-'; commas removed from numbers. */
  low: string;
  start: number;
  end: number;
  used: boolean;
}

const ATOM_PATTERN = /(\d{1,3}(?:,\d{2,3})*,\d{3}(?![\d,])(?:\.\d+)?)|(\d+(?:\.\d+)?)|([\p{L}\p{M}]+)|(\S)/gu;
const DASHES = new Set(['–', '—', '−', '‐', '‑']);

/** `record[key]` when `key` is the record's own key, so typed words such as "constructor" never reach `Object.prototype`. */
const ownValue = <T>(record: Readonly<Record<string, T>>, key: string): T | undefined =>
  Object.hasOwn(record, key) ? record[key] : undefined;

function tokenize(text: string): Atom[] {
  const atoms: Atom[] = [];
  for (const match of text.matchAll(ATOM_PATTERN)) {
    const raw = match[0];
    const start = match.index ?? 0;
    const kind: AtomKind = match[1] !== undefined || match[2] !== undefined ? 'num' : match[3] !== undefined ? 'word' : 'sym';
    const low = kind === 'num' ? raw.replace(/,/g, '') : DASHES.has(raw) ? '-' : (ownValue(HINDI_SEARCH_WORDS, raw) ?? raw.toLowerCase());
    atoms.push({ kind, raw, low, start, end: start + raw.length, used: false });
  }
  return atoms;
}

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  ek: 1,
  do: 2,
  teen: 3,
  char: 4,
  chaar: 4,
  panch: 5,
  paanch: 5,
};
const BHK_WORDS = new Set(['bhk', 'bhks', 'bedroom', 'bedrooms', 'bed', 'beds']);
const BHK_LIST_SEPARATORS = new Set([',', '/', 'or', 'and', '&']);
const BHK_RANGE_SEPARATORS = new Set(['-', 'to']);
const CURRENCY_WORDS = new Set(['₹', 'rs', 'inr', 'rupees', 'rupee', 'rupaye', 'rupay']);
const PHRASE_JOINERS = new Set(['-', '.']);

const words = (...phrases: string[]): string[][] => phrases.map((p) => p.split(' ')).sort((a, b) => b.length - a.length);
const MAX_PREFIXES = words(
  'under',
  'below',
  'upto',
  'up to',
  'within',
  'less than',
  'lesser than',
  'not more than',
  'not above',
  'max',
  'maximum',
  'till',
  'budget',
  'budget of',
  'under budget of',
  '<',
  '< =',
);
const MIN_PREFIXES = words(
  'above',
  'over',
  'more than',
  'greater than',
  'not less than',
  'min',
  'minimum',
  'at least',
  'atleast',
  'starting',
  'starting from',
  'starting at',
  'starts at',
  'starts from',
  'from',
  'beyond',
  'upwards of',
  '>',
  '> =',
);
const RANGE_PREFIXES = words('between', 'from', 'price between', 'range', 'in range', 'in the range');
const MAX_SUFFIXES = words(
  'tak',
  'se kam',
  'se neeche',
  'se niche',
  'ke andar',
  'ke under',
  'ke neeche',
  'ke niche',
  'or less',
  'or below',
  'and below',
  'and under',
  'max',
  'maximum',
);
const MIN_SUFFIXES = words(
  'se upar',
  'se oopar',
  'se zyada',
  'se jyada',
  'se adhik',
  'ke upar',
  'ke oopar',
  'or more',
  'or above',
  'and above',
  'and more',
  'or higher',
  'plus',
  '+',
  'onwards',
  'upwards',
  'min',
  'minimum',
);
const BHK_MORE_SUFFIXES = words('or more', 'and more', 'and above', 'or above', 'plus', '+');
const RANGE_SEPARATORS = words('to', '-', 'and', '&', 'se', 'till', 'upto', 'up to');
const RANGE_ENDINGS = words('tak', 'ke beech', 'ke bich', 'ke beech mein', 'ke bich mein', 'beech', 'bich');

// ---------------------------------------------------------------------------------------------
// Exact amounts

/** A price as typed: decimal text of the number, its unit (rupees per unit) if written, and whether a rupee sign or word came with it. */
interface TypedAmount {
  value: string;
  unit: bigint | undefined;
  currency: boolean;
  next: number;
}

/** Whole rupees of `value` × `unit`, exact, rounded half up; undefined above the search limit. */
function wholeRupees(value: string, unit: bigint): bigint | undefined {
  const [whole = '0', fraction = ''] = value.split('.');
  const scale = 10n ** BigInt(fraction.length);
  const units = BigInt(whole + fraction) * unit;
  const rupees = (units * 2n + scale) / (2n * scale);
  return rupees > BigInt(MAX_SEARCH_PRICE_RUPEES) ? undefined : rupees;
}

// ---------------------------------------------------------------------------------------------
// The parser

interface PhraseMatch<T> {
  entries: T[];
  start: number;
  next: number;
}

/** Word sequences of a dictionary, keyed by their lower-case words joined with one space (and, for several words, also with none). */
class PhraseDictionary<T> {
  readonly map = new Map<string, T[]>();
  maxWords = 1;

  add(phrase: string, entry: T): void {
    const keyWords = tokenize(phrase)
      .filter((a) => a.kind !== 'sym')
      .map((a) => a.low);
    if (keyWords.length === 0) return;
    this.maxWords = Math.max(this.maxWords, keyWords.length);
    const keys = keyWords.length > 1 ? [keyWords.join(' '), keyWords.join('')] : [keyWords.join(' ')];
    for (const key of keys) {
      const list = this.map.get(key) ?? [];
      list.push(entry);
      this.map.set(key, list);
    }
  }
}

class Parser {
  readonly input: string;
  readonly atoms: Atom[];

  constructor(input: string) {
    this.input = input;
    this.atoms = tokenize(input);
  }

  free(i: number): boolean {
    const atom = this.atoms[i];
    return atom !== undefined && !atom.used;
  }

  low(i: number): string | undefined {
    const atom = this.atoms[i];
    return atom && !atom.used ? atom.low : undefined;
  }

  /** True when a letter or digit is written right against atom `i` on its left ("sector62"). */
  joinedBefore(i: number): boolean {
    const before = this.atoms[i - 1];
    const atom = this.atoms[i];
    return before !== undefined && atom !== undefined && before.kind !== 'sym' && before.end === atom.start;
  }

  /** True when a letter or digit is written right against atom `i` on its right. */
  joinedAfter(i: number): boolean {
    const atom = this.atoms[i];
    const after = this.atoms[i + 1];
    return atom !== undefined && after !== undefined && after.kind !== 'sym' && atom.end === after.start;
  }

  use(from: number, to: number): void {
    for (let i = from; i < to; i += 1) {
      const atom = this.atoms[i];
      if (atom) atom.used = true;
    }
  }

  /** Index after `phrase` when its words start at `i` (free atoms; a dash may join two words), else undefined. */
  matchWords(i: number, phrase: readonly string[]): number | undefined {
    let j = i;
    for (const [n, word] of phrase.entries()) {
      if (n > 0 && this.low(j) === '-' && this.low(j + 1) === word) j += 1;
      if (this.low(j) !== word) return undefined;
      j += 1;
    }
    return j;
  }

  /** The first of `phrases` (longest first) at `i`, as the index after it. */
  matchAny(i: number, phrases: readonly (readonly string[])[]): number | undefined {
    for (const phrase of phrases) {
      const next = this.matchWords(i, phrase);
      if (next !== undefined) return next;
    }
    return undefined;
  }

  // ----- bedrooms

  readCount(i: number): { n: number; next: number } | undefined {
    const atom = this.atoms[i];
    if (!atom || atom.used || this.joinedBefore(i)) return undefined;
    if (atom.kind === 'num' && /^\d{1,2}$/.test(atom.low)) return { n: Number(atom.low), next: i + 1 };
    const word = ownValue(NUMBER_WORDS, atom.low);
    if (atom.kind === 'word' && word !== undefined) return { n: word, next: i + 1 };
    return undefined;
  }

  tryBhk(i: number): { values: number[]; next: number } | undefined {
    let j = this.low(i) === 'between' ? i + 1 : i;
    const first = this.readCount(j);
    if (!first) return undefined;
    const counts = [first.n];
    j = first.next;
    for (;;) {
      const separator = this.low(j);
      if (separator === undefined || (!BHK_LIST_SEPARATORS.has(separator) && !BHK_RANGE_SEPARATORS.has(separator))) break;
      const count = this.readCount(j + 1);
      if (!count) break;
      const last = counts[counts.length - 1] ?? count.n;
      if (BHK_RANGE_SEPARATORS.has(separator) && count.n > last) {
        for (let n = last + 1; n <= Math.min(count.n, 20); n += 1) counts.push(n);
      } else {
        counts.push(count.n);
      }
      j = count.next;
    }
    let orMore = false;
    if (this.low(j) === '+' || this.low(j) === 'plus') {
      orMore = true;
      j += 1;
    }
    if (this.low(j) === '-' && BHK_WORDS.has(this.low(j + 1) ?? '')) j += 1;
    const unit = this.low(j);
    let values: number[];
    if (unit !== undefined && BHK_WORDS.has(unit)) {
      if (counts.some((n) => n < 1 || n > 20)) return undefined;
      const afterMore = this.joinedAfter(j) ? undefined : this.matchAny(j + 1, BHK_MORE_SUFFIXES);
      if (afterMore !== undefined) {
        orMore = true;
        j = afterMore - 1;
      }
      values = counts.map((n) => Math.min(n, 4));
      if (orMore) for (let n = Math.max(...values); n <= 4; n += 1) values.push(n);
    } else if (unit === 'rk' && counts.length === 1 && counts[0] === 1 && !orMore) {
      values = [0];
    } else {
      return undefined;
    }
    if (this.joinedAfter(j)) return undefined;
    return { values, next: j + 1 };
  }

  // ----- prices

  readAmount(i: number): TypedAmount | undefined {
    let j = i;
    let currency = false;
    if (CURRENCY_WORDS.has(this.low(j) ?? '') && !this.joinedBefore(j)) {
      currency = true;
      j += 1;
      if (this.low(j) === '.') j += 1;
    }
    const number = this.atoms[j];
    if (!number || number.used || number.kind !== 'num') return undefined;
    if (!currency && this.joinedBefore(j)) return undefined;
    j += 1;
    const unitWord = this.low(j);
    // "k" counts only written against the number ("50k"): "sector 5 k block" is not ₹5,000.
    const unitRupees =
      unitWord === undefined || (unitWord === 'k' && !this.joinedAfter(j - 1)) ? undefined : ownValue(PRICE_UNIT_WORDS, unitWord);
    const unit = unitRupees === undefined ? undefined : BigInt(unitRupees);
    if (unit !== undefined) j += 1;
    if (CURRENCY_WORDS.has(this.low(j) ?? '') && this.low(j) !== '₹') {
      currency = true;
      j += 1;
    }
    if (this.low(j) === '/' && this.low(j + 1) === '-') j += 2;
    if (this.joinedAfter(j - 1)) return undefined;
    return { value: number.low, unit, currency, next: j };
  }

  /** Rupees of an amount; a unitless one without a rupee sign only when `bare` allows it and from ₹1,000. */
  rupeesOf(amount: TypedAmount, unit: bigint | undefined, bare: boolean): bigint | undefined {
    const rupees = wholeRupees(amount.value, unit ?? 1n);
    if (rupees === undefined) return undefined;
    if (unit === undefined && !amount.currency && (!bare || rupees < BigInt(MIN_BARE_RUPEES))) return undefined;
    return rupees;
  }

  tryRange(i: number, prefixed: boolean): { min: bigint; max: bigint; next: number } | undefined {
    const a = this.readAmount(i);
    if (!a) return undefined;
    for (const separator of RANGE_SEPARATORS) {
      const k = this.matchWords(a.next, separator);
      if (k === undefined) continue;
      const b = this.readAmount(k);
      if (!b) continue;
      const typed = a.unit !== undefined || b.unit !== undefined || a.currency || b.currency;
      if (!typed && !prefixed) continue;
      const min = this.rupeesOf(a, a.unit ?? b.unit, true);
      const max = this.rupeesOf(b, b.unit ?? a.unit, true);
      if (min === undefined || max === undefined) continue;
      return { min, max, next: this.matchAny(b.next, RANGE_ENDINGS) ?? b.next };
    }
    return undefined;
  }

  /** One price phrase starting at `i`, or undefined. */
  tryPrice(i: number): { min?: bigint; max?: bigint; next: number } | undefined {
    if (this.joinedBefore(i)) return undefined;
    const afterRangeWord = this.matchAny(i, RANGE_PREFIXES);
    if (afterRangeWord !== undefined) {
      const range = this.tryRange(afterRangeWord, true);
      if (range) return range;
    }
    for (const [prefixes, bound] of [
      [MAX_PREFIXES, 'max'],
      [MIN_PREFIXES, 'min'],
    ] as const) {
      const k = this.matchAny(i, prefixes);
      if (k === undefined) continue;
      const amount = this.readAmount(k);
      if (!amount) continue;
      const rupees = this.rupeesOf(amount, amount.unit, true);
      if (rupees === undefined) continue;
      return bound === 'max' ? { max: rupees, next: amount.next } : { min: rupees, next: amount.next };
    }
    const range = this.tryRange(i, false);
    if (range) return range;
    const amount = this.readAmount(i);
    if (!amount) return undefined;
    for (const [suffixes, bound] of [
      [MAX_SUFFIXES, 'max'],
      [MIN_SUFFIXES, 'min'],
    ] as const) {
      const k = this.matchAny(amount.next, suffixes);
      if (k === undefined) continue;
      const rupees = this.rupeesOf(amount, amount.unit, true);
      if (rupees === undefined) return undefined;
      return bound === 'max' ? { max: rupees, next: k } : { min: rupees, next: k };
    }
    const rupees = this.rupeesOf(amount, amount.unit, false);
    return rupees === undefined ? undefined : { max: rupees, next: amount.next };
  }

  // ----- phrases (places, categories)

  /** The longest phrase of `dictionary` that starts at `i` as whole words, or undefined. */
  matchPhrase<T>(i: number, dictionary: PhraseDictionary<T>): PhraseMatch<T> | undefined {
    if (!this.free(i) || this.atoms[i]?.kind === 'sym' || this.joinedBefore(i)) return undefined;
    const found: { words: string[]; next: number }[] = [];
    const seen: string[] = [];
    let j = i;
    while (seen.length < dictionary.maxWords) {
      const atom = this.atoms[j];
      if (!atom || atom.used || atom.kind === 'sym') break;
      seen.push(atom.low);
      found.push({ words: [...seen], next: j + 1 });
      const joiner = this.atoms[j + 1];
      if (joiner && !joiner.used && joiner.kind === 'sym' && PHRASE_JOINERS.has(joiner.low) && this.atoms[j + 2]?.kind !== 'sym') j += 2;
      else j += 1;
    }
    for (let n = found.length - 1; n >= 0; n -= 1) {
      const candidate = found[n];
      if (!candidate || this.joinedAfter(candidate.next - 1)) continue;
      const entries = dictionary.map.get(candidate.words.join(' '));
      if (entries) return { entries, start: i, next: candidate.next };
    }
    return undefined;
  }

  /** The words left, as typed: runs of touching atoms, without punctuation at their ends, joined by one space. */
  leftoverText(): string | undefined {
    const groups: string[] = [];
    let run: Atom[] = [];
    const flush = () => {
      let from = 0;
      let to = run.length;
      while (from < to && run[from]?.kind === 'sym') from += 1;
      while (to > from && run[to - 1]?.kind === 'sym') to -= 1;
      const first = run[from];
      const last = run[to - 1];
      if (first && last) groups.push(this.input.slice(first.start, last.end));
      run = [];
    };
    for (const atom of this.atoms) {
      const previous = run[run.length - 1];
      if (atom.used || (previous && previous.end !== atom.start)) flush();
      if (!atom.used) run.push(atom);
    }
    flush();
    return groups.length > 0 ? groups.join(' ') : undefined;
  }
}

interface PlaceEntry {
  kind: 'city' | 'locality';
  city: string;
  /** The locality as spelled in the places list (for kind 'locality'). */
  name: string;
}

function placeDictionary(places: readonly SearchPlace[]): PhraseDictionary<PlaceEntry> {
  const dictionary = new PhraseDictionary<PlaceEntry>();
  for (const place of places) {
    for (const name of [place.city, ...place.aliases]) dictionary.add(name, { kind: 'city', city: place.city, name: place.city });
    for (const locality of place.localities ?? []) dictionary.add(locality, { kind: 'locality', city: place.city, name: locality });
  }
  return dictionary;
}

const CATEGORY_DICTIONARY = new PhraseDictionary<SearchCategory>();
for (const [phrase, category] of Object.entries(CATEGORY_WORDS)) CATEGORY_DICTIONARY.add(phrase, category);
const FILLERS = new Set(FILLER_WORDS);

/**
 * Reads a free-text search into filters (see the file comment for every phrasing understood).
 *
 * @param text What the buyer typed, any case, e.g. "2 bhk lanka under 60 lakh",
 *   "varanasi me plot 20 lakh tak", "flats between 40 and 80 lakh in lucknow", "4+ bhk", "1 rk".
 * @param places The cities the site knows, with aliases and optionally localities (e.g. Prayagraj ←
 *   Allahabad; Varanasi ← Banaras, Benares, Kashi; Ayodhya ← Faizabad). Default none.
 * @returns Only the filters found: `bhk` (ascending, 0 = 1 RK, 4 = 4 or more), `category`, `city`
 *   (canonical), `locality` (as spelled in `places`), `minPrice`/`maxPrice` (whole rupees, exact,
 *   rounded half up; min ≤ max) and `text` (the rest as typed). An empty search gives `{}`.
 *   A place or category mentioned after a different one of the same kind, and a locality that is not
 *   in the named city, stay in `text`; a locality known in one city only also sets `city`.
 * @throws never; words it does not understand end up in `text`.
 * @see docs/product/catalogue.md, "Searching".
 */
export function parseSearchText(text: string, places: readonly SearchPlace[] = []): SearchFilters {
  const parser = new Parser(withAsciiDigits(String(text ?? '').normalize('NFC')));
  const { atoms } = parser;

  // 1. Bedrooms, before prices so that "4+ bhk" is not read as "4 and more rupees".
  const bhk = new Set<number>();
  for (let i = 0; i < atoms.length; i += 1) {
    const match = parser.tryBhk(i);
    if (!match) continue;
    for (const n of match.values) bhk.add(n);
    parser.use(i, match.next);
    i = match.next - 1;
  }

  // 2. Prices.
  let minPrice: bigint | undefined;
  let maxPrice: bigint | undefined;
  for (let i = 0; i < atoms.length; i += 1) {
    if (!parser.free(i)) continue;
    const match = parser.tryPrice(i);
    if (!match) continue;
    if (match.min !== undefined) minPrice = match.min;
    if (match.max !== undefined) maxPrice = match.max;
    parser.use(i, match.next);
    i = match.next - 1;
  }
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];

  // 3. Places: cities first, then localities that fit the city.
  const dictionary = placeDictionary(places);
  const mentions: PhraseMatch<PlaceEntry>[] = [];
  for (let i = 0; i < atoms.length; i += 1) {
    const match = parser.matchPhrase(i, dictionary);
    if (!match) continue;
    mentions.push(match);
    i = match.next - 1;
  }
  let city: string | undefined;
  let locality: string | undefined;
  for (const mention of mentions) {
    const named = mention.entries.find((e) => e.kind === 'city');
    if (!named) continue;
    city ??= named.city;
    if (named.city === city) parser.use(mention.start, mention.next);
  }
  for (const mention of mentions) {
    const localities = mention.entries.filter((e) => e.kind === 'locality');
    if (localities.length === 0 || mention.entries.some((e) => e.kind === 'city')) continue;
    const fitting = city === undefined ? localities : localities.filter((e) => e.city === city);
    const first = fitting[0];
    if (!first) continue;
    if (locality === undefined) {
      locality = first.name;
      const owners = new Set(fitting.map((e) => e.city));
      if (city === undefined && owners.size === 1) city = first.city;
    }
    if (fitting.some((e) => e.name.toLowerCase() === locality?.toLowerCase())) parser.use(mention.start, mention.next);
  }

  // 4. Category: the first one named; the same one again is dropped, a different one stays in the text.
  let category: SearchCategory | undefined;
  for (let i = 0; i < atoms.length; i += 1) {
    const match = parser.matchPhrase(i, CATEGORY_DICTIONARY);
    if (!match) continue;
    const named = match.entries[0];
    category ??= named;
    if (named === category) parser.use(i, match.next);
    i = match.next - 1;
  }

  // 5. Filler words standing alone, and punctuation standing alone.
  for (const [i, atom] of atoms.entries()) {
    if (atom.used) continue;
    const alone = !parser.joinedBefore(i) && !parser.joinedAfter(i);
    const touchesNothing = atom.kind === 'sym' && !(atoms[i - 1]?.end === atom.start) && !(atoms[i + 1]?.start === atom.end);
    if ((atom.kind === 'word' && alone && FILLERS.has(atom.low)) || touchesNothing) atom.used = true;
  }

  const filters: SearchFilters = {};
  if (bhk.size > 0) filters.bhk = [...bhk].sort((a, b) => a - b);
  if (category !== undefined) filters.category = category;
  if (city !== undefined) filters.city = city;
  if (locality !== undefined) filters.locality = locality;
  if (minPrice !== undefined) filters.minPrice = Number(minPrice);
  if (maxPrice !== undefined) filters.maxPrice = Number(maxPrice);
  const rest = parser.leftoverText();
  if (rest !== undefined) filters.text = rest;
  return filters;
}

/**
 * Reads one price as a buyer types it into a price box: "60 lakh" → 6000000, "1.5 cr" → 15000000,
 * "₹45,00,000" → 4500000, "75L" → 7500000, "85000" → 85000 (a plain number is rupees here). Exact,
 * rounded half up to the whole rupee. docs/product/catalogue.md, "Searching".
 *
 * @returns Whole rupees, or `undefined` when the text is not exactly one amount (blank, words, a
 *   negative number, or above {@link MAX_SEARCH_PRICE_RUPEES}).
 */
export function parseRupeeAmount(text: string): number | undefined {
  const parser = new Parser(withAsciiDigits(String(text ?? '').normalize('NFC')));
  const amount = parser.readAmount(0);
  if (!amount || amount.next !== parser.atoms.length) return undefined;
  const rupees = wholeRupees(amount.value, amount.unit ?? 1n);
  return rupees === undefined ? undefined : Number(rupees);
}

/** What a chip stands for, so a page can remove it: `bhk` chips also carry their count in `bhk`. */
export interface FilterChip {
  /** The filter the chip shows; 'price' covers `minPrice` and `maxPrice` together. */
  key: 'bhk' | 'category' | 'locality' | 'city' | 'price' | 'text';
  /** The label, e.g. "2 BHK", "Apartment", "Varanasi", "Under ₹60 L", "₹40 L – ₹80 L". */
  label: string;
  /** For a 'bhk' chip: the count it shows (0 = 1 RK, 4 = 4 or more). */
  bhk?: number;
}

/**
 * The chips of a set of filters, in a fixed order: one per bedroom count ("1 RK", "2 BHK", "4+ BHK"),
 * the category ("Apartment"), the locality ("Lanka"), the city ("Varanasi"), the price ("₹40 L – ₹80 L"
 * for both bounds, one value when they read the same, "Under ₹60 L" for a highest price only, "Above
 * ₹1.5 Cr" for a lowest price only) and the text in quotes ("“near bhu”"). Prices are formatted by
 * `formatRupees`/`formatRupeeRange` (rounded half up to 0.01 L / 0.01 Cr). docs/product/catalogue.md,
 * "The listing page" (Applied Criteria).
 *
 * @throws RangeError when a price is negative or not finite (see `formatRupees`).
 */
export function filterChips(filters: SearchFilters): FilterChip[] {
  const chips: FilterChip[] = [];
  for (const n of filters.bhk ?? []) chips.push({ key: 'bhk', bhk: n, label: n === 0 ? '1 RK' : n >= 4 ? '4+ BHK' : `${n} BHK` });
  if (filters.category) chips.push({ key: 'category', label: filters.category });
  if (filters.locality) chips.push({ key: 'locality', label: filters.locality });
  if (filters.city) chips.push({ key: 'city', label: filters.city });
  const { minPrice, maxPrice } = filters;
  if (minPrice !== undefined && maxPrice !== undefined) chips.push({ key: 'price', label: formatRupeeRange(minPrice, maxPrice) });
  else if (maxPrice !== undefined) chips.push({ key: 'price', label: `Under ${formatRupees(maxPrice)}` });
  else if (minPrice !== undefined) chips.push({ key: 'price', label: `Above ${formatRupees(minPrice)}` });
  if (filters.text) chips.push({ key: 'text', label: `“${filters.text}”` });
  return chips;
}

/**
 * The chip labels of a set of filters, in the order of {@link filterChips}, e.g.
 * `["2 BHK", "Apartment", "Varanasi", "Under ₹60 L"]`. docs/product/catalogue.md, "The listing page".
 *
 * @throws RangeError when a price is negative or not finite (see `formatRupees`).
 */
export function describeFilters(filters: SearchFilters): string[] {
  return filterChips(filters).map((chip) => chip.label);
}
