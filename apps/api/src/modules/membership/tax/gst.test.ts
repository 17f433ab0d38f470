import { GST_STATES } from '@realty/contracts/membership/gst-states';
import { describe, expect, it } from 'vitest';
import { paiseToRupees, rupeesToPaise } from '../../brokerage/ledger-math.ts';
import { gstOf } from './gst.ts';

const UP = '09';

// docs/product/payments.md, "Price and tax": GST 18 %; CGST 9 % + SGST 9 % within the business's
// state, IGST 18 % to any other; each tax rounded half up to the paisa on its own.
describe('gstOf', () => {
  it('splits ₹1,000.00 in Uttar Pradesh into CGST ₹90.00 + SGST ₹90.00 = ₹1,180.00', () => {
    expect(gstOf('1000.00', UP, UP)).toMatchObject({
      taxableValue: '1000.00',
      cgst: '90.00',
      sgst: '90.00',
      igst: '0.00',
      total: '1180.00',
      rates: { cgst: '9.00', sgst: '9.00', igst: '0.00' },
      intraState: true,
      placeOfSupply: { name: 'Uttar Pradesh' },
    });
  });

  it('charges IGST ₹180.00 to any other state or union territory', () => {
    for (const state of GST_STATES.filter((s) => s.code !== UP)) {
      expect(gstOf('1000', state, UP), state.name).toMatchObject({
        cgst: '0.00',
        sgst: '0.00',
        igst: '180.00',
        total: '1180.00',
        intraState: false,
      });
    }
    // a business registered elsewhere: Uttar Pradesh is then the other state
    expect(gstOf('1000.00', UP, '27')).toMatchObject({ igst: '180.00', intraState: false });
  });

  it('rounds each tax half up to the paisa on its own', () => {
    // 9 % of ₹0.05 is 0.45 paise → 0; of ₹0.06, 0.54 → 1 paisa each; 18 % of ₹0.03 is 0.54 → 1
    expect(gstOf('0.05', UP, UP)).toMatchObject({ cgst: '0.00', sgst: '0.00', total: '0.05' });
    expect(gstOf('0.06', UP, UP)).toMatchObject({ cgst: '0.01', sgst: '0.01', total: '0.08' });
    expect(gstOf('0.03', '10', UP)).toMatchObject({ igst: '0.01', total: '0.04' });
    // exactly half a paisa goes up: 9 % of ₹0.50 is 4.5 paise → 5
    expect(gstOf('0.50', UP, UP)).toMatchObject({ cgst: '0.05', sgst: '0.05', total: '0.60' });
    // ₹999.99: 9 % = 89.9991 → 90.00 each, so the split can differ from IGST by a paisa
    expect(gstOf('999.99', UP, UP)).toMatchObject({ cgst: '90.00', sgst: '90.00', total: '1179.99' });
    expect(gstOf('999.99', '07', UP)).toMatchObject({ igst: '180.00', total: '1179.99' });
    expect(gstOf('1234.57', UP, UP)).toMatchObject({ cgst: '111.11', sgst: '111.11', total: '1456.79' });
  });

  it('is exact on every paisa of a sweep: each tax is the half-up rounding of the exact rate', () => {
    for (let paise = 0n; paise <= 200_000n; paise += 37n) {
      const rupees = paiseToRupees(paise);
      const intra = gstOf(rupees, UP, UP);
      const inter = gstOf(rupees, '19', UP);
      // exact: paise × 9 / 100 with half up, by integer arithmetic written out here
      const nine = (paise * 9n * 2n + 100n) / 200n;
      const eighteen = (paise * 18n * 2n + 100n) / 200n;
      expect(rupeesToPaise(intra.cgst)).toBe(nine);
      expect(rupeesToPaise(intra.sgst)).toBe(nine);
      expect(rupeesToPaise(intra.total)).toBe(paise + 2n * nine);
      expect(rupeesToPaise(inter.igst)).toBe(eighteen);
      expect(rupeesToPaise(inter.total)).toBe(paise + eighteen);
    }
  });

  it('refuses what is not an amount or a state', () => {
    expect(() => gstOf('1,000', UP, UP)).toThrow(RangeError);
    expect(() => gstOf('10.005', UP, UP)).toThrow(RangeError);
    expect(() => gstOf('-1.00', UP, UP)).toThrow(RangeError);
    expect(() => gstOf('1000', '28', UP)).toThrow(RangeError);
  });
});
