/**
 * Words shared by the demo catalogue and the scale-data generator: amenities by category,
 * RERA numbers, area parsing and the description paragraphs a real listing carries
 * (docs/product/catalogue.md "Property detail": 'More About The Project' and amenities).
 */
import { AREA_UNIT_LABELS, type AreaUnit, toSquareFeet } from '@realty/contracts/listings/areas';
import { bhkText, formatSquareFeet } from '@realty/contracts/sites/listing-fields';
import type { ListingFacts } from './listing-fields.ts';
import type { Random } from './random.ts';

/** Listing categories of the catalogue (docs/product/catalogue.md, plus Plots). */
export type Category = 'Apartment' | 'Town Houses' | 'Family Houses' | 'Plots';

/** Amenities a listing of each category may offer, most common first. */
export const AMENITIES: Record<Category, readonly string[]> = {
  Apartment: [
    'Lift',
    'Power backup',
    '24x7 security',
    'Covered parking',
    'Water supply',
    'CCTV surveillance',
    'Fire safety',
    'Club house',
    'Gym',
    "Children's play area",
    'Park',
    'Intercom',
    'Rainwater harvesting',
    'Temple',
    'School nearby',
    'Hospital nearby',
    'Community hall',
  ],
  'Town Houses': [
    'Gated community',
    '24x7 security',
    'Power backup',
    'Covered parking',
    'Water supply',
    'Private terrace',
    'Park',
    "Children's play area",
    'CCTV surveillance',
    'Temple',
    'School nearby',
    'Rainwater harvesting',
    'Club house',
  ],
  'Family Houses': [
    'Gated community',
    'Power backup',
    '24x7 security',
    'Covered parking',
    'Water supply',
    'Modular kitchen',
    'Park',
    'Temple',
    'School nearby',
    'Hospital nearby',
    'Solar water heating',
    'Rainwater harvesting',
    'Club house',
  ],
  Plots: [
    'Gated community',
    'Boundary wall',
    'Wide internal roads',
    'Street lights',
    'Water supply',
    'Electricity connection',
    'Drainage',
    'Park',
    'Temple',
    'School nearby',
    '24x7 security',
  ],
};

/**
 * `count` amenities of `category`: the first four usual ones, then a random pick of the rest,
 * followed by `extras` (no duplicates).
 */
export function amenitiesFor(category: Category, r: Random, count: number, extras: readonly string[] = []): string[] {
  const all = AMENITIES[category];
  const picked = [...all.slice(0, 4), ...r.sample(all.slice(4), Math.max(0, count - 4))];
  return [...new Set([...picked, ...extras])];
}

/**
 * A RERA registration number in the form its state uses: UP RERA 'UPRERAPRJ123456', Bihar
 * 'BRERAP01234-1/234/R-567/2023', Madhya Pradesh 'P-REW-23-4011' style.
 */
export function reraNumberFor(state: string, city: string, r: Random): string {
  if (state === 'Bihar')
    return `BRERAP${String(r.int(100, 9999)).padStart(5, '0')}-${r.int(1, 3)}/${r.int(100, 999)}/R-${r.int(100, 1999)}/${r.int(2021, 2025)}`;
  if (state === 'Madhya Pradesh') return `P-${city.slice(0, 3).toUpperCase()}-${r.int(21, 25)}-${r.int(1000, 9999)}`;
  return `UPRERAPRJ${r.int(100000, 999999)}`;
}

/** The first number of an area text in square feet, e.g. 1250 for '1,250 sq ft carpet area' (0 when none). */
export function squareFeetOf(area: string): number {
  const match = /(\d[\d,]*)/.exec(area);
  return match ? Number(match[1]?.replace(/,/g, '')) : 0;
}

/** Rupees as Indian buyers say them: '62 lakh', '1.15 crore', '15.5 lakh'. */
export function rupeesInWords(rupees: number): string {
  if (rupees >= 10_000_000) return `${Number((rupees / 10_000_000).toFixed(2))} crore`;
  return `${Number((rupees / 100_000).toFixed(2))} lakh`;
}

/** What a listing description is written from: the listing's words and its structured facts (docs/product/catalogue.md). */
export type DescriptionFacts = {
  summary: string;
  category: Category;
  city: string;
  locality: string;
  famousPlace: string;
  amenities: readonly string[];
  status: string;
  reraNumber: string;
  price: number;
  range?: [number, number] | undefined;
  facts: ListingFacts;
};

