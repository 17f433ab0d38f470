import { describe, expect, it } from 'vitest';
import { siteAnswer } from '../test/sites.ts';
import { bhkText, buildCompareRows, groupedNumber, MISSING, monthText, readCompareListing } from './compare-fields.ts';

const rowOf = (rows: ReturnType<typeof buildCompareRows>, id: string) => rows.find((r) => r.field.id === id);

describe('readCompareListing', () => {
  it('keeps every field of the answer, those the contract does not know yet included', () => {
    const listing = readCompareListing(siteAnswer(7, 'Lotus Greens', { bhk: [2, 3], cover_images: ['sites/7/a.jpg'] }));
    expect(listing).toMatchObject({ id: 7, title: 'Lotus Greens', status: 'Available', coverPath: 'sites/7/a.jpg' });
    expect(listing.fields.bhk).toEqual([2, 3]);
  });

  it('refuses an answer without a listing', () => {
    expect(() => readCompareListing({ success: true, data: {} })).toThrow(TypeError);
    expect(() => readCompareListing(null)).toThrow(TypeError);
  });
});

describe('buildCompareRows', () => {
  it('shows each field in the buyer’s terms and "—" where a listing lacks it', () => {
    const a = readCompareListing(
      siteAnswer(1, 'A', {
        bhk: [3, 2],
        carpet_area_sqft_min: 1050,
        carpet_area_sqft_max: '1400',
        plot_area: 200,
        plot_area_unit: 'sqyd',
        price_per_sqft: 4166.67,
        possession: 'under_construction',
        possession_date: '2027-03',
        furnishing: 'semi_furnished',
        facing: 'north_east',
        transaction: 'resale',
        ownership: 'freehold',
        approved_by: ['LDA', 'UP RERA'],
        loan_banks: ['SBI', 'HDFC Bank'],
        site_rera_number: 'UPRERAPRJ12345',
        verified: true,
        site_min_price: '4500000.00',
        site_max_price: '6200000.00',
      }),
    );
    const b = readCompareListing(siteAnswer(2, 'B', { bhk: 'three', verified: 'yes', possession_date: '' }));
    const rows = buildCompareRows([a, b]);
    const expected: Record<string, [string, string]> = {
      price: ['₹50 L', '₹50 L'],
      price_range: ['₹45 L – ₹62 L', MISSING],
      price_per_sqft: ['₹4,167 / sq ft', MISSING],
      city: ['Lucknow', 'Lucknow'],
      locality: ['Gomti Nagar', 'Gomti Nagar'],
      bhk: ['2, 3 BHK', MISSING],
      carpet_area: ['1,050 – 1,400 sq ft', MISSING],
      built_up_area: [MISSING, MISSING],
      plot_area: ['200 sq yd', MISSING],
      possession: ['Under construction', MISSING],
      possession_date: ['Mar 2027', MISSING],
      furnishing: ['Semi-furnished', MISSING],
      facing: ['North-East', MISSING],
      transaction: ['Resale', MISSING],
      ownership: ['Freehold', MISSING],
      approved_by: ['LDA, UP RERA', MISSING],
      loan_banks: ['SBI, HDFC Bank', MISSING],
      rera: ['UPRERAPRJ12345', MISSING],
      verified: ['Verified', MISSING],
    };
    for (const [id, values] of Object.entries(expected)) expect(rowOf(rows, id)?.values, id).toEqual(values);
  });

  it('marks a row as differing only when the shown values are not all equal', () => {
    const rows = buildCompareRows([
      readCompareListing(siteAnswer(1, 'A', { site_price: '5000000.00' })),
      readCompareListing(siteAnswer(2, 'B', { site_price: '7250000.00', site_city: 'Lucknow' })),
    ]);
    expect(rowOf(rows, 'price')).toMatchObject({ values: ['₹50 L', '₹72.5 L'], differs: true });
    expect(rowOf(rows, 'city')?.differs).toBe(false);
    expect(rowOf(rows, 'bhk')?.differs).toBe(false);
  });

  it('never marks differences with a single listing', () => {
    expect(buildCompareRows([readCompareListing(siteAnswer(1, 'A'))]).some((r) => r.differs)).toBe(false);
  });
});

describe('value helpers', () => {
  it('formats numbers, BHK and months', () => {
    expect(groupedNumber(1234567.5)).toBe('12,34,567.5');
    expect(groupedNumber(1200)).toBe('1,200');
    expect(bhkText(3)).toBe('3 BHK');
    expect(bhkText([0, 'x'])).toBeNull();
    expect(monthText('2026-12')).toBe('Dec 2026');
    expect(monthText('soon')).toBe('soon');
  });
});
