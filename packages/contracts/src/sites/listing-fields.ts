import { AREA_UNIT_LABELS, AREA_UNITS, type AreaUnit } from '../listings/areas.ts';
import { formatIndianDigits } from '../listings/price-format.ts';
import type { SearchCategory } from '../listings/search-parser.ts';

/**
 * # The structured fields of a listing
 *
 * What an Indian buyer filters and compares on, beside the spec's text fields
 * (docs/product/catalogue.md, "The listing (a "site")" and "Structured fields"): bedrooms, areas in
 * square feet, possession, furnishing, facing, transaction, ownership, approvals, loan banks and
 * the Verified mark. The value lists here are the only spellings the API stores and answers; the
 * database's CHECK constraints (packages/db/src/schema/sites.ts) use the same lists.
 *
 * Pure values and functions, no I/O.
 */

/** Largest bedroom count a listing may offer (`bhk` holds 0 to 20; 0 is a 1 RK). docs/product/catalogue.md. */
export const MAX_BHK = 20;

/** A `bhk` filter value of this or more means "this many bedrooms or more" (4 = 4 BHK and larger). docs/product/catalogue.md. */
export const BHK_OR_MORE_FROM = 4;

/** Possession: ready to move in, or under construction (with `possession_date`, a month). docs/product/catalogue.md. */
export const POSSESSIONS = ['ready', 'under_construction'] as const;
/** One of {@link POSSESSIONS} (docs/product/catalogue.md, "Structured fields"). */
export type Possession = (typeof POSSESSIONS)[number];

/** Furnishing: unfurnished, semi-furnished (`semi`) or furnished. docs/product/catalogue.md. */
export const FURNISHINGS = ['unfurnished', 'semi', 'furnished'] as const;
/** One of {@link FURNISHINGS} (docs/product/catalogue.md, "Structured fields"). */
export type Furnishing = (typeof FURNISHINGS)[number];

/** The eight compass points a home or plot may face, clockwise from north. docs/product/catalogue.md. */
export const FACINGS = ['north', 'north_east', 'east', 'south_east', 'south', 'south_west', 'west', 'north_west'] as const;
/** One of {@link FACINGS} (docs/product/catalogue.md, "Structured fields"). */
export type Facing = (typeof FACINGS)[number];

/** Transaction: a new booking from the developer, or a resale. docs/product/catalogue.md. */
export const TRANSACTIONS = ['new', 'resale'] as const;
/** One of {@link TRANSACTIONS} (docs/product/catalogue.md, "Structured fields"). */
export type Transaction = (typeof TRANSACTIONS)[number];

/** Ownership of the land: freehold or leasehold. docs/product/catalogue.md. */
export const OWNERSHIPS = ['freehold', 'leasehold'] as const;
/** One of {@link OWNERSHIPS} (docs/product/catalogue.md, "Structured fields"). */
export type Ownership = (typeof OWNERSHIPS)[number];

/** Labels of the value lists for forms and pages, e.g. `semi` → "Semi-furnished". docs/product/catalogue.md. */
export const LISTING_FIELD_LABELS = {
  possession: { ready: 'Ready to move', under_construction: 'Under construction' },
  furnishing: { unfurnished: 'Unfurnished', semi: 'Semi-furnished', furnished: 'Furnished' },
  facing: {
    north: 'North',
    north_east: 'North-East',
    east: 'East',
    south_east: 'South-East',
    south: 'South',
    south_west: 'South-West',
    west: 'West',
    north_west: 'North-West',
  },
  transaction: { new: 'New booking', resale: 'Resale' },
  ownership: { freehold: 'Freehold', leasehold: 'Leasehold' },
} as const satisfies Record<string, Record<string, string>>;

/** Area units of a plot (re-exported from `listings/areas.ts`): sqft, sqyd, sqm, acre. */
export { AREA_UNITS, type AreaUnit };

/**
 * The catalogue categories (`site_category`) a search category stands for: Apartment → Apartment,
 * Plot → Plots, House → Family Houses and Town Houses, Villa → Family Houses, Commercial →
 * Commercial (no such listings today, so it finds none). Used for `q` and for a `category` filter
 * given as a search word. docs/product/catalogue.md, "Searching".
 */
export const SITE_CATEGORIES_OF_SEARCH: Readonly<Record<SearchCategory, readonly string[]>> = {
  Apartment: ['Apartment'],
  Plot: ['Plots'],
  House: ['Family Houses', 'Town Houses'],
  Villa: ['Family Houses'],
  Commercial: ['Commercial'],
};

