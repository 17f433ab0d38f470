import { isAreaUnit } from '@realty/contracts/listings/areas';
import { formatIndianDigits } from '@realty/contracts/listings/price-format';
import { formatPrice, priceRangeText } from '../../../lib/format-price.ts';
import type { Language } from '../../../lib/i18n/i18n.ts';
import { areaUnitLabel, categoryLabel, listingAreaText, placeLabel } from '../../../lib/i18n/vocabulary/vocabulary.ts';
import { type CompareTextKey, compareTexts, hasCompareText } from '../texts.ts';

/**
 * # The rows of the compare table
 *
 * A listing is read defensively from the JSON of `GET /api/sites/{id}`: the structured fields the
 * API is adding (`bhk`, carpet/built-up/super built-up/plot areas, `price_per_sqft`, possession,
 * furnishing, facing, transaction, ownership, approvals, loan banks, `verified`) are optional on
 * the wire, and any field that is absent, empty or of an unexpected kind is shown as "—"
 * (docs/product/catalogue.md). Labels and values are written in the page's language (default
 * English; docs/product/seo.md, "Hindi"): on Hindi pages places, area units and the area text come
 * from the listing vocabulary (`lib/i18n/vocabulary`); what else staff entered stays as entered.
 */

/** Text of a value that is absent or unreadable. */
export const MISSING = '—';

/** A listing as the compare page uses it: its id, title, cover photo and every field as sent. */
export type CompareListing = {
  id: number;
  title: string;
  /** Stored path of the cover photo (served under /server/), when there is one. */
  coverPath?: string;
  /** The listing's `site_status` as sent ('' when absent). */
  status: string;
  /** Every field of the answer's `site` object, unchecked. */
  fields: Readonly<Record<string, unknown>>;
};

/**
 * Reads `data.site` of a `GET /api/sites/{id}` answer (or a bare site object) without dropping
 * fields the contract does not know yet.
 * @throws TypeError when there is no site object with a positive whole `site_id`.
 */
export function readCompareListing(answer: unknown): CompareListing {
  const record = asRecord(answer);
  const data = asRecord(record?.data);
  const site = asRecord(data?.site) ?? (record && 'site_id' in record ? record : undefined);
  const id = site?.site_id;
  if (!site || typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) throw new TypeError('The answer holds no listing.');
  const cover = [...stringList(site.cover_images), ...stringList(site.inner_images)][0];
  return {
    id,
    title: text(site.site_title) ?? `Property #${id}`,
    coverPath: cover,
    status: text(site.site_status) ?? '',
    fields: site,
  };
}

/** The sections of the compare table, in order. */
export const COMPARE_GROUPS = ['Price', 'Location', 'Property', 'Possession and papers'] as const;

/** One of {@link COMPARE_GROUPS}. */
export type CompareGroup = (typeof COMPARE_GROUPS)[number];

/** A row of the compare table: its label (English; the page shows `field.{id}` of the compare texts), section, and how to show a listing's value. */
export type CompareField = {
  id: string;
  label: string;
  group: CompareGroup;
  /** The value as shown in `language`, or null when the listing does not have it (shown as {@link MISSING}). */
  show: (fields: Readonly<Record<string, unknown>>, language: Language) => string | null;
};

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

function stringList(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '').map((s) => s.trim())
    : [];
}

/** A non-negative finite number, sent as a number or as decimal text ("1200", "1200.50"). */
function amount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null;
  if (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value.trim())) return Number(value.trim());
  return null;
}

/** Rupees text of a price, or null for an absent, zero or unreadable price ("₹50 L"; Hindi "₹50 लाख"). */
function rupees(value: unknown, language: Language): string | null {
  const n = amount(value);
  if (n === null || n === 0) return null;
  const text = formatPrice(typeof value === 'string' ? value.trim() : n, language);
  return /\d/.test(text) ? text : null;
}

