import { AREA_UNIT_LABELS, isAreaUnit, pricePerSqft } from '@realty/contracts/listings/areas';
import { formatIndianDigits } from '@realty/contracts/listings/price-format';
import { LISTING_FIELD_LABELS } from '@realty/contracts/sites/listing-fields';
import type { Site } from '@realty/contracts/sites/site';
import { formatPrice } from '../../../lib/format-price.ts';

/**
 * # The structured facts of a listing, as cards and the detail page show them
 *
 * docs/product/catalogue.md, "The listing": `bhk`, the carpet,
 * built-up, super built-up and plot areas, `price_per_sqft`, possession and its month,
 * furnishing, facing, transaction, ownership, approvals, loan banks and `verified`. The API is
 * adding these fields, so each is read defensively from the listing as sent: a field that is
 * absent, empty or of an unexpected kind is simply not shown.
 */

/** A listing as sent, with the structured fields it may carry (all optional). */
export type ListingWithFacts = Site & { readonly [field: string]: unknown };

const record = (site: Site): Readonly<Record<string, unknown>> => site as unknown as Readonly<Record<string, unknown>>;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** A non-negative finite number sent as a number or as decimal text ("1200", "1200.50"). */
const amount = (value: unknown): number | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : undefined;
  if (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value.trim())) return Number(value.trim());
  return undefined;
};

const positive = (value: unknown): number | undefined => {
  const n = amount(value);
  return n !== undefined && n > 0 ? n : undefined;
};

const textList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '').map((s) => s.trim()) : [];

