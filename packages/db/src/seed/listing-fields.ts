/**
 * The structured fields of generated and demo listings (docs/product/catalogue.md, "Structured
 * fields"): one description of them ({@link ListingFacts}) from which both the database columns
 * and the area text are made, so a listing's text never disagrees with its fields.
 */
import { type AreaUnit, toSquareFeet } from '@realty/contracts/listings/areas';
import {
  areaTextOf,
  FACINGS,
  type Facing,
  type Furnishing,
  formatSquareFeet,
  type Ownership,
  type Possession,
  type Transaction,
} from '@realty/contracts/sites/listing-fields';
import type { sites } from '../schema.ts';
import type { Random } from './random.ts';

/** Columns of `sites` the structured fields fill (docs/product/catalogue.md, "Structured fields"). */
export type StructuredColumns = Pick<
  typeof sites.$inferInsert,
  | 'bhk'
  | 'carpetAreaSqftMin'
  | 'carpetAreaSqftMax'
  | 'builtUpAreaSqft'
  | 'superBuiltUpAreaSqft'
  | 'plotArea'
  | 'plotAreaUnit'
  | 'possession'
  | 'possessionDate'
  | 'furnishing'
  | 'facing'
  | 'transaction'
  | 'ownership'
  | 'approvedBy'
  | 'loanBanks'
  | 'verified'
>;

/** The structured facts of one listing; areas in square feet unless a plot's unit says otherwise (docs/product/catalogue.md, "Structured fields"). */
export type ListingFacts = {
  /** Bedroom counts, ascending; empty for plots. */
  bhk: number[];
  /** Smallest and largest carpet area (equal for a single configuration). */
  carpet?: [number, number] | undefined;
  /** Built-up area (of the smallest configuration). */
  builtUp?: number | undefined;
  /** Super built-up area (apartments, of the smallest configuration). */
  superBuiltUp?: number | undefined;
  /** The plot (plots and independent houses), in its own unit. */
  plot?: { area: number; unit: AreaUnit } | undefined;
  possession: Possession;
  /** Expected possession month (YYYY-MM), only when under construction. */
  possessionDate?: string | undefined;
  furnishing?: Furnishing | undefined;
  facing?: Facing | undefined;
  transaction: Transaction;
  ownership: Ownership;
  approvedBy: string[];
  loanBanks: string[];
  verified: boolean;
};

/** Banks that lend against listings in the catalogue, most common first (`loan_banks`, docs/product/catalogue.md). */
export const LOAN_BANKS = [
  'SBI',
  'HDFC Bank',
  'ICICI Bank',
  'Bank of Baroda',
  'Punjab National Bank',
  'Axis Bank',
  'LIC Housing Finance',
  'Union Bank of India',
] as const;

/** The development authority that approves layouts in each city, by canonical city name (none known for the others; `approved_by`, docs/product/catalogue.md). */
export const DEVELOPMENT_AUTHORITIES: Readonly<Record<string, string>> = {
  Varanasi: 'VDA',
  Prayagraj: 'PDA',
  Lucknow: 'LDA',
  Kanpur: 'KDA',
  Gorakhpur: 'GDA',
  Ayodhya: 'ADA',
  Mirzapur: 'MVDA',
  Agra: 'ADA',
  Patna: 'PRDA',
};

/** The RERA authority of a state, as listings name it in `approved_by` (docs/product/catalogue.md). */
export const RERA_AUTHORITIES: Readonly<Record<string, string>> = {
  'Uttar Pradesh': 'UP-RERA',
  Bihar: 'RERA Bihar',
  'Madhya Pradesh': 'MP RERA',
};

/** Months (YYYY-MM) under-construction projects expect possession in (`possession_date`, docs/product/catalogue.md). */
export const POSSESSION_MONTHS = ['2027-03', '2027-06', '2027-09', '2027-12', '2028-03', '2028-06', '2028-12', '2029-03'] as const;

/** `n` rounded to the nearest multiple of `step` (e.g. square feet to tens; docs/product/catalogue.md). */
export const roundTo = (n: number, step: number): number => Math.round(n / step) * step;

/** Bedroom count for a home of `squareFeet` of carpet (or built-up) area: 1 to 4 (docs/product/catalogue.md, `bhk`). */
export function bhkCountFor(squareFeet: number): number {
  if (squareFeet < 650) return 1;
  if (squareFeet < 1150) return 2;
  if (squareFeet < 1900) return 3;
  return 4;
}