/** A number with Indian digit grouping and at most two decimals: 1234567.5 → "12,34,567.5". */
export function groupedNumber(n: number): string {
  const hundredths = Math.round(n * 100);
  const whole = formatIndianDigits(Math.trunc(hundredths / 100));
  const cents = String(hundredths % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return cents ? `${whole}.${cents}` : whole;
}

const sqft = (n: number, language: Language) => compareTexts(language)('value.sqft', { value: groupedNumber(n) });

function squareFeet(value: unknown, language: Language): string | null {
  const n = amount(value);
  return n === null || n === 0 ? null : sqft(n, language);
}

/** Words of a wire value: `semi_furnished` → "Semi furnished". */
function humanise(value: string): string {
  const words = value.trim().replace(/[_-]+/g, ' ').replace(/\s+/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A value of one of the listing's lists shown by its label: `keys` maps each value the API may
 * send to the key of its label in the compare texts; an unknown value in plain words.
 */
function choice(keys: Readonly<Record<string, CompareTextKey>>) {
  return (value: unknown, language: Language): string | null => {
    const t = text(value);
    if (!t) return null;
    const key = keys[t.toLowerCase()];
    return key ? compareTexts(language)(key) : humanise(t);
  };
}

/** `2027-03` → "Mar 2027" (Hindi "मार्च 2027"); other text is shown as sent. */
export function monthText(value: unknown, language: Language = 'en'): string | null {
  const t = text(value);
  if (!t) return null;
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(t);
  return match ? `${compareTexts(language)(`month.${Number(match[2])}` as CompareTextKey)} ${match[1]}` : t;
}

/** `[3, 2]` → "2, 3 BHK"; a single number is accepted too. */
export function bhkText(value: unknown): string | null {
  const list = Array.isArray(value) ? value : [value];
  const counts = [...new Set(list.filter((n): n is number => typeof n === 'number' && Number.isInteger(n) && n > 0))].sort((a, b) => a - b);
  return counts.length ? `${counts.join(', ')} BHK` : null;
}

/** Carpet area from `carpet_area_sqft_min` and `_max`: "1,050 – 1,400 sq ft", or one of them. */
function carpetText(fields: Readonly<Record<string, unknown>>, language: Language): string | null {
  const lo = amount(fields.carpet_area_sqft_min) || null;
  const hi = amount(fields.carpet_area_sqft_max) || null;
  if (lo !== null && hi !== null && lo !== hi) {
    return compareTexts(language)('value.sqftRange', { min: groupedNumber(Math.min(lo, hi)), max: groupedNumber(Math.max(lo, hi)) });
  }
  const one = lo ?? hi;
  return one === null ? null : sqft(one, language);
}

function plotText(fields: Readonly<Record<string, unknown>>, language: Language): string | null {
  const n = amount(fields.plot_area);
  if (n === null || n === 0) return null;
  const unit = text(fields.plot_area_unit);
  const label = unit && isAreaUnit(unit) ? areaUnitLabel(unit, language) : unit;
  return label ? `${groupedNumber(n)} ${label}` : groupedNumber(n);
}

function priceRange(fields: Readonly<Record<string, unknown>>, language: Language): string | null {
  const lo = amount(fields.site_min_price) ?? 0;
  const hi = amount(fields.site_max_price) ?? 0;
  if (lo === 0 && hi === 0) return null;
  if (lo === 0 || hi === 0) return rupees(lo || hi, language);
  return priceRangeText(lo, hi, language);
}

function listText(value: unknown): string | null {
  const items = stringList(value);
  return items.length ? items.join(', ') : null;
}

/** A listing category in `language`, from the listing vocabulary ("फ़ैमिली मकान"); other text as sent. */
function category(name: string | null, language: Language): string | null {
  return name === null ? null : categoryLabel(name, language);
}

/** A place name (city, locality, famous place) in `language`: Devanagari on Hindi pages when the listing vocabulary knows it. */
function place(name: string | null, language: Language): string | null {
  return name === null ? null : placeLabel(name, language);
}

/** The listing's status (`site_status`) in `language`, when the compare texts know it; else as sent. */
function statusText(value: unknown, language: Language): string | null {
  const t = text(value);
  if (!t || language === 'en') return t;
  const key = `status.${t.toLowerCase()}`;
  return hasCompareText(key) ? compareTexts(language)(key) : t;
}

/** Every row of the compare table, in order (docs/product/catalogue.md). */
export const COMPARE_FIELDS: readonly CompareField[] = [
  { id: 'price', label: 'Price', group: 'Price', show: (f, language) => rupees(f.site_price, language) },
  { id: 'price_range', label: 'Price range', group: 'Price', show: priceRange },
  {
    id: 'price_per_sqft',
    label: 'Price per sq ft',
    group: 'Price',
    show: (f, language) => {
      const n = amount(f.price_per_sqft);
      return n === null || n === 0 ? null : compareTexts(language)('value.perSqft', { price: `₹${formatIndianDigits(Math.round(n))}` });
    },
  },
  { id: 'city', label: 'City', group: 'Location', show: (f, language) => place(text(f.site_city), language) },
  {
    id: 'locality',
    label: 'Locality',
    group: 'Location',
    show: (f, language) => place(text(f.locality) ?? text(f.site_landmark), language),
  },
  { id: 'near', label: 'Near', group: 'Location', show: (f, language) => place(text(f.site_famous_place), language) },
  { id: 'category', label: 'Category', group: 'Property', show: (f, language) => category(text(f.site_category), language) },
  { id: 'status', label: 'Status', group: 'Property', show: (f, language) => statusText(f.site_status, language) },
  { id: 'bhk', label: 'Bedrooms', group: 'Property', show: (f) => bhkText(f.bhk) },
  { id: 'carpet_area', label: 'Carpet area', group: 'Property', show: carpetText },
  { id: 'built_up_area', label: 'Built-up area', group: 'Property', show: (f, language) => squareFeet(f.built_up_area_sqft, language) },
  {
    id: 'super_built_up_area',
    label: 'Super built-up area',
    group: 'Property',
    show: (f, language) => squareFeet(f.super_built_up_area_sqft, language),
  },
  { id: 'plot_area', label: 'Plot area', group: 'Property', show: plotText },
  {
    id: 'area_text',
    label: 'Area (as listed)',
    group: 'Property',
    show: (f, language) => {
      const entered = text(f.site_area);
      return entered === null || entered === 'N/A' ? null : listingAreaText({ ...f, site_area: entered }, language);
    },
  },
  {
    id: 'furnishing',
    label: 'Furnishing',
    group: 'Property',
    show: (f, language) =>
      choice({
        unfurnished: 'furnishing.unfurnished',
        semi: 'furnishing.semi',
        semi_furnished: 'furnishing.semi',
        'semi-furnished': 'furnishing.semi',
        furnished: 'furnishing.furnished',
        fully_furnished: 'furnishing.fully_furnished',
      })(f.furnishing, language),
  },
  {
    id: 'facing',
    label: 'Facing',
    group: 'Property',
    show: (f, language) => {
      const t = text(f.facing);
      if (!t) return null;
      const words = t.split(/[_\s-]+/);
      const key = `facing.${words.join('_').toLowerCase()}`;
      if (language !== 'en' && hasCompareText(key)) return compareTexts(language)(key);
      return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase()).join('-');
    },
  },
  { id: 'developer', label: 'Developer', group: 'Possession and papers', show: (f) => text(f.site_developer) },
  {
    id: 'possession',
    label: 'Possession',
    group: 'Possession and papers',
    show: (f, language) =>
      choice({ ready: 'possession.ready', ready_to_move: 'possession.ready', under_construction: 'possession.under_construction' })(
        f.possession,
        language,
      ),
  },
  {
    id: 'possession_date',
    label: 'Possession by',
    group: 'Possession and papers',
    show: (f, language) => monthText(f.possession_date, language),
  },
  {
    id: 'transaction',
    label: 'Transaction',
    group: 'Possession and papers',
    show: (f, language) =>
      choice({ new: 'transaction.new', new_booking: 'transaction.new', primary: 'transaction.new', resale: 'transaction.resale' })(
        f.transaction,
        language,
      ),
  },
  {
    id: 'ownership',
    label: 'Ownership',
    group: 'Possession and papers',
    show: (f, language) =>
      choice({
        freehold: 'ownership.freehold',
        leasehold: 'ownership.leasehold',
        power_of_attorney: 'ownership.power_of_attorney',
        co_operative_society: 'ownership.co_operative_society',
      })(f.ownership, language),
  },
  { id: 'approved_by', label: 'Approved by', group: 'Possession and papers', show: (f) => listText(f.approved_by) },
  { id: 'rera', label: 'RERA number', group: 'Possession and papers', show: (f) => text(f.site_rera_number) },
  { id: 'loan_banks', label: 'Home loan from', group: 'Possession and papers', show: (f) => listText(f.loan_banks) },
  {
    id: 'verified',
    label: 'Verified listing',
    group: 'Possession and papers',
    show: (f, language) =>
      f.verified === true ? compareTexts(language)('verified.yes') : f.verified === false ? compareTexts(language)('verified.no') : null,
  },
];

/** A row of the compare table with each listing's value and whether they differ. */
export type CompareRow = {
  field: CompareField;
  /** One text per listing, in column order; {@link MISSING} where a listing lacks the field. */
  values: string[];
  /** True when two or more listings are compared and their texts are not all the same. */
  differs: boolean;
};

/**
 * The rows of the compare table for `listings` (column order): every field of
 * {@link COMPARE_FIELDS}, each listing's value as shown in `language` (default English; "—" when
 * absent), and `differs` when the shown values are not all equal (a value beside a "—" differs too).
 */
export function buildCompareRows(listings: readonly CompareListing[], language: Language = 'en'): CompareRow[] {
  return COMPARE_FIELDS.map((field) => {
    const values = listings.map((listing) => {
      try {
        return field.show(listing.fields, language) ?? MISSING;
      } catch {
        return MISSING;
      }
    });
    return { field, values, differs: listings.length > 1 && new Set(values).size > 1 };
  });
}
