/**
 * # Budget presets of the search forms
 *
 * The budgets a buyer picks with one tap on the listing and home search forms, in the units they
 * think in (docs/product/catalogue.md, "Searching"):
 * under 25 L, 25–50 L, 50 L–1 Cr, 1–2 Cr and above 2 Cr. The address and `GET /api/sites` keep
 * rupees (`minPrice`, `maxPrice`, both inclusive), so a preset is only a pair of rupee bounds.
 *
 * Pure data and functions, no I/O.
 */

/** One budget preset: its label and its bounds in whole rupees (absent = open). docs/product/catalogue.md, "Searching". */
export interface BudgetPreset {
  /** Stable id, e.g. for a test or an analytics event: "under-25l". */
  readonly id: string;
  /** The words on the button, in lakh and crore: "Under 25 L", "25–50 L", "50 L–1 Cr", "1–2 Cr", "Above 2 Cr". */
  readonly label: string;
  /** Lowest price in rupees, inclusive; absent for "Under …". */
  readonly minPrice?: number;
  /** Highest price in rupees, inclusive; absent for "Above …". */
  readonly maxPrice?: number;
}

const LAKH = 100_000;
const CRORE = 10_000_000;

/**
 * The presets, cheapest first (docs/product/catalogue.md, "Searching"): under ₹25 L, ₹25 L–₹50 L,
 * ₹50 L–₹1 Cr, ₹1 Cr–₹2 Cr, above ₹2 Cr. Neighbouring presets share their bound.
 */
export const BUDGET_PRESETS: readonly BudgetPreset[] = [
  { id: 'under-25l', label: 'Under 25 L', maxPrice: 25 * LAKH },
  { id: '25l-50l', label: '25–50 L', minPrice: 25 * LAKH, maxPrice: 50 * LAKH },
  { id: '50l-1cr', label: '50 L–1 Cr', minPrice: 50 * LAKH, maxPrice: CRORE },
  { id: '1cr-2cr', label: '1–2 Cr', minPrice: CRORE, maxPrice: 2 * CRORE },
  { id: 'above-2cr', label: 'Above 2 Cr', minPrice: 2 * CRORE },
];

/**
 * The preset whose bounds are exactly `minPrice` and `maxPrice` (rupees; undefined = open), e.g.
 * to show it as picked; undefined when the bounds match no preset. docs/product/catalogue.md, "Searching".
 */
export function budgetPresetOf(minPrice: number | undefined, maxPrice: number | undefined): BudgetPreset | undefined {
  return BUDGET_PRESETS.find((preset) => preset.minPrice === minPrice && preset.maxPrice === maxPrice);
}
