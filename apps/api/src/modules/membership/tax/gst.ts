import { GST_STATES, type GstState } from '@realty/contracts/membership/gst-states';
import { paiseToRupees, percentOfPaise, rupeesToPaise } from '../../brokerage/ledger-math.ts';

/**
 * GST on a Pro purchase (docs/product/payments.md, "Price and tax"): 18 % on the taxable value.
 * When the place of supply (the associate's state) is the business's own state the supply is
 * intra-state and the tax is split into CGST 9 % and SGST 9 % (CGST Act 2017 and each state's
 * SGST Act); any other state is inter-state and pays IGST 18 % (IGST Act 2017, s. 5). Each tax
 * amount is rounded half up to the paisa on its own, and the total is the taxable value plus the
 * taxes so rounded. Money in and out is rupees as decimal text with two places; paise inside
 * (BigInt), never floats.
 */

/** The GST rate on the membership (SAC 9983xx/9997xx services): 18 %, in hundredths of a percent. */
export const GST_RATE_HUNDREDTHS = 1_800n;

/** The tax of one purchase: rupees text with two places; `cgst`/`sgst` "0.00" on an inter-state supply, `igst` "0.00" on an intra-state one. */
export type GstBreakdown = {
  /** The taxable value (the price before tax). */
  taxableValue: string;
  cgst: string;
  sgst: string;
  igst: string;
  /** Taxable value plus the three taxes. */
  total: string;
  /** The rates applied, percent with two places ("9.00", "18.00", or "0.00" for a tax not charged). */
  rates: { cgst: string; sgst: string; igst: string };
  /** True when the place of supply is the business's own state (CGST + SGST). */
  intraState: boolean;
  /** The place of supply: the buyer's state. */
  placeOfSupply: GstState;
};

/**
 * The GST of a purchase of `taxableValue` (rupees text, e.g. "1000.00") supplied to `buyerState`
 * by a business registered in `businessState` (GST state codes or {@link GstState}s).
 * ₹1,000.00 to Uttar Pradesh by a business in Uttar Pradesh → CGST 90.00 + SGST 90.00, total
 * 1180.00; to Bihar → IGST 180.00, total 1180.00. ₹999.99 intra-state → CGST 90.00 (89.9991
 * rounded half up) + SGST 90.00, total 1179.99.
 * @throws RangeError when `taxableValue` is not rupees with at most two decimals, is negative, or
 *   a state code is unknown.
 */
export function gstOf(taxableValue: string, buyerState: GstState | string, businessState: GstState | string): GstBreakdown {
  const buyer = typeof buyerState === 'string' ? stateOfCode(buyerState) : buyerState;
  const business = typeof businessState === 'string' ? stateOfCode(businessState) : businessState;
  const taxable = rupeesToPaise(taxableValue);
  if (taxable < 0n) throw new RangeError(`A negative taxable value: "${taxableValue}"`);
  const intraState = buyer.code === business.code;
  const half = GST_RATE_HUNDREDTHS / 2n;
  const cgst = intraState ? percentOfPaise(taxable, half) : 0n;
  const sgst = intraState ? percentOfPaise(taxable, half) : 0n;
  const igst = intraState ? 0n : percentOfPaise(taxable, GST_RATE_HUNDREDTHS);
  const percent = (hundredths: bigint) => `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;
  return {
    taxableValue: paiseToRupees(taxable),
    cgst: paiseToRupees(cgst),
    sgst: paiseToRupees(sgst),
    igst: paiseToRupees(igst),
    total: paiseToRupees(taxable + cgst + sgst + igst),
    rates: {
      cgst: percent(intraState ? half : 0n),
      sgst: percent(intraState ? half : 0n),
      igst: percent(intraState ? 0n : GST_RATE_HUNDREDTHS),
    },
    intraState,
    placeOfSupply: buyer,
  };
}

/** The state of a two-digit GST state code. @throws RangeError for an unknown code. */
function stateOfCode(code: string): GstState {
  const state = GST_STATES.find((s) => s.code === code);
  if (!state) throw new RangeError(`Not a GST state code: "${code}"`);
  return state;
}