/** A number of square feet or units with Indian grouping and at most two decimals: 1234.5 → "1,234.5". (docs/product/catalogue.md) */
export function groupedNumber(n: number): string {
  const hundredths = Math.round(n * 100);
  const whole = formatIndianDigits(Math.trunc(hundredths / 100));
  const cents = String(hundredths % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return cents ? `${whole}.${cents}` : whole;
}

/** Square feet as shown: 1450 → "1,450 sq ft". (docs/product/catalogue.md) */
export const sqftText = (n: number): string => `${groupedNumber(n)} sq ft`;

/**
 * The bedroom counts of a listing as a card shows them (docs/product/catalogue.md, "The
 * listing"): `[3, 2]` → "2, 3 BHK", `[0]` → "1 RK", `[0, 1]` → "1 RK, 1 BHK"; undefined without counts.
 */
export function bhkText(value: unknown): string | undefined {
  const list = Array.isArray(value) ? value : [];
  const counts = [...new Set(list.filter((n): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 20))].sort(
    (a, b) => a - b,
  );
  const rooms = counts.filter((n) => n > 0);
  const parts = [...(counts.includes(0) ? ['1 RK'] : []), ...(rooms.length ? [`${rooms.join(', ')} BHK`] : [])];
  return parts.length ? parts.join(', ') : undefined;
}

/** Carpet area from `carpet_area_sqft_min`/`_max`: "1,050–1,450 sq ft", or one of them ("1,200 sq ft"). (docs/product/catalogue.md) */
export function carpetAreaText(site: Site): string | undefined {
  const f = record(site);
  const lo = positive(f.carpet_area_sqft_min);
  const hi = positive(f.carpet_area_sqft_max);
  if (lo !== undefined && hi !== undefined && lo !== hi) return `${groupedNumber(Math.min(lo, hi))}–${sqftText(Math.max(lo, hi))}`;
  const one = lo ?? hi;
  return one === undefined ? undefined : sqftText(one);
}

/** Plot area in its own unit, with square feet when the unit is another: "150 sq yd (1,350 sq ft)". (docs/product/catalogue.md) */
export function plotAreaText(site: Site): string | undefined {
  const f = record(site);
  const n = positive(f.plot_area);
  const inSqft = positive(f.plot_area_sqft);
  if (n === undefined) return inSqft === undefined ? undefined : sqftText(inSqft);
  const unit = text(f.plot_area_unit);
  if (!unit || unit === 'sqft') return sqftText(n);
  const label = isAreaUnit(unit) ? AREA_UNIT_LABELS[unit] : unit;
  return `${groupedNumber(n)} ${label}${inSqft === undefined ? '' : ` (${sqftText(inSqft)})`}`;
}

/**
 * Rupees per square foot: the API's `price_per_sqft`, else `site_price` over the one area the
 * listing gives (carpet area when it is a single figure, else the plot area in square feet);
 * undefined when neither can be had. Rounded half up to the rupee (lib `pricePerSqft`).
 * See docs/product/catalogue.md.
 */
export function pricePerSqftOf(site: Site): number | undefined {
  const f = record(site);
  const given = positive(f.price_per_sqft);
  if (given !== undefined) return Math.round(given);
  const lo = positive(f.carpet_area_sqft_min);
  const hi = positive(f.carpet_area_sqft_max);
  const area = lo !== undefined && (hi === undefined || hi === lo) ? lo : lo === undefined ? hi : positive(f.plot_area_sqft);
  if (area === undefined) return undefined;
  try {
    return pricePerSqft(site.site_price, area);
  } catch {
    return undefined;
  }
}

/** Price per square foot as shown, by the one rupee formatter: "₹4,500 / sq ft"; undefined when unknown. (docs/product/catalogue.md) */
export function pricePerSqftText(site: Site): string | undefined {
  const n = pricePerSqftOf(site);
  return n === undefined ? undefined : `${formatPrice(n)} / sq ft`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** `2027-03` → "Mar 2027"; undefined for anything else. (docs/product/catalogue.md) */
export function monthText(value: unknown): string | undefined {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(text(value) ?? '');
  return match ? `${MONTHS[Number(match[2]) - 1]} ${match[1]}` : undefined;
}

/**
 * Possession as shown (docs/product/catalogue.md, "The listing"): "Ready to move", "Under
 * construction, possession Mar 2027" (or without the month), or the month alone as "Possession
 * Mar 2027"; undefined when the listing says nothing.
 */
export function possessionText(site: Site): string | undefined {
  const f = record(site);
  const state = text(f.possession);
  const month = monthText(f.possession_date);
  if (state === 'ready') return 'Ready to move';
  if (state === 'under_construction') return month ? `Under construction, possession ${month}` : 'Under construction';
  return month ? `Possession ${month}` : undefined;
}

/** Short possession text of a card: "Ready to move" or "Possession Mar 2027" / "Under construction". (docs/product/catalogue.md) */
export function possessionShortText(site: Site): string | undefined {
  const f = record(site);
  const state = text(f.possession);
  const month = monthText(f.possession_date);
  if (state === 'ready') return 'Ready to move';
  if (month) return `Possession ${month}`;
  return state === 'under_construction' ? 'Under construction' : undefined;
}

/** True when the listing carries `verified: true`. (docs/product/catalogue.md) */
export function isVerified(site: Site): boolean {
  return record(site).verified === true;
}

const humanise = (value: string): string => {
  const words = value.replace(/[_-]+/g, ' ').replace(/\s+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const FURNISHING: Readonly<Record<string, string>> = LISTING_FIELD_LABELS.furnishing;
const FACING: Readonly<Record<string, string>> = LISTING_FIELD_LABELS.facing;
const TRANSACTION: Readonly<Record<string, string>> = LISTING_FIELD_LABELS.transaction;
const OWNERSHIP: Readonly<Record<string, string>> = LISTING_FIELD_LABELS.ownership;

const choice = (labels: Readonly<Record<string, string>>, value: unknown): string | undefined => {
  const t = text(value);
  if (!t) return undefined;
  return Object.hasOwn(labels, t.toLowerCase()) ? labels[t.toLowerCase()] : humanise(t);
};

/** One row of the detail page's facts table. */
export type ListingFact = { id: string; label: string; value: string };

/**
 * The facts table of the detail page (docs/product/catalogue.md, "The detail page"):
 * one row per structured field the listing carries, in a fixed
 * order — Property type, Configuration (BHK), Carpet area, Built-up area, Super built-up area,
 * Plot area, Price per sq ft, Possession, Furnishing, Facing, Transaction, Ownership, Approved
 * by, Home loans from, RERA number, Developer, Verification. Fields the listing lacks are left out.
 */
export function listingFacts(site: Site): ListingFact[] {
  const f = record(site);
  const sqft = (value: unknown) => {
    const n = positive(value);
    return n === undefined ? undefined : sqftText(n);
  };
  const approvals = textList(f.approved_by);
  const banks = textList(f.loan_banks);
  const rows: [string, string, string | undefined][] = [
    ['category', 'Property type', text(site.site_category)],
    ['bhk', 'Configuration', bhkText(f.bhk)],
    ['carpet_area', 'Carpet area', carpetAreaText(site)],
    ['built_up_area', 'Built-up area', sqft(f.built_up_area_sqft)],
    ['super_built_up_area', 'Super built-up area', sqft(f.super_built_up_area_sqft)],
    ['plot_area', 'Plot area', plotAreaText(site)],
    ['price_per_sqft', 'Price per sq ft', pricePerSqftText(site)],
    ['possession', 'Possession', possessionText(site)],
    ['furnishing', 'Furnishing', choice(FURNISHING, f.furnishing)],
    ['facing', 'Facing', choice(FACING, f.facing)],
    ['transaction', 'Transaction', choice(TRANSACTION, f.transaction)],
    ['ownership', 'Ownership', choice(OWNERSHIP, f.ownership)],
    ['approved_by', 'Approved by', approvals.length ? approvals.join(', ') : undefined],
    ['loan_banks', 'Home loans from', banks.length ? banks.join(', ') : undefined],
    ['rera', 'RERA number', text(site.site_rera_number)],
    ['developer', 'Developer', text(site.site_developer)],
    ['verified', 'Verification', f.verified === true ? 'Checked by our team' : undefined],
  ];
  return rows.flatMap(([id, label, value]) => (value ? [{ id, label, value }] : []));
}