/** The authorities that approved a listing: the city's development authority, and the state's RERA when registered (`approved_by`, docs/product/catalogue.md). */
export function approvalsFor(city: string, state: string, registered: boolean): string[] {
  return [DEVELOPMENT_AUTHORITIES[city], registered ? RERA_AUTHORITIES[state] : undefined].filter((a): a is string => Boolean(a));
}

/** 2 to 4 lending banks, SBI first (none for a listing without RERA registration: banks do not lend on those; `loan_banks`, docs/product/catalogue.md). */
export function loanBanksFor(registered: boolean, r: Random): string[] {
  if (!registered) return [];
  const picked = new Set(r.sample(LOAN_BANKS.slice(1), r.int(1, 3)));
  return LOAN_BANKS.filter((b) => b === 'SBI' || picked.has(b));
}

/** One of the eight compass points (`facing`, docs/product/catalogue.md). */
export function facingFor(r: Random): Facing {
  return r.pick(FACINGS);
}

/** A furnishing for a home of `category` (plots have none; `furnishing`, docs/product/catalogue.md). */
export function furnishingFor(category: string, r: Random): Furnishing | undefined {
  if (category === 'Plots') return undefined;
  if (category === 'Apartment') return r.weighted(['unfurnished', 'semi', 'furnished'] as const, [45, 45, 10]);
  return r.weighted(['unfurnished', 'semi', 'furnished'] as const, [30, 55, 15]);
}

/** The plot area in square feet (exact factors, rounded half up to 2 decimals), or undefined (`plot_area_sqft`, docs/product/catalogue.md). */
export function plotSquareFeet(facts: Pick<ListingFacts, 'plot'>): number | undefined {
  return facts.plot ? toSquareFeet(facts.plot.area, facts.plot.unit) : undefined;
}

/**
 * The short area text of a listing made from its facts, square feet first (docs/product/catalogue.md,
 * "Structured fields"): "1,080 sq ft plot (120 sq yd)", "1,300 sq ft carpet area",
 * "968 sq ft – 1,710 sq ft carpet area"; an independent house: "3,200 sq ft built-up on a 2,400 sq
 * ft plot"; a town house: "1,850 sq ft built-up area".
 */
export function areaTextOfFacts(facts: ListingFacts, category: string): string {
  const plotSqft = plotSquareFeet(facts);
  if (category !== 'Plots' && category !== 'Apartment' && facts.builtUp !== undefined) {
    const built = `${formatSquareFeet(facts.builtUp)} sq ft built-up`;
    return plotSqft === undefined || !facts.plot
      ? `${built} area`
      : `${built} on a ${areaTextOf({ plot_area: facts.plot.area, plot_area_unit: facts.plot.unit, plot_area_sqft: plotSqft })}`;
  }
  return areaTextOf({
    carpet_area_sqft_min: facts.carpet?.[0],
    carpet_area_sqft_max: facts.carpet?.[1],
    ...(facts.plot && category === 'Plots'
      ? { plot_area: facts.plot.area, plot_area_unit: facts.plot.unit, plot_area_sqft: plotSqft }
      : {}),
  });
}

const decimal = (n: number | undefined, places: number): string | null => (n === undefined ? null : n.toFixed(places));

/** The `sites` columns of `facts`: areas as exact decimal text, the possession month as its first day (docs/product/catalogue.md, "Structured fields"). */
export function structuredColumns(facts: ListingFacts): StructuredColumns {
  return {
    bhk: facts.bhk,
    carpetAreaSqftMin: decimal(facts.carpet?.[0], 2),
    carpetAreaSqftMax: decimal(facts.carpet?.[1], 2),
    builtUpAreaSqft: decimal(facts.builtUp, 2),
    superBuiltUpAreaSqft: decimal(facts.superBuiltUp, 2),
    plotArea: decimal(facts.plot?.area, 4),
    plotAreaUnit: facts.plot?.unit ?? null,
    possession: facts.possession,
    possessionDate: facts.possession === 'under_construction' && facts.possessionDate ? `${facts.possessionDate}-01` : null,
    furnishing: facts.furnishing ?? null,
    facing: facts.facing ?? null,
    transaction: facts.transaction,
    ownership: facts.ownership,
    approvedBy: facts.approvedBy,
    loanBanks: facts.loanBanks,
    verified: facts.verified,
  };
}