/**
 * Square feet as pages show them: Indian digit grouping, up to 2 decimals without trailing zeros.
 * @param sqft Square feet, 0 or more (a `number` with at most 2 decimals, as the API answers areas).
 * @example formatSquareFeet(1250) === '1,250'; formatSquareFeet(1076.39) === '1,076.39'; formatSquareFeet(10890.5) === '10,890.5'
 * @throws RangeError for a negative or non-finite value.
 * @see docs/product/catalogue.md ("Structured fields")
 */
export function formatSquareFeet(sqft: number): string {
  if (!Number.isFinite(sqft) || sqft < 0) throw new RangeError(`Square feet must be 0 or more, got ${sqft}`);
  const hundredths = Math.round(sqft * 100);
  const whole = formatIndianDigits(Math.floor(hundredths / 100));
  const cents = String(hundredths % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return cents ? `${whole}.${cents}` : whole;
}

/** A plot area in its own unit as pages show it, e.g. "120 sq yd", "0.25 acre", "1,200 sq ft". */
function unitText(value: number, unit: AreaUnit): string {
  return `${formatSquareFeet(value)} ${AREA_UNIT_LABELS[unit]}`;
}

/** The area fields {@link areaTextOf} reads (the wire names; areas in square feet unless said; docs/product/catalogue.md, "Structured fields"). */
export type AreaFields = {
  carpet_area_sqft_min?: number | undefined;
  carpet_area_sqft_max?: number | undefined;
  built_up_area_sqft?: number | undefined;
  super_built_up_area_sqft?: number | undefined;
  /** In `plot_area_unit`. */
  plot_area?: number | undefined;
  plot_area_unit?: AreaUnit | undefined;
  /** `plot_area` in square feet (exact conversion, 2 decimals). */
  plot_area_sqft?: number | undefined;
};

/**
 * The short area text of a listing made from its structured areas, square feet first (what
 * `site_area` answers when staff left it empty, and what the demo catalogue stores):
 * - a plot: "1,080 sq ft plot (120 sq yd)", or "1,200 sq ft plot" in square feet;
 * - otherwise the carpet area: "1,250 sq ft carpet area", "968 sq ft – 1,710 sq ft carpet area";
 * - else the built-up area: "2,000 sq ft built-up area"; else the super built-up area:
 *   "1,400 sq ft super built-up area";
 * - '' when the listing gives no area (pages then show "N/A").
 * A home on its own plot reads "2,560 sq ft carpet area on a 2,400 sq ft plot".
 * @see docs/product/catalogue.md ("Structured fields": `site_area` derived)
 */
export function areaTextOf(f: AreaFields): string {
  const plot =
    f.plot_area !== undefined && f.plot_area_unit !== undefined && f.plot_area_sqft !== undefined
      ? f.plot_area_unit === 'sqft'
        ? `${formatSquareFeet(f.plot_area_sqft)} sq ft plot`
        : `${formatSquareFeet(f.plot_area_sqft)} sq ft plot (${unitText(f.plot_area, f.plot_area_unit)})`
      : undefined;
  const lo = f.carpet_area_sqft_min ?? f.carpet_area_sqft_max;
  const hi = f.carpet_area_sqft_max ?? f.carpet_area_sqft_min;
  let home: string | undefined;
  if (lo !== undefined && hi !== undefined)
    home = `${lo === hi ? formatSquareFeet(lo) : `${formatSquareFeet(lo)} sq ft – ${formatSquareFeet(hi)}`} sq ft carpet area`;
  else if (f.built_up_area_sqft !== undefined) home = `${formatSquareFeet(f.built_up_area_sqft)} sq ft built-up area`;
  else if (f.super_built_up_area_sqft !== undefined) home = `${formatSquareFeet(f.super_built_up_area_sqft)} sq ft super built-up area`;
  if (home && plot) return `${home} on a ${plot}`;
  return home ?? plot ?? '';
}

/**
 * The bedroom counts as words, e.g. [2, 3] → "2 and 3 BHK", [1, 2, 3] → "1, 2 and 3 BHK",
 * [0] → "1 RK", [4] → "4 BHK", [] → ''. docs/product/catalogue.md ("Structured fields").
 */
export function bhkText(bhk: readonly number[]): string {
  const rk = bhk.includes(0);
  const counts = bhk.filter((n) => n > 0).map(String);
  const joined = counts.length > 1 ? `${counts.slice(0, -1).join(', ')} and ${counts.at(-1)}` : (counts[0] ?? '');
  const bhkPart = joined ? `${joined} BHK` : '';
  return rk ? (bhkPart ? `1 RK, ${bhkPart}` : '1 RK') : bhkPart;
}