const DISTANCES = ['a five-minute drive', 'about ten minutes', 'a short auto-rickshaw ride', 'fifteen minutes by road', 'walking distance'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A month (YYYY-MM) as words: '2027-06' → 'June 2027' (possession, docs/product/catalogue.md). */
export function monthInWords(month: string): string {
  const [year, m] = month.split('-');
  return `${MONTHS[Number(m) - 1] ?? month} ${year}`;
}

/** Words joined as people list them: 'a', 'a and b', 'a, b and c' (descriptions, docs/product/catalogue.md). */
export function listInWords(items: readonly string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');
}

/** Square feet as words: '1,250 sq ft', or '968 to 1,710 sq ft' for a range. */
function sqftInWords(lo: number, hi: number = lo): string {
  return lo === hi ? `${formatSquareFeet(lo)} sq ft` : `${formatSquareFeet(lo)} to ${formatSquareFeet(hi)} sq ft`;
}

/** A plot's size as words, its own unit first: '150 sq yd (1,350 sq ft)', '1,000 sq ft'. */
function plotInWords(plot: { area: number; unit: AreaUnit }): string {
  const own = `${formatSquareFeet(plot.area)} ${AREA_UNIT_LABELS[plot.unit]}`;
  return plot.unit === 'sqft' ? own : `${own} (${formatSquareFeet(toSquareFeet(plot.area, plot.unit))} sq ft)`;
}

/**
 * A listing description of several sentences: `summary`, then where it is, what the homes (or
 * plots) are, the amenities, the price, possession and the RERA or booking position. Every number
 * and word about the listing comes from its structured facts (bedrooms, areas, plot size,
 * possession, furnishing, approvals, lending banks), so the text never contradicts its fields.
 * Usually longer than 300 characters, so the detail page's Read More applies (docs/product/catalogue.md).
 */
export function describeListing(f: DescriptionFacts, r: Random): string {
  const { facts } = f;
  const near = f.famousPlace && f.famousPlace !== f.locality ? ` ${r.pick(DISTANCES)} from ${f.famousPlace},` : '';
  const where = `The project is in ${f.locality}, ${f.city},${near} with markets, schools and hospitals close by.`;
  const bhk = bhkText(facts.bhk);
  const several = facts.bhk.length > 1;
  const carpet = facts.carpet ? sqftInWords(facts.carpet[0], facts.carpet[1]) : undefined;
  const built = facts.builtUp === undefined ? undefined : sqftInWords(facts.builtUp);
  let what: string;
  if (f.category === 'Plots') {
    const layout = facts.approvedBy.length ? 'an approved layout' : 'a planned layout';
    const size = facts.plot ? plotInWords(facts.plot) : 'several sizes';
    what = `${f.range ? `Plots start at ${size}` : `Each plot is ${size}`} in ${layout} with clear title, marked boundaries and road access on at least one side.`;
  } else if (f.category === 'Apartment') {
    what = `Homes are ${bhk}${carpet ? ` with ${carpet} of carpet area` : ''}, cross ventilation, vitrified flooring and a utility balcony off the kitchen.`;
  } else if (f.category === 'Town Houses') {
    what = `${several ? `The ${bhk} town houses offer` : `Each ${bhk} town house offers`} ${built ?? carpet ?? 'generous space'} built-up, a private terrace and its own parking in front.`;
  } else {
    const plot = facts.plot ? ` on a ${plotInWords(facts.plot)} plot` : '';
    what = `${several ? `Independent ${bhk} homes` : `An independent ${bhk} home`} with ${built ?? carpet ?? 'generous space'} built-up${plot}, a car porch, a puja room and space for a garden.`;
  }
  const furnished =
    f.category === 'Plots' || facts.furnishing === undefined || facts.furnishing === 'unfurnished'
      ? ''
      : facts.furnishing === 'semi'
        ? 'Homes come semi-furnished, with wardrobes, fans and lights fitted.'
        : 'Homes come fully furnished.';
  const shown = f.amenities.slice(0, 5);
  const lower = (a: string) => (/^[A-Z0-9]{2,}\b/.test(a) ? a : a.charAt(0).toLowerCase() + a.slice(1));
  const amenities =
    shown.length > 1 ? `Amenities include ${shown.slice(0, -1).map(lower).join(', ')} and ${lower(String(shown.at(-1)))}.` : '';
  const depending = f.category === 'Plots' ? 'plot size' : f.category === 'Apartment' ? 'size and floor' : 'size';
  const price = f.range
    ? `Prices range from ₹${rupeesInWords(f.range[0])} to ₹${rupeesInWords(f.range[1])} depending on ${depending}.`
    : `Asking price ₹${rupeesInWords(f.price)}.`;
  const possession =
    facts.possession === 'under_construction'
      ? `Under construction, with possession expected in ${facts.possessionDate ? monthInWords(facts.possessionDate) : 'the coming years'}.`
      : f.category === 'Plots'
        ? 'Plots are ready for registry.'
        : 'Ready to move in.';
  const loans = facts.loanBanks.length
    ? `${f.category === 'Plots' ? 'Plot' : 'Home'} loans are available from ${listInWords(facts.loanBanks)}.`
    : '';
  const position =
    f.status === 'Sold'
      ? 'This project is sold out; ask us about resale homes nearby.'
      : f.status === 'Not Available'
        ? 'Bookings are closed for now; register your interest and our associate will call when units open.'
        : f.reraNumber
          ? `Registered under RERA number ${f.reraNumber}.`
          : 'Site visits are arranged every day with a personal associate.';
  return [f.summary, where, what, furnished, amenities, price, possession, loans, position].filter(Boolean).join(' ');
}
